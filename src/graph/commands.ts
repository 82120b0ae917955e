// The one way to change a graph: widgets, the keyboard, the cross-frame protocol, notes and the AI all build one of
// these and pass it to `graph.actions.run`. Commands are plain data, so a recorded one replays as it was.
import type { Combo, GraphData, GraphEdge, GraphLayout, GraphNode, NodeProp } from '../contract/graph.ts';
import type { GraphMode } from './modes.ts';

export type GraphCommand =
  /** Replaces the graph with a served or saved one (merge: adds what is missing instead); centerId is visited. */
  | {
      readonly type: 'load';
      readonly graph: Pick<GraphData, 'nodes' | 'edges' | 'combos'>;
      readonly centerId?: string | null;
      readonly merge?: boolean;
    }
  | { readonly type: 'addNode'; readonly node: GraphNode }
  | { readonly type: 'addEdge'; readonly edge: GraphEdge }
  /** Properties added to a node (the AI property generator's, spec 1 §3 props); a name it has already is replaced. */
  | { readonly type: 'addProperties'; readonly id: string; readonly props: Readonly<Record<string, NodeProp>> }
  /** A group; the listed nodes move into it. */
  | { readonly type: 'addCombo'; readonly combo: Combo; readonly nodeIds?: readonly string[] }
  | { readonly type: 'removeNode'; readonly id: string }
  | { readonly type: 'removeEdge'; readonly id: string }
  /** Hide or show one node or edge. */
  | { readonly type: 'hide'; readonly id: string }
  | { readonly type: 'show'; readonly id: string }
  /** Hide or show the nodes one edge away from a node. */
  | { readonly type: 'hideRelated'; readonly id: string }
  | { readonly type: 'showRelated'; readonly id: string }
  /** Toggles: locked (shrunk, previous states kept) and back. */
  | { readonly type: 'lock'; readonly id: string }
  /** Toggles the anchor on a node (records ANCHOR_MARK). */
  | { readonly type: 'anchor'; readonly id: string }
  /** The hsl mode's colour change of one node. */
  | { readonly type: 'paint'; readonly id: string; readonly fill: string }
  /** Collapses an expanded combo, expands a collapsed one. */
  | { readonly type: 'toggleCombo'; readonly id: string }
  /** Selects a node (id may be missing when it comes from an event: refused). multiple adds to, or toggles in, it. */
  | { readonly type: 'select'; readonly id?: string | undefined; readonly multiple?: boolean }
  | { readonly type: 'clearSelection' }
  /** Add relationships: the first connect starts a pending edge from the node, the second completes it. */
  | { readonly type: 'connect'; readonly nodeId: string; readonly label?: string }
  | { readonly type: 'cancelEdge' }
  | { readonly type: 'mode'; readonly mode: GraphMode }
  | { readonly type: 'layout'; readonly layout: GraphLayout }
  /** One layout setting (e.g. gforce linkDistance). All three are needed; missing ones are refused (spec 2 §8). */
  | {
      readonly type: 'config';
      readonly layout?: GraphLayout | undefined;
      readonly property?: string | undefined;
      readonly value?: unknown;
    }
  /** The arrow-edge toggle (spec 1 §4): edges end in an arrow or not. */
  | { readonly type: 'arrows'; readonly on: boolean }
  /** The group-mode toggle (spec 1 §4): nodes are drawn inside their combos, or free of them. */
  | { readonly type: 'groups'; readonly on: boolean }
  | { readonly type: 'clear' }
  /** The learner explored a node as the thought: it joins the thought history. */
  | { readonly type: 'visit'; readonly id: string }
  | { readonly type: 'previousThought' }
  | { readonly type: 'nextThought' };

export type GraphCommandType = GraphCommand['type'];

/** One applied change, and the time since the one before (0 for the first), so quests replay it (spec 1 §3). */
export interface MutationRecord {
  readonly mutation: GraphCommand;
  readonly timeDeltaMillis: number;
}
