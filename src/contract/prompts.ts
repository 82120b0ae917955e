// Prompt, which the product also calls intent (spec 1 §3).
import { z } from 'zod';

export const promptSchema = z.looseObject({
  id: z.string(),
  label: z.string(),
  prompt: z.string().default(''),
  visibility: z.string().optional(),
  description: z.string().optional(),
  type: z.string().optional(),
  subtype: z.string().optional(),
});
export type Prompt = z.infer<typeof promptSchema>;

/** The prompt list always starts with this entry (spec 1 §3, spec 2 §7.8). */
export const defaultIntent: Prompt = Object.freeze(promptSchema.parse({ id: 'main', label: 'default' }));
