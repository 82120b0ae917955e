// Prompt, which the product also calls intent (spec 1 §3), and the Kaaro experiment rows built from the same fields.
import { z } from 'zod';

/** Who may pick a prompt: its author only, or every learner. */
export const promptVisibilities = ['private', 'public'] as const;
export type PromptVisibility = (typeof promptVisibilities)[number];

export const promptSchema = z.looseObject({
  id: z.string(),
  label: z.string(),
  prompt: z.string().default(''),
  visibility: z.string().optional(),
  description: z.string().optional(),
  type: z.string().optional(),
  subtype: z.string().optional(),
  /** The author's username; absent on the default entry, which no one wrote. */
  actor: z.string().optional(),
});
export type Prompt = z.infer<typeof promptSchema>;

/** A Kaaro: one row of a learner's prompt experiment sheet, at its row index. */
export const kaaroSchema = promptSchema.extend({ rowIndex: z.number().int().min(0) });
export type Kaaro = z.infer<typeof kaaroSchema>;

/** The prompt list always starts with this entry (spec 1 §3, spec 2 §7.8). */
export const defaultIntent: Prompt = Object.freeze(promptSchema.parse({ id: 'main', label: 'default' }));
