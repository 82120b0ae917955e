// Note, goal and quest calls (spec 2 §7.5 to §7.7). All send the bearer token.
import { z } from 'zod';
import { eventVerbSchema } from '../entities.ts';
import { goalSchema, noteSchema, noteTypeSchema, noteValueSchema } from '../notes.ts';
import { pageSchema } from '../page.ts';
import { questGeneralInformationSchema, questSchema, thoughtMapSchema } from '../quest.ts';
import { deleted, json, queryNumber, type Endpoint } from '../endpoint.ts';

const questBody = z.object({ general_information: questGeneralInformationSchema, thought_map: thoughtMapSchema });

/**
 * PUT /goals/{id} is "status, or an attachment push or delete" (spec 2 §7.6); the shapes are not shown, so the
 * contract names them: `{ status }`, or `{ attachment: { action, noteId } }` for the note to attach or detach.
 */
export const goalUpdateSchema = z.union([
  z.strictObject({ status: z.boolean() }),
  z.strictObject({
    attachment: z.strictObject({ action: z.enum(['push', 'delete']), noteId: z.string().min(1) }),
  }),
]);
export type GoalUpdate = z.infer<typeof goalUpdateSchema>;

export const notesEndpoints = {
  'notes.list': {
    method: 'GET',
    path: '/notes',
    auth: 'bearer',
    query: z.object({ pageNo: queryNumber, username: z.string().optional(), searchWord: z.string().optional() }),
    answer: json(pageSchema(noteSchema)),
  },
  'notes.get': {
    method: 'GET',
    path: '/notes/{id}',
    auth: 'bearer',
    answer: json(noteSchema),
  },
  'notes.create': {
    method: 'POST',
    path: '/notes',
    auth: 'bearer',
    // A note is posted like an event: verb, value, actor, dataSource.
    body: json(z.object({ verb: eventVerbSchema, value: noteValueSchema, actor: z.string(), dataSource: z.string() })),
    answer: json(noteSchema),
  },
  'notes.update': {
    method: 'PUT',
    path: '/notes/update/{id}',
    auth: 'bearer',
    // Whether "note" is the text or the whole note value is not shown; both parse.
    body: json(z.object({ note: z.union([z.string(), noteValueSchema]), type: noteTypeSchema })),
    answer: json(noteSchema),
  },
  'notes.delete': {
    method: 'DELETE',
    path: '/notes/{id}',
    auth: 'bearer',
    answer: deleted,
  },
} as const satisfies Record<`notes.${string}`, Endpoint>;

export const goalsEndpoints = {
  'goals.create': {
    method: 'POST',
    path: '/goals',
    auth: 'bearer',
    body: json(z.object({ goal: z.string().min(1) })),
    answer: json(goalSchema),
  },
  'goals.list': {
    method: 'GET',
    path: '/goals',
    auth: 'bearer',
    answer: json(z.array(goalSchema)),
  },
  'goals.get': {
    method: 'GET',
    path: '/goals/{id}',
    auth: 'bearer',
    answer: json(goalSchema),
  },
  'goals.update': {
    method: 'PUT',
    path: '/goals/{id}',
    auth: 'bearer',
    body: json(goalUpdateSchema),
    answer: json(goalSchema),
  },
  'goals.delete': {
    method: 'DELETE',
    path: '/goals/{id}',
    auth: 'bearer',
    answer: deleted,
  },
  'goals.many': {
    method: 'POST',
    path: '/goals/many',
    auth: 'bearer',
    body: json(z.object({ goal_ids: z.array(z.string()) })),
    answer: json(z.array(goalSchema)),
  },
  'attachments.delete': {
    method: 'DELETE',
    path: '/attachments/{id}',
    auth: 'bearer',
    answer: deleted,
  },
} as const satisfies Record<string, Endpoint>;

export const questsEndpoints = {
  'quests.list': {
    method: 'GET',
    path: '/quests',
    auth: 'bearer',
    answer: json(z.array(questSchema)),
  },
  'quests.create': {
    method: 'POST',
    path: '/quests',
    auth: 'bearer',
    body: json(questBody),
    answer: json(questSchema),
  },
  'quests.get': {
    method: 'GET',
    path: '/quests/{id}',
    auth: 'bearer',
    answer: json(questSchema),
  },
  'quests.update': {
    method: 'PUT',
    path: '/quests/{id}',
    auth: 'bearer',
    // The update payload is not shown: the fields of a quest, each optional; what is sent replaces what was saved.
    body: json(questBody.partial()),
    answer: json(questSchema),
  },
  'quests.delete': {
    method: 'DELETE',
    path: '/quests/{id}',
    auth: 'bearer',
    answer: deleted,
  },
} as const satisfies Record<`quests.${string}`, Endpoint>;
