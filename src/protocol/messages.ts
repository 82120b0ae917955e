// The cross-frame messages the kit exchanges with partner pages and game frames (spec 2 §7.10), by name, and what
// each is answered with. Every message that crosses a frame boundary is one of these, and its payload is parsed with
// its schema on the way out and on the way in; a reply is parsed by the sender that waits for it.
import { z } from 'zod';
import { graphEdgeSchema, graphNodeSchema } from '../contract/graph.ts';
import { graphModes } from '../graph/modes.ts';

const token = z.string().min(1);
const nodeId = z.string().min(1);

/**
 * The login result. The host posts it to the partner page that embeds it (spec 2 §7.1 login); a partner page may
 * send one to the kit, and status 200 then stores the tokens and the font size (spec 2 §7.10).
 */
const authMessage = z
  .object({
    status: z.number().int(),
    userToken: token.optional(),
    refreshToken: token.optional(),
    fontSize: z.number().finite().optional(),
  })
  .refine((message) => message.status !== 200 || (message.userToken && message.refreshToken), {
    message: 'status 200 carries userToken and refreshToken',
  });

/** What a game frame asks of the page's explore graph; each goes through the graph core (src/kit/frame-graph.ts). */
export const graphCommandSchema = z.discriminatedUnion('command', [
  /** Looks a word up, as a search box does: the graph widgets draw its graph. */
  z.object({ command: z.literal('search'), term: z.string().trim().min(1).max(200) }),
  /** Selects a node by id, or by an item that names one; neither is refused ("Unable to select node from Graph"). */
  z.object({
    command: z.literal('select'),
    id: nodeId.optional(),
    item: z.object({ id: nodeId }).optional(),
    multiple: z.boolean().optional(),
  }),
  z.object({ command: z.literal('add-node'), node: graphNodeSchema }),
  z.object({ command: z.literal('add-edge'), edge: graphEdgeSchema }),
  z.object({ command: z.literal('set-mode'), mode: z.enum(graphModes) }),
  /** Answers with the graph's nodes and edges, its selection and the current thought. */
  z.object({ command: z.literal('read-graph') }),
  /** The learner reached the game's goal, a node of the graph: records HIT_VICTORY_MARKER. */
  z.object({ command: z.literal('victory'), id: nodeId }),
]);
export type GraphCommandMessage = z.output<typeof graphCommandSchema>;

const graphSnapshot = z.object({
  nodes: z.array(z.object({ id: z.string(), label: z.string() })),
  edges: z.array(z.object({ id: z.string(), source: z.string(), target: z.string(), label: z.string() })),
  selection: z.array(z.string()),
  /** The thought the graph is centred on, if any. */
  thought: z.object({ id: z.string(), label: z.string() }).nullable(),
});
export type GraphSnapshot = z.output<typeof graphSnapshot>;

const nodeRef = z.object({ id: z.string(), label: z.string() });

/**
 * What the page tells a game frame that has talked to it (src/kit/game-events.ts), so that a game hears the graph
 * rather than polling read-graph: a node clicked, a node explored (its graph drawn), the page's thought, the graph's
 * nodes and edges after a change, and a quest replay's step.
 */
export const graphEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('node-clicked'), node: nodeRef }),
  z.object({ event: z.literal('node-explored'), node: nodeRef }),
  z.object({ event: z.literal('thought-changed'), thought: nodeRef.nullable() }),
  z.object({ event: z.literal('graph-changed'), graph: graphSnapshot }),
  z.object({ event: z.literal('quest-step'), step: z.number().int(), of: z.number().int() }),
]);
export type GraphEvent = z.output<typeof graphEventSchema>;

export const protocolMessages = {
  auth: authMessage,
  /** The GUI scale in percent, set by the partner page. */
  'font-size': z.object({ fontSize: z.number().finite() }),
  /** From a game frame: toggles the "game connected" flag, or sets it when `connected` is given (spec 1 §4). */
  'game-connected': z.object({ connected: z.boolean().optional() }),
  'graph-command': graphCommandSchema,
  /** From the page to a game frame: what happened to the explore graph (posted, never answered). */
  'graph-event': graphEventSchema,
} as const satisfies Record<string, z.ZodType<object>>;

/** What the receiver answers when it handled a message; a refusal is an error reply instead (src/protocol/channel.ts). */
export const protocolReplies = {
  auth: z.object({ signedIn: z.boolean() }),
  'font-size': z.object({ fontSize: z.number() }),
  'game-connected': z.object({ connected: z.boolean() }),
  'graph-command': z.object({
    outcome: z.enum(['applied', 'unchanged']),
    message: z.string().optional(),
    graph: graphSnapshot.optional(),
  }),
  'graph-event': z.object({}),
} as const satisfies Record<keyof typeof protocolMessages, z.ZodType<object>>;

export type ProtocolMessages = typeof protocolMessages;
export type MessageName = keyof ProtocolMessages;
/** A payload as the sender writes it. */
export type MessageInput<N extends MessageName> = z.input<ProtocolMessages[N]>;
/** A payload as the receiver gets it, parsed. */
export type MessagePayload<N extends MessageName> = z.output<ProtocolMessages[N]>;
/** The answer to a message that was handled. */
export type MessageReply<N extends MessageName> = z.output<(typeof protocolReplies)[N]>;

export function isMessageName(name: string): name is MessageName {
  return Object.hasOwn(protocolMessages, name);
}
