// Brains (trained vector stores) a learner can connect (spec 2 §7.8). A brains call adds the token only if present
// (spec 2 §6). Connecting one is a user profile call: ./user-profiles.ts.
import { notShown, type Endpoint } from '../endpoint.ts';

export const brainsEndpoints = {
  'brains.list': {
    method: 'GET',
    path: '/brains',
    auth: 'default',
    answer: notShown,
  },
} as const satisfies Record<`brains.${string}`, Endpoint>;
