// graphology-layout-forceatlas2's own building blocks, which its web-worker supervisor uses and its types do not
// describe: the graph as flat matrices (10 numbers a node, x and y first; 3 an edge), one iteration over them, and
// the settings that iteration needs in full.
declare module 'graphology-layout-forceatlas2/helpers.js' {
  import type Graph from 'graphology';
  export function graphToByteArrays(
    graph: Graph,
    getEdgeWeight: () => number,
  ): { nodes: Float32Array; edges: Float32Array };
}

declare module 'graphology-layout-forceatlas2/iterate.js' {
  import type { ForceAtlas2Settings } from 'graphology-layout-forceatlas2';
  export default function iterate(settings: ForceAtlas2Settings, nodes: Float32Array, edges: Float32Array): void;
}

declare module 'graphology-layout-forceatlas2/defaults.js' {
  import type { ForceAtlas2Settings } from 'graphology-layout-forceatlas2';
  const defaults: Required<ForceAtlas2Settings>;
  export default defaults;
}
