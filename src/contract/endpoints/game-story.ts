// Game story calls: a learner's feedback on a game session (spec 2 §7.9). It adds the token only if present.
import { gameFeedbackReceiptSchema, gameSessionFeedbackSchema } from '../game-story.ts';
import { json, type Endpoint } from '../endpoint.ts';
import { gates } from '../gates.ts';

export const gameStoryEndpoints = {
  'gameStory.feedback': {
    summary: "Feedback on a game's story",
    method: 'POST',
    path: '/game-story/feedback',
    auth: 'default',
    gates: [gates.playGame],
    body: json(gameSessionFeedbackSchema),
    // The spec does not show the answer: the feedback's id.
    answer: json(gameFeedbackReceiptSchema),
  },
} as const satisfies Record<`gameStory.${string}`, Endpoint>;
