// Brains (trained vector stores) a learner can connect (spec 2 §7.8). A brains call adds the token only if present
// (spec 2 §6). Connecting one is a user profile call: ./user-profiles.ts.
import { z } from 'zod';
import { brainSchema } from '../brains.ts';
import { json, type Endpoint } from '../endpoint.ts';
import { gates } from '../gates.ts';

export const brainsEndpoints = {
  'brains.list': {
    summary: "List the learner's brains (none for a signed-out visitor)",
    method: 'GET',
    path: '/brains',
    auth: 'default',
    gates: [gates.readBrain],
    // The answer is not shown; the reference server lists the learner's own brains, oldest first.
    answer: json(z.array(brainSchema)),
  },
} as const satisfies Record<`brains.${string}`, Endpoint>;
