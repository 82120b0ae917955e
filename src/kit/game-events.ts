// Games hear the graph: a game frame that has talked to the page (game-connected, a graph command) is told what
// happens to the explore graph through the protocol's graph-event (src/protocol/messages.ts), so it needs no polling:
// a node clicked in Graph Explore, a node explored, the page's thought, the graph after each change (nodes, edges,
// selection) and each step of a quest replay. Each event goes to the frame's own origin only, through the channel's
// gate, so a frame on an origin the server does not list hears nothing.
import { effect, untracked, type ReadonlySignal } from '@preact/signals-core';
import type { Graph } from '../graph/graph.ts';
import type { Channel } from '../protocol/channel.ts';
import type { GraphEvent } from '../protocol/messages.ts';
import { graphSnapshot } from './frame-graph.ts';
import type { NodeActivity } from './graph.ts';

export interface GameEventsDeps {
  readonly channel: Channel;
  readonly graph: Graph;
  readonly activity: ReadonlySignal<NodeActivity | null>;
  /** A quest replay's progress; loaded when the first game frame is heard (the quests are not every page's). */
  readonly replayProgress: () => Promise<ReadonlySignal<{ readonly done: number; readonly total: number } | null>>;
}

export interface GameEvents {
  /** A game frame sent a message: from now on it is told what happens, until its window closes. */
  hear(source: Window, origin: string): void;
  stop(): void;
}

export function tellGames({ channel, graph, activity, replayProgress }: GameEventsDeps): GameEvents {
  const games = new Map<Window, string>();
  const stops: (() => void)[] = [];
  let started = false;

  function tell(event: GraphEvent): void {
    for (const [source, origin] of games) {
      if (source.closed) games.delete(source);
      else void channel.post(source, origin, 'graph-event', event);
    }
  }

  function start(): void {
    started = true;
    stops.push(
      effect(() => {
        const last = activity.value;
        const node = last && untracked(() => graph.signals.model.value.nodes.get(last.id));
        if (last && node) tell({ event: last.event, node: { id: node.id, label: node.label } });
      }),
      effect(() => {
        const thought = graph.signals.thought.value;
        tell({ event: 'thought-changed', thought: thought && { id: thought.id, label: thought.label } });
      }),
      effect(() => {
        // Read here so that the effect follows them: heard again when the nodes, edges or selection change.
        for (const part of [graph.signals.nodes, graph.signals.edges, graph.signals.selection]) void part.value;
        tell({ event: 'graph-changed', graph: untracked(() => graphSnapshot(graph)) });
      }),
    );
    void replayProgress().then((progress) => {
      if (!started) return;
      stops.push(
        effect(() => {
          const step = progress.value;
          if (step && step.done > 0) tell({ event: 'quest-step', step: step.done, of: step.total });
        }),
      );
    });
  }

  return {
    hear(source, origin) {
      games.set(source, origin);
      // Not before a game is there: a page without one does no work for them.
      if (!started) start();
    },
    stop() {
      started = false;
      games.clear();
      for (const stop of stops.splice(0)) stop();
    },
  };
}
