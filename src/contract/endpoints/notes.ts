// Note calls (spec 2 §7.5). All send the bearer token.
import { z } from 'zod';
import { eventVerbSchema } from '../events.ts';
import { noteSchema, noteTypeSchema, noteValueSchema } from '../notes.ts';
import { pageSchema } from '../page.ts';
import { deleted, json, queryNumber, type Endpoint } from '../endpoint.ts';
import { gates } from '../gates.ts';

export const notesEndpoints = {
  'notes.list': {
    summary: "List the learner's notes",
    method: 'GET',
    path: '/notes',
    auth: 'bearer',
    gates: [gates.readNote],
    query: z.object({ pageNo: queryNumber, username: z.string().optional(), searchWord: z.string().optional() }),
    answer: json(pageSchema(noteSchema)),
  },
  'notes.get': {
    summary: 'Get a note',
    method: 'GET',
    path: '/notes/{id}',
    auth: 'bearer',
    gates: [gates.readNote],
    answer: json(noteSchema),
  },
  'notes.create': {
    summary: 'Create a note',
    method: 'POST',
    path: '/notes',
    auth: 'bearer',
    gates: [gates.createNote, gates.createTag],
    // A note is posted like an event: verb, value, actor, dataSource.
    body: json(z.object({ verb: eventVerbSchema, value: noteValueSchema, actor: z.string(), dataSource: z.string() })),
    answer: json(noteSchema),
  },
  'notes.update': {
    summary: 'Update a note',
    method: 'PUT',
    path: '/notes/update/{id}',
    auth: 'bearer',
    gates: [gates.editNote, gates.editTag],
    // Whether "note" is the text or the whole note value is not shown; both parse.
    body: json(z.object({ note: z.union([z.string(), noteValueSchema]), type: noteTypeSchema })),
    answer: json(noteSchema),
  },
  'notes.delete': {
    summary: 'Delete a note',
    method: 'DELETE',
    path: '/notes/{id}',
    auth: 'bearer',
    gates: [gates.deleteNote, gates.deleteTag],
    answer: deleted,
  },
} as const satisfies Record<`notes.${string}`, Endpoint>;
