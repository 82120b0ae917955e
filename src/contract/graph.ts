// Graph entities of spec 1 §3: graph node, graph edge, combo (group), saved graph, graph layouts.
// Nodes, edges and combos are G6 items, so they are loose objects: G6's own fields (x, y, ...) survive a parse.
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

/** Defaults stated by spec 1 §3 and §9: node size 30, label on top in white at font size 15. */
export const GRAPH_NODE_SIZE = 30;
export const GRAPH_NODE_LABEL_FONT_SIZE = 15;
// Spec 1 §3 says only "blue-tone fill" and "shadow"; these exact values are the kit's choice.
export const GRAPH_NODE_FILL = '#1e6fd9';
export const GRAPH_NODE_STROKE = '#ffffff';
export const GRAPH_NODE_SHADOW_COLOR = 'rgba(0, 0, 0, 0.35)';
export const GRAPH_NODE_SHADOW_BLUR = 10;
/** Combo opacity (spec 1 §3, §9). */
export const COMBO_OPACITY = 0.3;
/** Generative function default number of questions (spec 2 §9.1). */
export const DEFAULT_NUMBER_OF_QUESTIONS = 3;

/** An item's named state (hover, selected, ...); spec 1 §4 shows names only. */
const itemStateSchema = z.record(z.string(), z.union([z.boolean(), z.string()]));

/** A node property: name maps to value and type (spec 1 §3 "props"). */
export const nodePropSchema = z.looseObject({ value: z.unknown(), type: z.string() });
export type NodeProp = z.infer<typeof nodePropSchema>;

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
  type: z.string().default('circle'),
  tjType: tjTypeSchema.default('custom-node'),
  description: z.looseObject({ content: z.string().default('') }).default({ content: '' }),
  comboId: z.string().optional(),
  props: z.record(z.string(), nodePropSchema).default({}),
  size: z.number().positive().default(GRAPH_NODE_SIZE),
  labelCfg: z
    .looseObject({
      position: z.string().default('top'),
      style: z
        .looseObject({
          fill: z.string().default('#ffffff'),
          fontSize: z.number().positive().default(GRAPH_NODE_LABEL_FONT_SIZE),
        })
        .default({ fill: '#ffffff', fontSize: GRAPH_NODE_LABEL_FONT_SIZE }),
    })
    .default({ position: 'top', style: { fill: '#ffffff', fontSize: GRAPH_NODE_LABEL_FONT_SIZE } }),
  style: z
    .looseObject({
      stroke: z.string().default(GRAPH_NODE_STROKE),
      fill: z.string().default(GRAPH_NODE_FILL),
      shadowColor: z.string().default(GRAPH_NODE_SHADOW_COLOR),
      shadowBlur: z.number().default(GRAPH_NODE_SHADOW_BLUR),
    })
    .default({
      stroke: GRAPH_NODE_STROKE,
      fill: GRAPH_NODE_FILL,
      shadowColor: GRAPH_NODE_SHADOW_COLOR,
      shadowBlur: GRAPH_NODE_SHADOW_BLUR,
    }),
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
  // G6 accepts true or an arrow description for endArrow.
  style: z.looseObject({ endArrow: z.union([z.boolean(), z.looseObject({})]).optional() }).default({}),
  state: itemStateSchema.optional(),
});
export type GraphEdge = z.infer<typeof graphEdgeSchema>;

/** Combo (group). Its fill is a random darkened colour chosen when created, so it has no default here. */
export const comboSchema = z.looseObject({
  id: z.string().min(1),
  label: z.string().default(''),
  tjType: z.literal('custom-combo').default('custom-combo'),
  style: z
    .looseObject({
      fill: z.string().optional(),
      opacity: z.number().min(0).max(1).default(COMBO_OPACITY),
    })
    .default({ opacity: COMBO_OPACITY }),
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

/** Explore description modes (spec 1 §3); "Marked Up" keeps its space. */
export const exploreDescriptionModeSchema = z.enum(['Default', 'Detailed', 'Marked Up', 'Entities', 'Sentences']);
export type ExploreDescriptionMode = z.infer<typeof exploreDescriptionModeSchema>;
