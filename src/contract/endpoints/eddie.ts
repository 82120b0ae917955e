// AI assistant (Eddie) calls (spec 2 §7.3). AI calls send the bearer token; smart charts add it only if present.
import { z } from 'zod';
import { eddieExchangeSchema, MAX_EDDIE_PROMPT_LENGTH, MAX_EDDIE_WORDS } from '../eddie.ts';
import { fileField, json, multipart, stream, text, type Endpoint } from '../endpoint.ts';
import { gates } from '../gates.ts';
import {
  comboSchema,
  DEFAULT_NUMBER_OF_QUESTIONS,
  graphEdgeSchema,
  graphNodeSchema,
  nodePropSchema,
} from '../graph.ts';
import { defaultIntent } from '../prompts.ts';
import { storedFileSchema } from '../uploads.ts';
import { pageSchema } from '../page.ts';
import { smartChartSchema, smartMessagesSchema } from '../smart-graph.ts';

/** Sections of the streamed node information (spec 2 §7.3). */
export const nodeInfoSectionSchema = z.enum(['video', 'questions', 'article']);
export type NodeInfoSection = z.infer<typeof nodeInfoSectionSchema>;

/** Answer of /eddie/prompt and /eddie/prompt/info (not shown): the prompt and Eddie's whole answer (markdown). */
export const promptAnswerSchema = z.looseObject({ prompt: z.string(), answer: z.string() });

/** Most nodes grouped into quest steps at once: a quest a learner can still walk. */
export const MAX_QUEST_NODES = 200;

/** One quest step of /eddie/quests-group (not shown): the nodes learnt together, in order from the anchor. */
export const questGroupSchema = z.looseObject({ step: z.number().int().min(1), nodeIds: z.array(z.string()) });
export type QuestGroup = z.infer<typeof questGroupSchema>;

/** Most questions the property generator asks about one node. */
export const MAX_GENERATED_QUESTIONS = 10;

/** The AI property generator's settings for one node (spec 1 §3 node function; 3 questions by default, §9.1). */
export const nodePropertiesRequestSchema = z.object({
  label: z.string().trim().min(1).max(MAX_EDDIE_PROMPT_LENGTH),
  prompt: z.string().trim().max(MAX_EDDIE_PROMPT_LENGTH).default(''),
  value: z.string().max(MAX_EDDIE_PROMPT_LENGTH).default(''),
  variable: z.string().max(200).default(''),
  numberOfQuestions: z.number().int().min(1).max(MAX_GENERATED_QUESTIONS).default(DEFAULT_NUMBER_OF_QUESTIONS),
});
export type NodePropertiesRequest = z.input<typeof nodePropertiesRequestSchema>;

