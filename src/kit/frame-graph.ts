// A game frame's graph commands (src/protocol/messages.ts), carried out through the graph core and the page's search,
// with the events they cause recorded: GRAPH_INTERACTION for a change, HIT_VICTORY_MARKER for a reached goal. A
// refused command throws its reason, which the protocol answers the game with.
import type { EventVerb } from '../contract/events.ts';
import type { Graph } from '../graph/graph.ts';
import type { GraphCommand } from '../graph/commands.ts';
import { graphMessages } from '../graph/messages.ts';
import type { GraphCommandMessage, GraphSnapshot, MessageReply } from '../protocol/messages.ts';

export interface FrameGraphDeps {
  readonly graph: Graph;
  /** The page's one search (src/kit/search.ts): the graph widgets draw the word's graph when it answers. */
  readonly searchWord: (word: string) => boolean;
  readonly recordEvent: (verb: EventVerb, value: unknown) => void;
}

type Reply = MessageReply<'graph-command'>;

/** The commands that change the graph; search, read-graph and victory do not. */
type GraphChange = Exclude<GraphCommandMessage, { command: 'search' | 'read-graph' | 'victory' }>;

/** The core command a game's change stands for. */
function coreCommand(message: GraphChange): GraphCommand {
  switch (message.command) {
    case 'select':
      return { type: 'select', id: message.id ?? message.item?.id, multiple: message.multiple };
    case 'add-node':
      return { type: 'addNode', node: message.node };
    case 'add-edge':
      return { type: 'addEdge', edge: message.edge };
    case 'set-mode':
      return { type: 'mode', mode: message.mode };
  }
}

/** The graph as read-graph and the graph-changed event give it. */
export function graphSnapshot(graph: Graph): GraphSnapshot {
  const model = graph.signals.model.value;
  const thought = graph.signals.thought.value;
  return {
    nodes: [...model.nodes.values()].map(({ id, label }) => ({ id, label })),
    edges: [...model.edges.values()].map(({ id, source, target, label }) => ({ id, source, target, label })),
    selection: [...model.selection],
    thought: thought ? { id: thought.id, label: thought.label } : null,
  };
}

export function createFrameGraph({ graph, searchWord, recordEvent }: FrameGraphDeps) {
  /** Goals reached on this page: each is recorded once (it earns points), as the treasure marker's is. */
  const reached = new Set<string>();
  return function run(message: GraphCommandMessage, origin: string): Reply {
    switch (message.command) {
      case 'read-graph':
        return { outcome: 'unchanged', graph: graphSnapshot(graph) };
      case 'search':
        searchWord(message.term);
        return { outcome: 'applied' };
      case 'victory': {
        const node = graph.signals.model.value.nodes.get(message.id);
        if (!node) throw new Error(graphMessages.nodeNotFound);
        if (reached.has(node.id)) return { outcome: 'unchanged' };
        reached.add(node.id);
        recordEvent('HIT_VICTORY_MARKER', { id: node.id, label: node.label, game: origin });
        return { outcome: 'applied' };
      }
    }
    const command = coreCommand(message);
    const result = graph.actions.run(command);
    if (result.outcome === 'refused') throw new Error(result.message ?? `refused: ${result.reason}`);
    if (result.outcome === 'unchanged') return { outcome: 'unchanged' };
    recordEvent('GRAPH_INTERACTION', {
      mode: graph.signals.mode.value,
      action: command.type,
      via: 'game',
      game: origin,
      ...('id' in command && command.id ? { id: command.id } : {}),
    });
    return result.message ? { outcome: 'applied', message: result.message } : { outcome: 'applied' };
  };
}
