// The page's two graph instances (spec 1 §4): the explore graph (Graph Explore, Dendro, Graph Controls, Graph Index,
// game frames) and the linked thoughts graph. They never share state.
import { createGraph } from '../graph/graph.ts';
import { recordEvent } from './search.ts';

export const exploreGraph = createGraph({
  name: 'graph.explore',
  recordEvent: (verb, value) => void recordEvent(verb, value),
});

export const linkedGraph = createGraph({ name: 'graph.linked' });
