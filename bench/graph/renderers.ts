// Issue 28 point 4: G6's WebGL renderer (@antv/g-webgl) against its canvas renderer. The same graph is drawn at
// fixed places (the large-graph starting spiral, no layout), so only the rendering differs: the time until the first
// frame shows it, and the frames of the scripted pan and zoom through G6's own viewport calls.
import { Renderer as WebGLRenderer } from '@antv/g-webgl';
import { initialPlace } from '../../src/graph-view/large-layout.ts';
import { plainGraph } from './baseline.ts';
import type { BenchGraph } from './data.ts';
import { paintedAt, panAndZoom } from './frames.ts';

export type RendererName = 'canvas' | 'webgl';

export interface RendererTimings {
  readonly firstDrawMs: number;
  readonly frames: number[];
}

export async function drawWith(
  stage: HTMLElement,
  graph: BenchGraph,
  renderer: RendererName,
): Promise<RendererTimings> {
  const started = performance.now();
  const { g6 } = plainGraph(
    stage,
    graph,
    { autoFit: 'view', ...(renderer === 'webgl' ? { renderer: () => new WebGLRenderer() } : {}) },
    initialPlace,
  );
  await g6.render();
  const firstDrawMs = (await paintedAt()) - started;
  const frames = await panAndZoom(
    {
      translateBy: (dx, dy) => void g6.translateBy([dx, dy], false),
      zoomBy: (ratio) => void g6.zoomBy(ratio, false),
    },
    { durationMs: 2000 },
  );
  return { firstDrawMs, frames };
}
