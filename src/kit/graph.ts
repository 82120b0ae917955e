// The page's two graph instances (spec 1 §4): the explore graph (Graph Explore, Dendro, Graph Controls, Graph Index,
// game frames) and the linked thoughts graph. They never share state.
import { signal } from '@preact/signals-core';
import { createGraph } from '../graph/graph.ts';
import { recordEvent } from './search.ts';

export const exploreGraph = createGraph({
  name: 'graph.explore',
  recordEvent: (verb, value) => void recordEvent(verb, value),
});

export const linkedGraph = createGraph({ name: 'graph.linked' });

/** A node of the explore graph a learner clicked in Graph Explore, or explored: game frames hear both (game-events.ts). */
export interface NodeActivity {
  readonly event: 'node-clicked' | 'node-explored';
  readonly id: string;
}

/** The explore graph's last node activity; a new object each time, so the same node clicked twice is heard twice. */
export const exploreActivity = signal<NodeActivity | null>(null, { name: 'graph.explore.activity' });
