// Saved graph calls (spec 2 §7.4). All send the bearer token.
import { z } from 'zod';
import { g6DataSchema, graphDimensionSchema, sharedAccessSchema, storedGraphSchema } from '../graph.ts';
import { listSchema, pageSchema } from '../page.ts';
import { searchTextSchema } from '../search-text.ts';
import {
  graphMemorySchema,
  graphPassageSchema,
  MAX_RAIL_TEXT_LENGTH,
  railSuggestionSchema,
  smartMessagesSchema,
} from '../smart-graph.ts';
import { MAX_EDDIE_PROMPT_LENGTH } from '../eddie.ts';
import { deleted, fileField, json, multipart, queryNumber, stream, type Endpoint } from '../endpoint.ts';
import { gates } from '../gates.ts';

/** Access custom requires sharedAccess (spec 1 §5, spec 2 §7.4): at least one learner to share with. */
function sharedAccessGiven(graph: { access: string; sharedAccess?: unknown[] | undefined }): boolean {
  return graph.access !== 'custom' || (graph.sharedAccess?.length ?? 0) > 0;
}
// The message is a key of locales/*.json: the server answers it in the learner's language.
const sharedAccessRequired = { message: 'server.library.sharedAccessRequired', path: ['sharedAccess'] };

const graphWriteFields = {
  g6_data: g6DataSchema,
  // Access values other than private and custom exist but are not shown.
  access: z.string().min(1),
  metadata: z.looseObject({ anchor: z.unknown().optional() }),
  tags: z.array(z.string()),
  sharedAccess: sharedAccessSchema.optional(),
};

const graphIdBody = z.object({ graphId: z.string().min(1) });
const smartQuestion = z.string().trim().min(1).max(MAX_EDDIE_PROMPT_LENGTH);

/** Where POST /g6graph/query looks for its keyword (the values of "type" are not shown): one place, or all. */
export const graphQueryTypeSchema = z.enum(['all', 'name', 'node', 'tag']);
export type GraphQueryType = z.infer<typeof graphQueryTypeSchema>;

