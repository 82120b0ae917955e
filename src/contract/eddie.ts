// Eddie, the AI assistant (spec 2 §7.3, §9.1): what a question may be and what a past exchange holds.
import { z } from 'zod';

/** The model the kit asks for unless a stored model name exists (spec 2 §9.1); the server maps it to its own. */
export const DEFAULT_EDDIE_MODEL = 'text-davinci-003';
/** How long an answer may be unless the learner chose otherwise (spec 2 §9.1). */
export const DEFAULT_MAX_WORDS = 300;
/** The longest answer a learner may ask for: the reference server's limit. */
export const MAX_EDDIE_WORDS = 2_000;
/** The longest question, in characters: the reference server's limit. */
export const MAX_EDDIE_PROMPT_LENGTH = 4_000;

/** One question and its answer, as the history keeps them. */
export const eddieExchangeSchema = z.object({
  _id: z.string().min(1),
  prompt: z.string(),
  answer: z.string(),
  /** Whether later questions still see it (DELETE /eddie clears the context, not the history). */
  inContext: z.boolean(),
  timestamp: z.string(),
});
export type EddieExchange = z.infer<typeof eddieExchangeSchema>;
