// Goal calls (spec 2 §7.6). All send the bearer token.
import { z } from 'zod';
import { goalSchema, goalTextSchema } from '../goals.ts';
import { deleted, json, type Endpoint } from '../endpoint.ts';
import { gates } from '../gates.ts';

/**
 * PUT /goals/{id} is "status, or an attachment push or delete" (spec 2 §7.6); the shapes are not shown, so the
 * contract names them: `{ status }`, or `{ attachment: { action, noteId } }` for the note to attach or detach.
 * Spec 1 §3 also records EDITED_GOAL, which needs the goal's text changed: `{ goal }`, checked as when it is written.
 */
export const goalUpdateSchema = z.union([
  z.strictObject({ status: z.boolean() }),
  z.strictObject({ goal: goalTextSchema }),
  z.strictObject({
    attachment: z.strictObject({ action: z.enum(['push', 'delete']), noteId: z.string().min(1) }),
  }),
]);
export type GoalUpdate = z.infer<typeof goalUpdateSchema>;

export const goalsEndpoints = {
  'goals.create': {
    summary: 'Create a goal',
    method: 'POST',
    path: '/goals',
    auth: 'bearer',
    gates: [gates.createGoal],
    body: json(z.object({ goal: goalTextSchema })),
    answer: json(goalSchema),
  },
  'goals.list': {
    summary: "List the learner's goals",
    method: 'GET',
    path: '/goals',
    auth: 'bearer',
    gates: [gates.readGoal],
    answer: json(z.array(goalSchema)),
  },
  'goals.get': {
    summary: 'Get a goal',
    method: 'GET',
    path: '/goals/{id}',
    auth: 'bearer',
    gates: [gates.readGoal],
    answer: json(goalSchema),
  },
  'goals.update': {
    summary: 'Update a goal',
    method: 'PUT',
    path: '/goals/{id}',
    auth: 'bearer',
    gates: [gates.editGoal],
    body: json(goalUpdateSchema),
    answer: json(goalSchema),
  },
  'goals.delete': {
    summary: 'Delete a goal',
    method: 'DELETE',
    path: '/goals/{id}',
    auth: 'bearer',
    gates: [gates.deleteGoal],
    answer: deleted,
  },
  'goals.many': {
    summary: 'Create several goals',
    method: 'POST',
    path: '/goals/many',
    auth: 'bearer',
    gates: [gates.readGoal],
    body: json(z.object({ goal_ids: z.array(z.string()) })),
    answer: json(z.array(goalSchema)),
  },
} as const satisfies Record<`goals.${string}`, Endpoint>;
