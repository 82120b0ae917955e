// Game feedback (spec 2 §7.9 POST /game-story/feedback): what a learner says about a game session they played.
import type { GameSessionFeedback } from '../contract/game-story.ts';
import { kitApi } from './api.ts';

export async function sendGameFeedback(feedback: GameSessionFeedback): Promise<void> {
  await kitApi.call('gameStory.feedback', { body: feedback });
}
