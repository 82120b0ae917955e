// Graph entities of spec 1 §3: graph node, graph edge, combo (group), saved graph, graph layouts.
// The schemas hold what a graph says, not how it looks: paint (size, label settings, style, arrows, opacity) is the
// graph core's (src/graph/). Nodes, edges and combos are loose objects, so the paint and G6 fields (x, y, style ...)
// a saved graph carries survive a parse untouched.
import { z } from 'zod';

/** Node kinds the kit draws (spec 1 §3 "tjType"). */
export const tjTypes = [
  'custom-node',
  'wikiLinks',
  'openai_logic_node',
  'function',
  'user',
  'note-text',
  'note-image',
  'note-recording',
  'note-3d',
  'note-page',
  'note-video',
  'custom-combo',
] as const;
export const tjTypeSchema = z.enum(tjTypes);
export type TjType = z.infer<typeof tjTypeSchema>;

/** An item's named state (hover, selected, ...); spec 1 §4 shows names only. */
const itemStateSchema = z.record(z.string(), z.union([z.boolean(), z.string()]));

/** A node property: name maps to value and type (spec 1 §3 "props"). */
export const nodePropSchema = z.looseObject({ value: z.unknown(), type: z.string() });
export type NodeProp = z.infer<typeof nodePropSchema>;

/** Generative function default number of questions (spec 2 §9.1). */
export const DEFAULT_NUMBER_OF_QUESTIONS = 3;

/** Generative function settings on a node (spec 1 §3 "function"). */
export const nodeFunctionSchema = z.looseObject({
  prompt: z.string().default(''),
  value: z.unknown().optional(),
  variable: z.unknown().optional(),
  numberOfQuestions: z.number().int().min(1).default(DEFAULT_NUMBER_OF_QUESTIONS),
  additionalProperties: z.unknown().optional(),
});
export type NodeFunction = z.infer<typeof nodeFunctionSchema>;

export const graphNodeSchema = z.looseObject({
  id: z.string().min(1),
  label: z.string().default(''),
  /** The full name a cut label stands for: a note's title (spec 2 §9.1 cuts a note node's label). */
  title: z.string().optional(),
  type: z.string().default('circle'),
  tjType: tjTypeSchema.default('custom-node'),
  description: z.looseObject({ content: z.string().default('') }).default({ content: '' }),
  comboId: z.string().optional(),
  props: z.record(z.string(), nodePropSchema).default({}),
  function: nodeFunctionSchema.optional(),
  logicQuestion: z.unknown().optional(),
  additionalDescription: z.unknown().optional(),
  state: itemStateSchema.optional(),
});
export type GraphNode = z.infer<typeof graphNodeSchema>;

export const graphEdgeSchema = z.looseObject({
  id: z.string().optional(),
  source: z.string().min(1),
  target: z.string().min(1),
  label: z.string().default(''),
  state: itemStateSchema.optional(),
});
export type GraphEdge = z.infer<typeof graphEdgeSchema>;

/** Combo (group): a labelled group of nodes (nodes name it in comboId). */
export const comboSchema = z.looseObject({
  id: z.string().min(1),
  label: z.string().default(''),
  tjType: z.literal('custom-combo').default('custom-combo'),
  // The one piece of style that is data: spec 1 §3's "random darkened fill" is picked once, when the combo is made,
  // and kept with it, so a group keeps its colour when saved, reloaded or served again (the knowledge server picks
  // it per relation group). The graph core picks one when a combo comes without; the opacity is its too.
  style: z.looseObject({ fill: z.string().optional() }).optional(),
});
export type Combo = z.infer<typeof comboSchema>;

/** The drawable graph: nodes, edges and combos. */
export const graphDataSchema = z.looseObject({
  nodes: z.array(graphNodeSchema).default([]),
  edges: z.array(graphEdgeSchema).default([]),
  combos: z.array(comboSchema).default([]),
});
export type GraphData = z.infer<typeof graphDataSchema>;

export const g6DataSchema = z.looseObject({
  graph_name: z.string(),
  gdata: graphDataSchema,
  graph_type: z.string().optional(),
});
export type G6Data = z.infer<typeof g6DataSchema>;

/** Which library a saved graph belongs to (spec 1 §3). */
export const graphDimensionSchema = z.enum(['explore_library', 'quest_library']);
export type GraphDimension = z.infer<typeof graphDimensionSchema>;

/** Access values stated by the spec; other values exist but are not shown, so saved graphs accept any string. */
export const graphAccessValues = ['private', 'custom'] as const;
export type GraphAccess = (typeof graphAccessValues)[number];

/**
 * Users a custom-access graph is shared with. The spec does not show their shape; the contract makes them
 * usernames, which is what its user search (GET /userProfiles/user/search) gives the sharing dialog.
 */
export const sharedAccessSchema = z.array(z.string().min(1));

export const savedGraphSchema = z.looseObject({
  id: z.string().optional(),
  _id: z.string().optional(),
  g6_data: g6DataSchema,
  graph_dimension: graphDimensionSchema.optional(),
  access: z.string().optional(),
  sharedAccess: sharedAccessSchema.optional(),
  tags: z.array(z.string()).default([]),
  metadata: z.looseObject({ anchor: z.unknown().optional() }).default({}),
  actor: z.unknown().optional(),
  timestamp: z.union([z.string(), z.number()]).optional(),
  // Thread and vector store of the graph's smart graph conversation.
  memory_id: z.string().optional(),
});
export type SavedGraph = z.infer<typeof savedGraphSchema>;

/** A saved graph as the server answers it: both id spellings of spec 1 §3, its owner's username and its dates. */
export const storedGraphSchema = savedGraphSchema.extend({
  id: z.string().min(1),
  _id: z.string().min(1),
  graph_dimension: graphDimensionSchema,
  access: z.string(),
  sharedAccess: sharedAccessSchema,
  actor: z.string(),
  // The owner's discriminator, which names their profile card (GET /userProfiles/{discriminator}); not in the spec.
  actorDiscriminator: z.string().optional(),
  timestamp: z.string(),
});
export type StoredGraph = z.infer<typeof storedGraphSchema>;

/** Graph layouts (spec 1 §3). */
export const graphLayoutSchema = z.enum([
  'gforce',
  'force',
  'dagre',
  'concentric',
  'radial',
  'circular',
  'fruchterman',
  'mds',
  'grid',
]);
export type GraphLayout = z.infer<typeof graphLayoutSchema>;
