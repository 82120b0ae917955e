// Opening a saved state (spec 2 §7.9 GET /states/{id}, route /thought/{id}): its thought becomes the page's thought
// again, its graph is drawn in the explore graph, and its mutation series becomes the thought map's, to replay. The thought's own graph answer would replace a drawn graph when
// it arrives, so it is waited for and applied first (applyGraphAnswer applies an answer once per graph, so Graph
// Explore does not apply it again), and the saved graph is drawn over it.
import { effect } from '@preact/signals-core';
import type { StoredState } from '../contract/endpoints/states.ts';
import type { Thought } from '../contract/thought.ts';
import type { MutationRecord } from '../graph/commands.ts';
import { toGraphData } from '../graph/snapshot.ts';
import { kitApi, kitOrigin } from './api.ts';
import { applyGraphAnswer } from './explore.ts';
import { exploreGraph } from './graph.ts';
import { graphRecords } from '../quests/quest-data.ts';
import { thoughtMapFromRecords } from '../quests/records-map.ts';
import { search, searchWord } from './search.ts';
import { session } from './session.ts';
import { thoughtMap } from './thought-map.ts';

/**
 * Resolves once the thought's graph lookup has answered (or failed, or been aborted), having drawn its answer. The
 * lookup stays needed while this thought is shown: released, its answer would be dropped, and Graph Explore mounting
 * later would look it up again and draw the new answer over the saved graph.
 */
function settleGraphAnswer(word: string, signal?: AbortSignal): Promise<void> {
  const release = search.actions.need('graph');
  const whileShown = effect(() => {
    if (search.signals.thought.value?.word !== word) queueMicrotask(stopNeeding);
  });
  function stopNeeding(): void {
    whileShown();
    release();
  }
  return new Promise<void>((resolve) => {
    const done = () => {
      answered();
      signal?.removeEventListener('abort', aborted);
      resolve();
    };
    const aborted = () => {
      stopNeeding();
      done();
    };
    // done runs a microtask later (or on abort), when answered is set.
    const answered = effect(() => {
      const result = search.signals.results.graph.value;
      if (result.status === 'loading' || result.thought?.word !== word) return;
      if (result.status === 'ready') applyGraphAnswer(exploreGraph, result.thought, result.data);
      queueMicrotask(done);
    });
    signal?.addEventListener('abort', aborted);
  });
}

export async function openSavedState(id: string, signal?: AbortSignal): Promise<StoredState> {
  const saved = await kitApi.call('states.get', { params: { id }, signal });
  const { thought, graph } = saved.state;
  const { type, label, graphId } = thought;
  searchWord(thought.word, { type, ...(label ? { label } : {}), ...(graphId ? { graphId } : {}) });
  const word = search.signals.thought.peek()?.word ?? '';
  if (graph.nodes.length > 0) {
    await settleGraphAnswer(word, signal);
    signal?.throwIfAborted();
    exploreGraph.actions.run({ type: 'load', graph });
  }
  // Its steps replay from the Thought Map, as a quest's do (spec 1 §4).
  const records = graphRecords(saved.mutationSeries);
  thoughtMap.actions.restore(thoughtMapFromRecords(records), records);
  return saved;
}

/**
 * "Share this moment" (POST /states): the thought, the graph drawn for it and the recorded steps, saved under a link
 * (/thought/{id}) that opens them again; the link.
 */
export async function shareMoment(thought: Thought, records: readonly MutationRecord[]): Promise<string> {
  const saved = await kitApi.call('states.create', {
    body: {
      actor: session.signals.user.peek().username,
      state: { thought, graph: toGraphData(exploreGraph.signals.model.peek()) },
      mutationSeries: records.map(({ mutation, timeDeltaMillis }) => ({ mutation, timeDeltaMillis })),
    },
  });
  return new URL(`/thought/${saved.id}`, kitOrigin(import.meta.url)).href;
}
