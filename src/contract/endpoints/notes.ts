// Note, goal and quest calls (spec 2 §7.5 to §7.7). All send the bearer token.
import { z } from 'zod';
import { eventVerbSchema } from '../entities.ts';
import { noteTypeSchema, noteValueSchema } from '../notes.ts';
import { questGeneralInformationSchema, thoughtMapSchema } from '../quest.ts';
import { json, notShown, notShownBody, queryNumber, type Endpoint } from '../endpoint.ts';

const questBody = z.object({ general_information: questGeneralInformationSchema, thought_map: thoughtMapSchema });

export const notesEndpoints = {
  'notes.list': {
    method: 'GET',
    path: '/notes',
    auth: 'bearer',
    query: z.object({ pageNo: queryNumber, username: z.string().optional(), searchWord: z.string().optional() }),
    answer: notShown,
  },
  'notes.get': {
    method: 'GET',
    path: '/notes/{id}',
    auth: 'bearer',
    answer: notShown,
  },
  'notes.create': {
    method: 'POST',
    path: '/notes',
    auth: 'bearer',
    // A note is posted like an event: verb, value, actor, dataSource.
    body: json(z.object({ verb: eventVerbSchema, value: noteValueSchema, actor: z.string(), dataSource: z.string() })),
    answer: notShown,
  },
  'notes.update': {
    method: 'PUT',
    path: '/notes/update/{id}',
    auth: 'bearer',
    // Whether "note" is the text or the whole note value is not shown; both parse.
    body: json(z.object({ note: z.union([z.string(), noteValueSchema]), type: noteTypeSchema })),
    answer: notShown,
  },
  'notes.delete': {
    method: 'DELETE',
    path: '/notes/{id}',
    auth: 'bearer',
    answer: notShown,
  },
} as const satisfies Record<`notes.${string}`, Endpoint>;

export const goalsEndpoints = {
  'goals.create': {
    method: 'POST',
    path: '/goals',
    auth: 'bearer',
    body: json(z.object({ goal: z.string().min(1) })),
    answer: notShown,
  },
  'goals.list': {
    method: 'GET',
    path: '/goals',
    auth: 'bearer',
    answer: notShown,
  },
  'goals.get': {
    method: 'GET',
    path: '/goals/{id}',
    auth: 'bearer',
    answer: notShown,
  },
  'goals.update': {
    method: 'PUT',
    path: '/goals/{id}',
    auth: 'bearer',
    // Either a status, or an attachment push or delete; the attachment shapes are not shown.
    body: json(z.looseObject({ status: z.boolean().optional() })),
    answer: notShown,
  },
  'goals.delete': {
    method: 'DELETE',
    path: '/goals/{id}',
    auth: 'bearer',
    answer: notShown,
  },
  'goals.many': {
    method: 'POST',
    path: '/goals/many',
    auth: 'bearer',
    body: json(z.object({ goal_ids: z.array(z.string()) })),
    answer: notShown,
  },
  'attachments.delete': {
    method: 'DELETE',
    path: '/attachments/{id}',
    auth: 'bearer',
    answer: notShown,
  },
} as const satisfies Record<string, Endpoint>;

export const questsEndpoints = {
  'quests.list': {
    method: 'GET',
    path: '/quests',
    auth: 'bearer',
    answer: notShown,
  },
  'quests.create': {
    method: 'POST',
    path: '/quests',
    auth: 'bearer',
    body: json(questBody),
    answer: notShown,
  },
  'quests.get': {
    method: 'GET',
    path: '/quests/{id}',
    auth: 'bearer',
    answer: notShown,
  },
  'quests.update': {
    method: 'PUT',
    path: '/quests/{id}',
    auth: 'bearer',
    // The update payload is not shown.
    body: notShownBody,
    answer: notShown,
  },
  'quests.delete': {
    method: 'DELETE',
    path: '/quests/{id}',
    auth: 'bearer',
    answer: notShown,
  },
} as const satisfies Record<`quests.${string}`, Endpoint>;
