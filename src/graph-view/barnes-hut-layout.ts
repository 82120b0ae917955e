// The layout of a large graph: ForceAtlas2 with Barnes-Hut (graphology's, the one sigma.js runs), O(n log n) an
// iteration where the spec's gforce is O(n²). The layout worker runs it in slices and posts the positions after
// each, so the view shows the layout's progress as sigma's ForceAtlas2 supervisor does. It imports no DOM: the unit
// tests run it under Node.
import Graph from 'graphology';
import forceAtlas2 from 'graphology-layout-forceatlas2';
import defaults from 'graphology-layout-forceatlas2/defaults.js';
import { graphToByteArrays } from 'graphology-layout-forceatlas2/helpers.js';
import iterate from 'graphology-layout-forceatlas2/iterate.js';
import { LARGE_EDGE_LENGTH } from './large-layout.ts';

/** ForceAtlas2's iterations: sigma's 100 settle a graph of thousands of nodes. */
export const BARNES_HUT_ITERATIONS = 100;
/** How far a group of nodes may be, for its size, to push as one: Gephi's default. */
const BARNES_HUT_THETA = 1.2;
/** The positions are posted at most this often while the layout runs. */
const PROGRESS_MS = 250;
/** Numbers a node takes in ForceAtlas2's node matrix (x and y first). */
const PER_NODE = 10;

export interface BarnesHutInput {
  /** Every node with its starting place (large-layout.ts's initialPlace gives one to a node that has none). */
  readonly nodes: readonly { readonly id: string; readonly x: number; readonly y: number }[];
  readonly edges: readonly { readonly source: string; readonly target: string }[];
}

/** x and y of every node, in the input's order, scaled so that the median edge is LARGE_EDGE_LENGTH long. */
function placesOf(matrix: Float32Array, input: BarnesHutInput, index: ReadonlyMap<string, number>): Float64Array {
  const lengths = input.edges
    .map(({ source, target }) => {
      const [a, b] = [index.get(source), index.get(target)];
      if (a === undefined || b === undefined) return Number.NaN;
      return Math.hypot(
        matrix[a * PER_NODE]! - matrix[b * PER_NODE]!,
        matrix[a * PER_NODE + 1]! - matrix[b * PER_NODE + 1]!,
      );
    })
    .filter((length) => length > 0)
    .sort((a, b) => a - b);
  const median = lengths[Math.floor(lengths.length / 2)];
  const scale = median === undefined ? 1 : LARGE_EDGE_LENGTH / median;
  const places = new Float64Array(input.nodes.length * 2);
  for (let node = 0; node < input.nodes.length; node += 1) {
    places[node * 2] = matrix[node * PER_NODE]! * scale;
    places[node * 2 + 1] = matrix[node * PER_NODE + 1]! * scale;
  }
  return places;
}

export interface BarnesHutOptions {
  /**
   * The places so far and the share of the layout done (0 to 1), every `progressMs` while the layout runs (each a
   * buffer of its own, to transfer).
   */
  readonly onProgress?: (places: Float64Array<ArrayBuffer>, share: number) => void;
  readonly progressMs?: number;
  readonly iterations?: number;
}

/** Lays the graph out and answers every node's place, in the input's order. */
export function layOutBarnesHut(
  input: BarnesHutInput,
  { onProgress = () => undefined, progressMs = PROGRESS_MS, iterations = BARNES_HUT_ITERATIONS }: BarnesHutOptions = {},
): Float64Array<ArrayBuffer> {
  const graph = new Graph({ multi: true, type: 'undirected' });
  for (const { id, x, y } of input.nodes) graph.addNode(id, { x, y });
  for (const { source, target } of input.edges) {
    if (source !== target && graph.hasNode(source) && graph.hasNode(target)) graph.addEdge(source, target);
  }
  const index = new Map(input.nodes.map(({ id }, at) => [id, at]));
  const matrices = graphToByteArrays(graph, () => 1);
  // Barnes-Hut's accuracy as Gephi's ForceAtlas2 has it (graphology's default of 0.5 takes twice as long).
  const settings = {
    ...defaults,
    ...forceAtlas2.inferSettings(graph.order),
    barnesHutOptimize: true,
    barnesHutTheta: BARNES_HUT_THETA,
  };
  let posted = performance.now();
  for (let step = 0; step < iterations; step += 1) {
    iterate(settings, matrices.nodes, matrices.edges);
    if (performance.now() - posted >= progressMs && step < iterations - 1) {
      onProgress(placesOf(matrices.nodes, input, index) as Float64Array<ArrayBuffer>, (step + 1) / iterations);
      posted = performance.now();
    }
  }
  return placesOf(matrices.nodes, input, index) as Float64Array<ArrayBuffer>;
}
