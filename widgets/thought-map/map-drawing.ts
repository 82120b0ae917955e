// The thought map as G6 data: each visited thought a 150 × 50 box (spec 1 §4), joined by arrows in the order they
// were visited; the current thought stands out as on the explore graph. Pure (G6 types only).
import type { EdgeData, LayoutOptions, NodeData } from '@antv/g6';
import { NODE_FILL } from '../../src/graph/paint.ts';
import { THOUGHT_MAP_NODE_SIZE, type ThoughtMapData } from '../../src/quests/thought-map.ts';
import type { G6Drawing } from '../../src/graph-view/g6-data.ts';

/** Left to right in the order visited; a return to an earlier thought draws its arrow back. */
export const THOUGHT_MAP_LAYOUT = {
  type: 'antv-dagre',
  rankdir: 'LR',
  nodesep: 16,
  ranksep: 40,
  animation: false,
} as LayoutOptions;

/** Labels longer than a box holds end in an ellipsis; the list beside the map has them whole. */
const LABEL_WIDTH = THOUGHT_MAP_NODE_SIZE.width - 16;

export function thoughtMapDrawing(map: ThoughtMapData, current: string | null): G6Drawing {
  const { width, height } = THOUGHT_MAP_NODE_SIZE;
  const nodes: NodeData[] = map.nodes.map((node) => ({
    id: node.id,
    type: 'rect',
    data: { label: node.label },
    states: node.id === current ? ['thought'] : [],
    style: {
      size: [width, height],
      radius: 8,
      fill: NODE_FILL,
      stroke: '#ffffff',
      lineWidth: 1,
      labelText: node.label,
      labelPlacement: 'center',
      labelFill: '#ffffff',
      labelFontSize: 14,
      labelMaxWidth: LABEL_WIDTH,
      labelWordWrap: true,
      labelMaxLines: 2,
    },
  }));
  const edges: EdgeData[] = map.edges.map((edge) => ({
    id: edge.id,
    source: edge.source,
    target: edge.target,
    style: { endArrow: true },
  }));
  return { nodes, edges, combos: [] };
}
