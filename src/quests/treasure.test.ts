import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { graphNodeSchema } from '../contract/graph.ts';
import { createGraph } from '../graph/graph.ts';
import { createThoughtMap } from './thought-map.ts';
import { createTreasure } from './treasure.ts';

function rig() {
  const graph = createGraph();
  const replaying = signal(false);
  const thoughtMap = createThoughtMap({ graph, replaying });
  thoughtMap.actions.restore(
    {
      nodes: [
        { id: 'a', label: 'Atom' },
        { id: 'b', label: 'Bond' },
        { id: 'c', label: 'Carbon' },
      ],
      edges: [],
    },
    [],
    { questId: 'q1' },
  );
  thoughtMap.actions.setMode('manual');
  const events: [string, unknown][] = [];
  const treasure = createTreasure({
    graph,
    thoughtMap,
    replaying,
    recordEvent: (verb, value) => events.push([verb, value]),
  });
  const go = (id: string) => {
    graph.actions.run({ type: 'addNode', node: graphNodeSchema.parse({ id, label: id, tjType: 'wikiLinks' }) });
    graph.actions.run({ type: 'visit', id });
  };
  return { treasure, events, go, replaying };
}

describe('the treasure marker', () => {
  it('is the last checkpoint unless another is marked; reaching it records HIT_VICTORY_MARKER once', () => {
    const { treasure, events, go } = rig();
    expect(treasure.signals.target.value?.id).toBe('c');
    go('a');
    expect(treasure.signals.found.value).toBe(false);
    go('c');
    expect(treasure.signals.found.value).toBe(true);
    go('a');
    go('c');
    expect(events).toEqual([['HIT_VICTORY_MARKER', { id: 'c', label: 'Carbon' }]]);
  });

  it('a marked thought is the treasure; marking again starts the hunt anew', () => {
    const { treasure, events, go } = rig();
    treasure.actions.mark('b');
    go('c');
    expect(events).toEqual([]);
    go('b');
    expect(treasure.signals.found.value).toBe(true);
    treasure.actions.mark('b');
    expect(treasure.signals.found.value).toBe(false);
  });

  it('is not found by a replay reaching it, nor when the replay ends there; the learner reaching it finds it', () => {
    const { treasure, events, go, replaying } = rig();
    replaying.value = true;
    go('b');
    go('c');
    replaying.value = false;
    expect(treasure.signals.found.value).toBe(false);
    expect(events).toEqual([]);
    go('b');
    go('c');
    expect(treasure.signals.found.value).toBe(true);
    expect(events).toEqual([['HIT_VICTORY_MARKER', { id: 'c', label: 'Carbon' }]]);
  });

  it('is none on the learner’s own map, whose last thought is wherever they are, until one is marked', () => {
    const graph = createGraph();
    const thoughtMap = createThoughtMap({ graph, replaying: signal(false) });
    const events: unknown[] = [];
    const treasure = createTreasure({
      graph,
      thoughtMap,
      replaying: signal(false),
      recordEvent: (verb) => events.push(verb),
    });
    graph.actions.run({
      type: 'addNode',
      node: graphNodeSchema.parse({ id: 'dog', label: 'dog', tjType: 'wikiLinks' }),
    });
    graph.actions.run({ type: 'visit', id: 'dog' });
    expect(thoughtMap.signals.map.value.nodes.map((node) => node.id)).toEqual(['dog']);
    expect(treasure.signals.target.value).toBe(null);
    expect(treasure.signals.found.value).toBe(false);
    expect(events).toEqual([]);
    treasure.actions.mark('dog');
    expect(treasure.signals.target.value?.id).toBe('dog');
  });
});
