// AI assistant (Eddie) calls (spec 2 §7.3). AI calls send the bearer token; smart charts add it only if present.
import { z } from 'zod';
import { eddieExchangeSchema, MAX_EDDIE_PROMPT_LENGTH, MAX_EDDIE_WORDS } from '../eddie.ts';
import { fileField, json, multipart, notShown, notShownBody, stream, text, type Endpoint } from '../endpoint.ts';
import { gates } from '../gates.ts';
import { pageSchema } from '../page.ts';

/** Sections of the streamed node information (spec 2 §7.3). */
export const nodeInfoSectionSchema = z.enum(['video', 'questions', 'article']);

export const eddieEndpoints = {
  'eddie.ask': {
    method: 'POST',
    path: '/eddie',
    auth: 'bearer',
    gates: [gates.askEddie],
    body: json(
      z.object({
        model: z.string(),
        maxWords: z.number().int().positive().max(MAX_EDDIE_WORDS),
        prompt: z.string().trim().min(1).max(MAX_EDDIE_PROMPT_LENGTH),
        stream: z.boolean(),
        anchor: z.unknown().optional(),
      }),
    ),
    answer: stream,
  },
  'eddie.clearContext': {
    method: 'DELETE',
    path: '/eddie',
    auth: 'bearer',
    gates: [gates.askEddie],
    // The answer is not shown; the reference server says how many exchanges left the context.
    answer: json(z.looseObject({ cleared: z.number().int().min(0) })),
  },
  'eddie.history': {
    method: 'POST',
    path: '/eddie/history',
    auth: 'bearer',
    gates: [gates.askEddie],
    body: json(z.object({ pageNo: z.number().int().min(0) })),
    // The answer is not shown; the reference server pages it as the libraries do, newest first.
    answer: json(pageSchema(eddieExchangeSchema)),
  },
  'eddie.historyItem': {
    method: 'POST',
    path: '/eddie/history/{id}',
    auth: 'bearer',
    gates: [gates.askEddie],
    answer: json(eddieExchangeSchema),
  },
  'eddie.query': {
    method: 'POST',
    path: '/eddie/query',
    auth: 'bearer',
    body: json(z.object({ prompt: z.string().min(1) })),
    answer: json(z.looseObject({ chatResponse: z.unknown() })),
  },
  'eddie.exploreGraph': {
    method: 'POST',
    path: '/eddie/explore/graph',
    auth: 'bearer',
    body: json(
      z.object({
        query: z.string().min(1),
        mode: z.string(),
        selectedNodes: z.array(z.unknown()).optional(),
        anchor: z.unknown().optional(),
      }),
    ),
    // Node and edge shapes of this answer are not shown; the graph model turns them into graph nodes.
    answer: json(z.looseObject({ nodes: z.array(z.unknown()), edges: z.array(z.unknown()) })),
  },
  'eddie.prompt': {
    method: 'POST',
    path: '/eddie/prompt',
    auth: 'bearer',
    body: json(z.object({ prompt: z.string().min(1) })),
    answer: notShown,
  },
  'eddie.promptInfo': {
    method: 'POST',
    path: '/eddie/prompt/info',
    auth: 'bearer',
    body: json(z.object({ prompt: z.string().min(1) })),
    answer: notShown,
  },
  'eddie.promptInfoStream': {
    method: 'POST',
    path: '/eddie/prompt/info/stream',
    auth: 'bearer',
    body: json(
      z.object({
        prompt: z.string().min(1),
        context: z.unknown(),
        node_info_section: nodeInfoSectionSchema,
        prompt_id: z.string(),
        stream: z.literal(true),
      }),
    ),
    answer: stream,
  },
  'eddie.questsGroup': {
    method: 'POST',
    path: '/eddie/quests-group',
    auth: 'bearer',
    body: json(z.object({ nodeIds: z.array(z.string()), anchor: z.unknown() })),
    answer: notShown,
  },
  'eddie.smartFile': {
    method: 'POST',
    path: '/eddie/smart-file',
    auth: 'bearer',
    body: json(z.object({ fileId: z.string().min(1) })),
    answer: json(z.array(z.looseObject({ url: z.string() }))),
  },
  'eddie.vectorUpdate': {
    method: 'POST',
    path: '/eddie/vector/update',
    auth: 'bearer',
    body: multipart(z.object({ train_file: fileField, namespace: z.string().min(1) })),
    answer: text,
  },
  'eddie.vectorAsk': {
    method: 'POST',
    path: '/eddie/vector/ask',
    auth: 'bearer',
    body: json(z.object({ prompt: z.string().min(1), namespace: z.string().min(1) })),
    answer: text,
  },
  'eddie.vectorStoreFilesCount': {
    method: 'POST',
    path: '/eddie/vector-store/files-count',
    // A brains call: the token is added only if present (spec 2 §6).
    auth: 'default',
    body: json(z.object({ id: z.string().min(1) })),
    answer: json(z.looseObject({ file: z.unknown() })),
  },
  'eddie.smartMessages': {
    method: 'POST',
    path: '/eddie/smart-messages',
    auth: 'bearer',
    // "a JSON body of thread data": its fields are not shown.
    body: notShownBody,
    answer: notShown,
  },
  'eddie.smartCharts': {
    method: 'GET',
    path: '/eddie/smart-charts/{threadId}',
    auth: 'default',
    answer: json(z.looseObject({ charts: z.array(z.unknown()) })),
  },
  'eddie.smartRun': {
    method: 'POST',
    path: '/eddie/smart-run',
    auth: 'bearer',
    body: multipart(
      z.object({
        openai_file_upload: fileField.optional(),
        userPrompt: z.string().min(1),
        assistantId: z.string(),
        threadId: z.string(),
      }),
    ),
    answer: stream,
  },
} as const satisfies Record<`eddie.${string}`, Endpoint>;
