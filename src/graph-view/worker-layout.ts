// What the layout worker runs for a job: a graph of thousands of nodes by ForceAtlas2 with Barnes-Hut, whatever
// force layout it has (theirs are O(n²) an iteration, or, d3-force, take seconds more to settle), its progress
// posted as it goes; any other by its own layout (layout-job.ts).
import { layOutBarnesHut } from './barnes-hut-layout.ts';
import { runLayoutJob, type LayoutJob } from './layout-job.ts';
import { initialPlace, isStreamedLayout } from './large-layout.ts';

/** Every node's place; `onProgress` gets the places so far (and the share done) while a large graph's layout runs. */
export async function layOutJob(
  job: LayoutJob,
  onProgress?: (positions: Float64Array<ArrayBuffer>, share: number) => void,
): Promise<Float64Array<ArrayBuffer>> {
  if (!isStreamedLayout(job.nodes.length)) return runLayoutJob(job);
  const nodes = job.nodes.map(({ id, x, y }, index) =>
    x === undefined || y === undefined ? { id, ...initialPlace(index) } : { id, x, y },
  );
  return layOutBarnesHut({ nodes, edges: job.edges }, onProgress ? { onProgress } : {});
}
