// Game story calls: a learner's feedback on a game session (spec 2 §7.9). It adds the token only if present.
import { gameSessionFeedbackSchema } from '../game-story.ts';
import { json, notShown, type Endpoint } from '../endpoint.ts';

export const gameStoryEndpoints = {
  'gameStory.feedback': {
    method: 'POST',
    path: '/game-story/feedback',
    auth: 'default',
    body: json(gameSessionFeedbackSchema),
    answer: notShown,
  },
} as const satisfies Record<`gameStory.${string}`, Endpoint>;
