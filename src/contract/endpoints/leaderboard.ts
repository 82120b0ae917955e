// The leaderboard (spec 1 §1 "a leaderboard shows points and rubies (top 3)"; spec 2 §7 shows no call for it): the
// learners with the most points, with their rubies, and the signed-in learner's own standing.
import { leaderboardSchema } from '../assessments.ts';
import { json, type Endpoint } from '../endpoint.ts';
import { gates } from '../gates.ts';

export const leaderboardEndpoints = {
  'leaderboard.top': {
    summary: 'The leaderboard',
    method: 'GET',
    path: '/leaderboard',
    auth: 'bearer',
    gates: [gates.readPoints],
    answer: json(leaderboardSchema),
  },
} as const satisfies Record<`leaderboard.${string}`, Endpoint>;
