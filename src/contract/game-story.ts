// Game session feedback (spec 1 §3): what a learner says about a game session.
import { z } from 'zod';

export const gameSessionFeedbackSchema = z.object({
  gameSessionId: z.string().min(1),
  userFeedback: z.string(),
});
export type GameSessionFeedback = z.infer<typeof gameSessionFeedbackSchema>;
