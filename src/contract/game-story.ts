// Game session feedback (spec 1 §3): what a learner says about a game session (POST /game-story/feedback, the form
// at /game/feedback). Issue messages are i18n keys: the form shows them, the server answers them translated.
import { z } from 'zod';

/** A game names its session with an id of its own; longer is not an id. */
export const GAME_SESSION_ID_MAX_LENGTH = 200;
export const GAME_FEEDBACK_MAX_LENGTH = 4000;

const text = (requiredKey: string, tooLongKey: string, max: number) =>
  z.string({ error: requiredKey }).trim().min(1, { error: requiredKey }).max(max, { error: tooLongKey });

export const gameSessionFeedbackSchema = z.object({
  gameSessionId: text(
    'host.gameFeedback.sessionRequired',
    'host.gameFeedback.sessionTooLong',
    GAME_SESSION_ID_MAX_LENGTH,
  ),
  userFeedback: text(
    'host.gameFeedback.feedbackRequired',
    'host.gameFeedback.feedbackTooLong',
    GAME_FEEDBACK_MAX_LENGTH,
  ),
});
export type GameSessionFeedback = z.infer<typeof gameSessionFeedbackSchema>;

/** What the server answers: the feedback's id, once it is kept. */
export const gameFeedbackReceiptSchema = z.object({ id: z.string() });
