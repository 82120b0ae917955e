// "Show as graph" (spec 2 §7.3 POST /eddie/explore/graph): Eddie answers a question as nodes and edges, which join the
// graph through the core's one `load` command merged in, so the thought map records it as one step and a quest
// replays it. The graph's mode, its selected nodes and its anchor go with the question, as the call takes them.
// One drawing at a time; a newer question cancels the older. Framework-free: Eddie and Graph Explore share it.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import { latestRequest } from '../api/latest-request.ts';
import type { GraphNode } from '../contract/graph.ts';
import type { Graph } from './graph.ts';

export type EddieGraphState =
  | { readonly status: 'idle' }
  | { readonly status: 'drawing'; readonly query: string }
  /** `added`: the answer's nodes the graph did not have yet (0 when it had them all). */
  | { readonly status: 'drawn'; readonly query: string; readonly added: number }
  /** Eddie found nothing to draw. */
  | { readonly status: 'empty'; readonly query: string }
  | { readonly status: 'failed'; readonly query: string; readonly error: Error };

export interface EddieGraph {
  readonly state: ReadonlySignal<EddieGraphState>;
  /** Asks Eddie for the query's graph and adds it; a blank query asks nothing. Resolves with the state it ends in. */
  show(query: string): Promise<EddieGraphState['status']>;
  cancel(): void;
}

export interface EddieGraphDeps {
  readonly api: Pick<ApiClient, 'call'>;
  readonly graph: Graph;
}

/** What the call says of a node: its id and label (the server reads no more, and a node's notes stay home). */
const nodeRef = (node: GraphNode) => ({ id: node.id, label: node.label });

export function createEddieGraph({ api, graph }: EddieGraphDeps): EddieGraph {
  const state = signal<EddieGraphState>({ status: 'idle' }, { name: 'graph.eddieGraph' });
  const requests = latestRequest();

  async function show(text: string): Promise<EddieGraphState['status']> {
    const query = text.trim();
    if (query === '') return state.peek().status;
    const request = requests.start();
    state.value = { status: 'drawing', query };
    const model = graph.signals.model.peek();
    const selected = model.selection.map((id) => model.nodes.get(id)).filter((node) => node !== undefined);
    const anchor = model.anchor === null ? undefined : model.nodes.get(model.anchor);
    try {
      const answer = await api.call('eddie.exploreGraph', {
        body: {
          query,
          mode: model.mode,
          ...(selected.length > 0 ? { selectedNodes: selected.map(nodeRef) } : {}),
          ...(anchor ? { anchor: nodeRef(anchor) } : {}),
        },
        signal: request.signal,
      });
      if (!request.isLatest()) return state.peek().status;
      if (answer.nodes.length === 0) {
        state.value = { status: 'empty', query };
        return 'empty';
      }
      const before = graph.signals.model.peek().nodes;
      const added = answer.nodes.filter((node) => !before.has(node.id)).length;
      graph.actions.run({
        type: 'load',
        graph: { nodes: answer.nodes, edges: answer.edges, combos: answer.combos },
        merge: true,
      });
      state.value = { status: 'drawn', query, added };
      return 'drawn';
    } catch (failure) {
      if (!request.isLatest()) return state.peek().status;
      state.value = { status: 'failed', query, error: failure instanceof Error ? failure : new Error(String(failure)) };
      return 'failed';
    }
  }

  return { state, show, cancel: () => requests.cancel() };
}
