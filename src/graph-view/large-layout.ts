// What the view and the layout worker agree on for a graph of thousands of nodes: from what size it is laid out by
// Barnes-Hut (barnes-hut-layout.ts) and shown as it progresses (streamed-layout.ts), and where its nodes start. No
// import: the view's chunk does not take the layout's library with it.

/** From this many nodes a force-directed layout is ForceAtlas2 with Barnes-Hut, shown as it progresses. */
export const BARNES_HUT_NODES = 1_000;

/** Whether a layout job of this many nodes is laid out by Barnes-Hut, its progress shown as it runs. */
export const isStreamedLayout = (nodeCount: number): boolean => nodeCount >= BARNES_HUT_NODES;

/** The laid-out graph is scaled so that its median edge is this long: the gforce setting's link length. */
export const LARGE_EDGE_LENGTH = 100;

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

/**
 * Where a node without a place starts: the next seat of a sunflower's spiral, evenly spread over a disc about as
 * large as the laid-out graph, so the first drawing already fills the view. The same on every run.
 */
export function initialPlace(index: number): { x: number; y: number } {
  const radius = LARGE_EDGE_LENGTH * 0.6 * Math.sqrt(index + 0.5);
  return { x: radius * Math.cos(index * GOLDEN_ANGLE), y: radius * Math.sin(index * GOLDEN_ANGLE) };
}
