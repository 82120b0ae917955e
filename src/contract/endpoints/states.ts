// Saved thought-map states and their mutation series (spec 2 §7.9).
import { z } from 'zod';
import { mutationRecordSchema } from '../quests.ts';
import { json, notShown, type Endpoint } from '../endpoint.ts';

export const statesEndpoints = {
  'states.create': {
    method: 'POST',
    path: '/states',
    auth: 'bearer',
    body: json(z.object({ actor: z.string(), state: z.unknown(), mutationSeries: z.array(mutationRecordSchema) })),
    // The product then goes to route Thought with the saved state's id; the answer's shape is not shown.
    answer: notShown,
  },
  'states.get': {
    method: 'GET',
    path: '/states/{id}',
    // /thought/{id} is a public route, so loading a state adds the token only if present.
    auth: 'default',
    answer: notShown,
  },
} as const satisfies Record<`states.${string}`, Endpoint>;
