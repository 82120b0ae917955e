// Search → both graphs drawn: a word goes through the page's one searchWord (as every search box does); the time
// runs until <tj-graph-explore> and <tj-dendro> have both drawn its answers and the next frame has been painted.
// The answers come from the product server: the page is served under its origin, so the kit's client calls it.
import { exploreGraph } from '../../src/kit/graph.ts';
import { search, searchWord } from '../../src/kit/search.ts';
import { frameUntil, paintedAt } from './frames.ts';
import { renderedGraphOf, viewIdle } from './ours.ts';
import { firstSince, graphsIn } from './probe.ts';

let elements: { explore: HTMLElement; dendro: HTMLElement } | undefined;

export async function mountSearchPage(stage: HTMLElement): Promise<void> {
  await Promise.all([import('../../widgets/graph-explore/index.ts'), import('../../widgets/dendro/index.ts')]);
  const explore = document.createElement('tj-graph-explore');
  const dendro = document.createElement('tj-dendro');
  stage.append(explore, dendro);
  await renderedGraphOf(explore);
  elements = { explore, dendro };
}

/** When a lookup's answer for the word arrived (the signal's write, not the next frame). */
function answered(name: 'graph' | 'dendrogram', word: string): Promise<{ at: number; data: unknown }> {
  return new Promise((resolve, reject) => {
    let done = false;
    // The callback also runs at once, inside subscribe: it stops the subscription a microtask later.
    const stop = search.signals.results[name].subscribe((result) => {
      if (done || result.thought?.word !== word) return;
      if (result.status === 'error') reject(result.error);
      if (result.status !== 'ready' && result.status !== 'error') return;
      done = true;
      resolve({ at: performance.now(), data: result.data });
      queueMicrotask(() => stop());
    });
  });
}

export interface SearchTiming {
  readonly ms: number;
  readonly graphAnswerMs: number;
  readonly dendrogramAnswerMs: number;
  readonly nodes: number;
}

export async function searchToGraphs(word: string): Promise<SearchTiming> {
  if (!elements) throw new Error('mount the search page first');
  const { explore, dendro } = elements;
  const started = performance.now();
  const graphAnswer = answered('graph', word);
  const dendrogramAnswer = answered('dendrogram', word);
  if (!searchWord(word)) throw new Error(`"${word}" is no word`);
  const [graph, dendrogram] = await Promise.all([graphAnswer, dendrogramAnswer]);
  const centre = (graph.data as { centerId: string | null }).centerId;
  const hasTree = (dendrogram.data as { tree: unknown }).tree !== null;
  if (!centre || !hasTree) throw new Error(`"${word}" has no graph or no tree: choose another word`);

  // The explore graph keeps its G6 graph and draws the new data into it; the dendrogram draws a new tree.
  await frameUntil(`the explore graph of "${word}"`, () => {
    if (exploreGraph.signals.thought.value?.id !== centre) return undefined;
    return graphsIn(explore.shadowRoot ?? explore).find((entry) => firstSince(entry, 'afterdraw', graph.at));
  });
  await viewIdle(explore);
  await frameUntil(`the dendrogram of "${word}"`, () =>
    graphsIn(dendro.shadowRoot ?? dendro).find((entry) => firstSince(entry, 'afterrender', dendrogram.at)),
  );
  await viewIdle(dendro);
  const paintedAtMs = await paintedAt();
  return {
    ms: paintedAtMs - started,
    graphAnswerMs: graph.at - started,
    dendrogramAnswerMs: dendrogram.at - started,
    nodes: exploreGraph.signals.nodes.value.length,
  };
}
