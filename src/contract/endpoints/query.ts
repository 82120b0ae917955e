// Queries over the signed-in learner's own data, and "export my data" (spec 2 §7.9). All send the bearer token.
import { z } from 'zod';
import { goalSchema } from '../goals.ts';
import { storedGraphSchema } from '../graph.ts';
import { noteSchema } from '../notes.ts';
import { listSchema } from '../page.ts';
import { searchTextSchema } from '../search-text.ts';
import { json, text, type Endpoint } from '../endpoint.ts';
import { graphMatchSchema } from './graphs.ts';
import { gates } from '../gates.ts';

/** The learner whose data is exported: only the caller's own (their username). */
const actorQuery = z.object({ actor: z.string().min(1) });

/** What POST /query finds: the learner's notes, readable graphs and goals that hold the text. */
export const queryResultSchema = z.object({
  notes: listSchema(noteSchema),
  graphs: listSchema(graphMatchSchema),
  goals: listSchema(goalSchema),
});
export type QueryResult = z.infer<typeof queryResultSchema>;

/** "Export my data": everything the learner made, as the calls answer it. */
export const userExportSchema = z.object({
  username: z.string(),
  exportedAt: z.string(),
  notes: z.array(noteSchema),
  graphs: z.array(storedGraphSchema),
  goals: z.array(goalSchema),
});
export type UserExport = z.infer<typeof userExportSchema>;

/** The export as MongoDB Extended JSON collections (mongoimport --jsonArray): `_id` keys, `{ $date }` times. */
export const mongoExportSchema = z.object({
  notes: z.array(z.looseObject({ _id: z.string() })),
  graphs: z.array(z.looseObject({ _id: z.string() })),
  goals: z.array(z.looseObject({ _id: z.string() })),
});

export const queryEndpoints = {
  'query.run': {
    summary: 'Run a graph query',
    method: 'POST',
    path: '/query',
    auth: 'bearer',
    gates: [gates.readNote, gates.readGraph],
    // "graph query text": the field carrying it is not shown; the contract names it `query`.
    body: json(z.object({ query: searchTextSchema })),
    answer: json(queryResultSchema),
  },
  'query.json': {
    summary: "An actor's data as JSON",
    method: 'GET',
    path: '/query/json',
    auth: 'bearer',
    gates: [gates.readNote, gates.readGraph],
    query: actorQuery,
    answer: json(userExportSchema),
  },
  'query.jsonMongo': {
    summary: "An actor's data as JSON, Mongo-style",
    method: 'GET',
    path: '/query/json_mongo',
    auth: 'bearer',
    gates: [gates.readNote, gates.readGraph],
    query: actorQuery,
    answer: json(mongoExportSchema),
  },
  'query.userMarkdown': {
    summary: "An actor's markdown",
    method: 'GET',
    path: '/query/userMarkdown',
    auth: 'bearer',
    gates: [gates.readNote, gates.readGraph],
    query: actorQuery,
    // A Markdown document (text/markdown).
    answer: text,
  },
} as const satisfies Record<`query.${string}`, Endpoint>;
