// The page's "Show as graph": Eddie's answers drawn into the explore graph, from Eddie or Graph Explore's smart query.
// One instance, so both show the same drawing's progress.
import { createEddieGraph } from '../graph/eddie-graph.ts';
import { kitApi } from './api.ts';
import { exploreGraph } from './graph.ts';

export const eddieGraph = createEddieGraph({ api: kitApi, graph: exploreGraph });
