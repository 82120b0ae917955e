import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { graphNodeSchema } from '../contract/graph.ts';
import type { MutationRecord } from '../graph/commands.ts';
import { createGraph } from '../graph/graph.ts';
import { memoryStorage } from '../storage/storage.ts';
import { keepThoughtMap } from './kept-map.ts';
import { createThoughtMap } from './thought-map.ts';

const QUEST = {
  nodes: [
    { id: 'magma', label: 'Magma' },
    { id: 'basalt', label: 'Basalt' },
  ],
  edges: [{ id: 'magma->basalt', source: 'magma', target: 'basalt' }],
};
const STEPS: MutationRecord[] = [
  { mutation: { type: 'addNode', node: graphNodeSchema.parse({ id: 'magma', label: 'Magma' }) }, timeDeltaMillis: 0 },
];

/** One page load: its own graph and thought map over the same storage, the learner known or not. */
function pageLoad(storage = memoryStorage(), learner: string | null = 'ada') {
  const thoughtMap = createThoughtMap({ graph: createGraph(), replaying: signal(false) });
  const key = signal(learner === null ? null : `map.${learner}`);
  const dispose = keepThoughtMap({ thoughtMap, storage, key });
  return { storage, thoughtMap, key, dispose };
}

describe('the thought map kept across a reload', () => {
  it('gives a followed quest back, with its steps and the quest it belongs to', () => {
    const first = pageLoad();
    first.thoughtMap.actions.restore(QUEST, STEPS, { questId: 'q1' });
    const second = pageLoad(first.storage);
    expect(second.thoughtMap.signals.map.value).toEqual(QUEST);
    expect(second.thoughtMap.signals.records.value).toEqual(STEPS);
    expect(second.thoughtMap.signals.questId.value).toBe('q1');
    expect(second.thoughtMap.signals.goal.value).toBe('basalt');
  });

  it('gives the learner’s own map back without a goal: its last thought is where they were, not a treasure', () => {
    const first = pageLoad();
    first.thoughtMap.actions.restore(QUEST, STEPS, { goal: null });
    const second = pageLoad(first.storage);
    expect(second.thoughtMap.signals.map.value).toEqual(QUEST);
    expect(second.thoughtMap.signals.goal.value).toBe(null);
  });

  it('is read once the learner is known, and is theirs alone', () => {
    const first = pageLoad();
    first.thoughtMap.actions.restore(QUEST, STEPS, { questId: 'q1' });
    const second = pageLoad(first.storage, null);
    expect(second.thoughtMap.signals.map.value.nodes).toEqual([]);
    second.key.value = 'map.grace';
    expect(second.thoughtMap.signals.map.value.nodes).toEqual([]);
    const third = pageLoad(first.storage, null);
    third.key.value = 'map.ada';
    expect(third.thoughtMap.signals.map.value).toEqual(QUEST);
  });

  it('keeps nothing once the map is cleared, and nothing that does not parse', () => {
    const first = pageLoad();
    first.thoughtMap.actions.restore(QUEST, STEPS, { questId: 'q1' });
    first.thoughtMap.actions.clear();
    expect(first.storage.get('map.ada')).toBe(null);
    first.storage.set('map.ada', '{"questId": 3');
    expect(pageLoad(first.storage).thoughtMap.signals.map.value.nodes).toEqual([]);
  });
});
