// A learner's points (spec 2 §7.9). It sends the bearer token.
import { z } from 'zod';
import { json, type Endpoint } from '../endpoint.ts';
import { gates } from '../gates.ts';

/** A learner's points: the sum of what they were awarded (0 for a new learner). */
export const pointsSchema = z.object({ id: z.string(), points: z.number().int() });

export const pointsEndpoints = {
  'points.get': {
    summary: "A learner's points",
    method: 'GET',
    path: '/points/{id}',
    auth: 'bearer',
    gates: [gates.readPoints],
    // {id}: the learner's user id; only their own.
    answer: json(pointsSchema),
  },
} as const satisfies Record<`points.${string}`, Endpoint>;
