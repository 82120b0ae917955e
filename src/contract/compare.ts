// Compare (spec 1 §2 widget titles; records COMPARE): two words side by side from the knowledge graph, with the
// ancestors they share and the path between them. A product extension call, GET /custom/compare.
import { z } from 'zod';
import { suggestionSchema } from './knowledge.ts';

export const termSchema = z.object({ label: z.string(), synsetId: z.string() });
export type CompareTerm = z.infer<typeof termSchema>;

export const comparedWordSchema = z.object({
  word: z.string(),
  found: z.boolean(),
  /** The sense compared: the one nearest the other word's. */
  term: termSchema.optional(),
  definition: z.string().optional(),
  /** Broader terms: what it is a kind of. */
  kinds: z.array(termSchema),
  parts: z.array(termSchema),
  /** "Did you mean" words when the word is unknown. */
  suggestions: z.array(suggestionSchema),
});
export type ComparedWord = z.infer<typeof comparedWordSchema>;

export const comparisonSchema = z.object({
  first: comparedWordSchema,
  second: comparedWordSchema,
  /** Ancestors of both, nearest first. */
  sharedAncestors: z.array(termSchema),
  /** From the first through their nearest shared ancestor to the second; empty when they share none. */
  path: z.array(termSchema),
  language: z.string(),
});
export type Comparison = z.infer<typeof comparisonSchema>;