export const eddieEndpoints = {
  'eddie.ask': {
    summary: 'Ask Eddie (streamed answer)',
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
        // Not in spec 2: the thread room (/thread/{roomId}) the question continues. The reference server puts that
        // exchange of the learner's first in the context, so the answer follows on from it; another's is not found.
        roomId: z.string().min(1).optional(),
      }),
    ),
    answer: stream,
  },
  'eddie.clearContext': {
    summary: "Clear Eddie's conversation context",
    method: 'DELETE',
    path: '/eddie',
    auth: 'bearer',
    gates: [gates.askEddie],
    // The answer is not shown; the reference server says how many exchanges left the context.
    answer: json(z.looseObject({ cleared: z.number().int().min(0) })),
  },
  'eddie.history': {
    summary: "Eddie's conversation history",
    method: 'POST',
    path: '/eddie/history',
    auth: 'bearer',
    gates: [gates.askEddie],
    body: json(z.object({ pageNo: z.number().int().min(0) })),
    // The answer is not shown; the reference server pages it as the libraries do, newest first.
    answer: json(pageSchema(eddieExchangeSchema)),
  },
  'eddie.historyItem': {
    summary: "One item of Eddie's history",
    method: 'POST',
    path: '/eddie/history/{id}',
    auth: 'bearer',
    gates: [gates.askEddie],
    answer: json(eddieExchangeSchema),
  },
  'eddie.query': {
    summary: 'Ask Eddie a query',
    method: 'POST',
    path: '/eddie/query',
    auth: 'bearer',
    gates: [gates.askEddie],
    body: json(z.object({ prompt: z.string().trim().min(1).max(MAX_EDDIE_PROMPT_LENGTH) })),
    // The whole answer at once (markdown).
    answer: json(z.looseObject({ chatResponse: z.string() })),
  },
  'eddie.exploreGraph': {
    summary: 'Ask Eddie to explore a graph',
    method: 'POST',
    path: '/eddie/explore/graph',
    auth: 'bearer',
    gates: [gates.askEddie, gates.smartQuery],
    body: json(
      z.object({
        query: z.string().trim().min(1).max(MAX_EDDIE_PROMPT_LENGTH),
        mode: z.string(),
        selectedNodes: z.array(z.unknown()).optional(),
        anchor: z.unknown().optional(),
      }),
    ),
    // Node and edge shapes are not shown: the graph's own (spec 1 §3), which the graph core draws as they are. The
    // groups its nodes name (comboId) come with them, when there are any.
    answer: json(
      z.looseObject({
        nodes: z.array(graphNodeSchema),
        edges: z.array(graphEdgeSchema),
        combos: z.array(comboSchema).default([]),
      }),
    ),
  },
  'eddie.prompt': {
    summary: 'Ask Eddie with a prompt',
    method: 'POST',
    path: '/eddie/prompt',
    auth: 'bearer',
    gates: [gates.askEddie],
    body: json(z.object({ prompt: z.string().trim().min(1).max(MAX_EDDIE_PROMPT_LENGTH) })),
    answer: json(promptAnswerSchema),
  },
  'eddie.promptInfo': {
    summary: 'Ask Eddie about a prompt',
    method: 'POST',
    path: '/eddie/prompt/info',
    auth: 'bearer',
    gates: [gates.askEddie],
    body: json(z.object({ prompt: z.string().trim().min(1).max(MAX_EDDIE_PROMPT_LENGTH) })),
    answer: json(promptAnswerSchema),
  },
  'eddie.promptInfoStream': {
    summary: 'Ask Eddie about a prompt (streamed answer)',
    method: 'POST',
    path: '/eddie/prompt/info/stream',
    auth: 'bearer',
    gates: [gates.askEddie],
    body: json(
      z.object({
        prompt: z.string().trim().min(1).max(MAX_EDDIE_PROMPT_LENGTH),
        context: z.unknown(),
        node_info_section: nodeInfoSectionSchema,
        prompt_id: z.string().min(1).default(defaultIntent.id),
        stream: z.literal(true),
      }),
    ),
    answer: stream,
  },
  'eddie.questsGroup': {
    summary: 'Ask Eddie to group nodes',
    method: 'POST',
    path: '/eddie/quests-group',
    auth: 'bearer',
    gates: [gates.askEddie, gates.readQuest],
    body: json(z.object({ nodeIds: z.array(z.string()).max(MAX_QUEST_NODES), anchor: z.unknown() })),
    answer: json(z.looseObject({ groups: z.array(questGroupSchema) })),
  },
  'eddie.smartFile': {
    summary: 'Links to download a smart file',
    method: 'POST',
    path: '/eddie/smart-file',
    auth: 'bearer',
    gates: [gates.smartQuery],
    body: json(z.object({ fileId: z.string().min(1) })),
    answer: json(z.array(storedFileSchema.extend({ url: z.string() }))),
  },
  // The AI property generator of a graph node (spec 1 §3 node "function", the graph's function_call mode); spec 2
  // shows no call for it. The answer is the properties to add (an ADD_PROPERTIES event records them).
  'eddie.nodeProperties': {
    summary: "Ask Eddie for a node's properties",
    method: 'POST',
    path: '/eddie/node/properties',
    auth: 'bearer',
    gates: [gates.smartQuery],
    body: json(nodePropertiesRequestSchema),
    answer: json(z.looseObject({ props: z.record(z.string(), nodePropSchema) })),
  },
  'eddie.vectorUpdate': {
    summary: 'Train a brain with documents',
    method: 'POST',
    path: '/eddie/vector/update',
    auth: 'bearer',
    gates: [gates.trainBrain],
    body: multipart(z.object({ train_file: fileField, namespace: z.string().min(1) })),
    answer: text,
  },
  'eddie.vectorAsk': {
    summary: 'Ask a question of a brain',
    method: 'POST',
    path: '/eddie/vector/ask',
    auth: 'bearer',
    gates: [gates.readBrain],
    body: json(
      z.object({ prompt: z.string().trim().min(1).max(MAX_EDDIE_PROMPT_LENGTH), namespace: z.string().min(1) }),
    ),
    // Read as text (spec 2 §7.3): the whole answer, with its citations.
    answer: text,
  },
  'eddie.vectorStoreFilesCount': {
    summary: "Count a brain's files",
    method: 'POST',
    path: '/eddie/vector-store/files-count',
    // A brains call: the token is added only if present (spec 2 §6).
    auth: 'default',
    gates: [gates.readBrain],
    body: json(z.object({ id: z.string().min(1) })),
    answer: json(z.looseObject({ file: z.unknown() })),
  },
  'eddie.smartMessages': {
    summary: "A smart thread's messages",
    method: 'POST',
    path: '/eddie/smart-messages',
    auth: 'bearer',
    gates: [gates.smartQuery],
    // "a JSON body of thread data": its fields are not shown; the thread is named by its id (a graph's memory_id).
    body: json(z.looseObject({ threadId: z.string().min(1) })),
    answer: json(smartMessagesSchema),
  },
  'eddie.smartCharts': {
    summary: "A smart thread's charts",
    method: 'GET',
    path: '/eddie/smart-charts/{threadId}',
    auth: 'default',
    gates: [gates.readGraph],
    answer: json(z.object({ charts: z.array(smartChartSchema) })),
  },
  'eddie.smartRun': {
    summary: 'Run a smart thread (streamed answer)',
    method: 'POST',
    path: '/eddie/smart-run',
    auth: 'bearer',
    gates: [gates.smartQuery],
    body: multipart(
      z.object({
        openai_file_upload: fileField.optional(),
        userPrompt: z.string().trim().min(1).max(MAX_EDDIE_PROMPT_LENGTH),
        // The thread's own assistant (its memory_id, the graph's vector store) or empty for it.
        assistantId: z.string(),
        threadId: z.string().min(1),
      }),
    ),
    answer: stream,
  },
} as const satisfies Record<`eddie.${string}`, Endpoint>;
