// Thought and its kinds (spec 1 §3).
import { z } from 'zod';

/** Kinds of thought (spec 1 §3). */
export const thoughtTypeSchema = z.enum(['string', 'entity', 'note', 'graph', 'quest']);
export type ThoughtType = z.infer<typeof thoughtTypeSchema>;

/** Thought: the current focus every search widget follows. */
export const thoughtSchema = z.object({
  word: z.string(),
  label: z.string().optional(),
  type: thoughtTypeSchema.default('string'),
  lang: z.string().default('en'),
  // What tjModel holds is not shown.
  tjModel: z.unknown().optional(),
  graphId: z.string().optional(),
  questId: z.string().optional(),
  qid: z.string().optional(),
});
export type Thought = z.infer<typeof thoughtSchema>;