/** A graph the query found, with the nodes whose labels hold the keyword (none when its name or a tag did). */
export const graphMatchSchema = z.object({
  graph: storedGraphSchema,
  nodes: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type GraphMatch = z.infer<typeof graphMatchSchema>;

export const graphsEndpoints = {
  'graphs.list': {
    summary: "List the learner's graphs",
    method: 'GET',
    path: '/g6graph',
    auth: 'bearer',
    gates: [gates.readGraph],
    query: z.object({
      // Pages start at 0.
      pageNo: queryNumber,
      graph_dimension: graphDimensionSchema.optional(),
      username: z.string().optional(),
      searchWord: z.string().optional(),
    }),
    answer: json(pageSchema(storedGraphSchema)),
  },
  'graphs.create': {
    summary: 'Save a graph',
    method: 'POST',
    path: '/g6graph',
    auth: 'bearer',
    gates: [gates.createGraph, gates.createTag],
    body: json(
      z
        .object({ actor: z.string(), graph_dimension: graphDimensionSchema.optional(), ...graphWriteFields })
        .refine(sharedAccessGiven, sharedAccessRequired),
    ),
    answer: json(storedGraphSchema),
  },
  'graphs.get': {
    summary: 'Get a graph',
    method: 'GET',
    path: '/g6graph/{id}',
    auth: 'bearer',
    gates: [gates.readGraph],
    answer: json(storedGraphSchema),
  },
  'graphs.update': {
    summary: 'Update a graph',
    method: 'PUT',
    path: '/g6graph/{id}',
    auth: 'bearer',
    gates: [gates.editGraph, gates.editTag],
    body: json(z.object(graphWriteFields).refine(sharedAccessGiven, sharedAccessRequired)),
    answer: json(storedGraphSchema),
  },
  'graphs.delete': {
    summary: 'Delete a graph',
    method: 'DELETE',
    path: '/g6graph/{id}',
    auth: 'bearer',
    gates: [gates.deleteGraph, gates.deleteTag],
    answer: deleted,
  },
  'graphs.byTag': {
    summary: 'List the graphs with a tag',
    method: 'GET',
    path: '/g6graph/tag/{tag}',
    auth: 'bearer',
    gates: [gates.readGraph, gates.readTag],
    // The graphs the caller may read (their own and those shared with them) that carry the tag.
    answer: json(listSchema(storedGraphSchema)),
  },
  'graphs.clone': {
    summary: 'Clone a graph',
    method: 'POST',
    path: '/g6graph/clone',
    auth: 'bearer',
    gates: [gates.createGraph, gates.createTag],
    body: json(graphIdBody),
    // The copy, owned by the caller and private.
    answer: json(storedGraphSchema),
  },
  'graphs.query': {
    summary: 'Find graphs by type and keyword',
    method: 'POST',
    path: '/g6graph/query',
    auth: 'bearer',
    gates: [gates.readGraph],
    // Sent as query parameters, not as a body.
    query: z.object({ type: graphQueryTypeSchema.default('all'), keyword: searchTextSchema }),
    // Among the graphs the caller may read.
    answer: json(listSchema(graphMatchSchema)),
  },
  'graphs.smartVectorGenerate': {
    summary: "Ask a smart graph's memory a question",
    method: 'POST',
    path: '/g6graph/smart/vector_generate',
    auth: 'bearer',
    gates: [gates.smartQuery, gates.readGraph],
    // vs_id: the graph's memory_id (its vector store). The answer is not shown: the passages that answer, best first.
    body: json(z.object({ vs_id: z.string().min(1), question: smartQuestion })),
    answer: json(z.object({ passages: z.array(graphPassageSchema) })),
  },
  'graphs.smartGraphRail': {
    summary: "A smart graph's rail, from text",
    method: 'POST',
    path: '/g6graph/smart/graph/rail',
    auth: 'bearer',
    gates: [gates.smartQuery, gates.readGraph],
    body: json(z.object({ payload_text: z.string().max(MAX_RAIL_TEXT_LENGTH), graphId: z.string().min(1) })),
    // Not shown: the suggested next nodes.
    answer: json(z.object({ nodes: z.array(railSuggestionSchema) })),
  },
  'graphs.smartRun': {
    summary: 'Run a smart graph (streamed answer)',
    method: 'POST',
    path: '/g6graph/smart/run',
    auth: 'bearer',
    gates: [gates.smartQuery, gates.editGraph],
    body: multipart(
      z.object({
        openai_file_upload: fileField.optional(),
        graphQueryPrompt: smartQuestion,
        graphId: z.string().min(1),
      }),
    ),
    answer: stream,
  },
  'graphs.smartMessages': {
    summary: "A smart graph's messages",
    method: 'POST',
    path: '/g6graph/smart/messages',
    auth: 'bearer',
    gates: [gates.smartQuery, gates.readGraph],
    body: json(graphIdBody),
    // Not shown: the graph's thread, oldest message first.
    answer: json(smartMessagesSchema),
  },
  'graphs.smartCreate': {
    summary: 'Create a smart graph',
    method: 'POST',
    path: '/g6graph/smart/create',
    auth: 'bearer',
    gates: [gates.smartQuery, gates.createGraph],
    body: json(graphIdBody),
    // Creating again answers the same memory.
    answer: json(z.object({ graphMemoryObject: graphMemorySchema })),
  },
  'graphs.smartResetThread': {
    summary: "Reset a smart graph's thread",
    method: 'POST',
    path: '/g6graph/smart/resetThread',
    auth: 'bearer',
    gates: [gates.smartQuery, gates.editGraph],
    body: json(graphIdBody),
    // Not shown: the now empty thread.
    answer: json(smartMessagesSchema),
  },
} as const satisfies Record<`graphs.${string}`, Endpoint>;
