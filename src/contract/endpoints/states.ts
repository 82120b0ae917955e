// Saved thought-map states and their mutation series (spec 2 §7.9).
import { z } from 'zod';
import { graphDataSchema } from '../graph.ts';
import { mutationRecordSchema } from '../quests.ts';
import { thoughtSchema } from '../thought.ts';
import { json, type Endpoint } from '../endpoint.ts';
import { gates } from '../gates.ts';

/** What a saved state holds (spec 2 §7.9 "state"): the current thought and the graph drawn for it. */
export const thoughtStateSchema = z.looseObject({
  thought: thoughtSchema,
  graph: graphDataSchema.default({ nodes: [], edges: [], combos: [] }),
});

/** A saved state as the server answers it; /thought/{id} opens it. */
export const storedStateSchema = z.object({
  id: z.string().min(1),
  // The username of who saved it.
  actor: z.string(),
  state: thoughtStateSchema,
  mutationSeries: z.array(mutationRecordSchema),
  timestamp: z.string(),
});
export type StoredState = z.infer<typeof storedStateSchema>;

export const statesEndpoints = {
  'states.create': {
    summary: 'Save a state',
    method: 'POST',
    path: '/states',
    auth: 'bearer',
    gates: [gates.createState],
    body: json(
      z.object({ actor: z.string(), state: thoughtStateSchema, mutationSeries: z.array(mutationRecordSchema) }),
    ),
    // The product then goes to route Thought with the saved state's id.
    answer: json(storedStateSchema),
  },
  'states.get': {
    summary: 'Get a saved state',
    method: 'GET',
    path: '/states/{id}',
    // /thought/{id} is a public route: a saved state is shared by its link (an id nobody can guess), so loading one
    // adds the token only if present.
    auth: 'default',
    gates: [gates.readState],
    answer: json(storedStateSchema),
  },
} as const satisfies Record<`states.${string}`, Endpoint>;
