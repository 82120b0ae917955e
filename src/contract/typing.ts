// The Typing Tutor's result of one lesson (issue 14 point 3): the value of a TYPING_LESSON event, so a learner's
// progress over time is read back from their own events (GET /events/verb/TYPING_LESSON).
import { z } from 'zod';

export const typingResultSchema = z.object({
  /** The thought the lesson was made from. */
  word: z.string(),
  /** Words per minute, a word being five characters. */
  wpm: z.number().nonnegative(),
  /** Keys pressed right, in percent of all keys pressed. */
  accuracy: z.number().min(0).max(100),
  /** Characters in the lesson. */
  characters: z.number().int().positive(),
  /** How often each key was missed: the key that was due, by the times another was pressed instead. */
  missed: z.record(z.string(), z.number().int().positive()),
});
export type TypingResult = z.infer<typeof typingResultSchema>;
