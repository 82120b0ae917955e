import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { comboSchema, graphNodeSchema } from '../contract/graph.ts';
import { createGraph } from '../graph/graph.ts';
import { createThoughtMap, type RecordingMode } from './thought-map.ts';

const node = (id: string) => graphNodeSchema.parse({ id, label: id.toUpperCase(), tjType: 'wikiLinks' });

function rig(mode: RecordingMode = 'auto') {
  const graph = createGraph();
  const replaying = signal(false);
  const events: [string, unknown][] = [];
  const map = createThoughtMap({ graph, replaying, recordEvent: (verb, value) => events.push([verb, value]) });
  map.actions.setMode(mode);
  const explore = (id: string) => {
    graph.actions.run({ type: 'addNode', node: node(id) });
    graph.actions.run({ type: 'visit', id });
  };
  const labels = () => map.signals.map.value.nodes.map((entry) => entry.label);
  const links = () => map.signals.map.value.edges.map((edge) => `${edge.source}->${edge.target}`);
  return { graph, replaying, events, map, explore, labels, links };
}

describe('the thought map', () => {
  it('adds each visited thought, joined to the one visited before it', () => {
    const { explore, labels, links, map } = rig();
    explore('a');
    explore('b');
    explore('c');
    expect(labels()).toEqual(['A', 'B', 'C']);
    expect(links()).toEqual(['a->b', 'b->c']);
    expect(map.signals.records.value.map((record) => record.mutation.type)).toEqual([
      'addNode',
      'visit',
      'addNode',
      'visit',
      'addNode',
      'visit',
    ]);
  });

  it('keeps the relation group a thought was reached through', () => {
    const { graph, map } = rig();
    graph.actions.run({ type: 'addCombo', combo: comboSchema.parse({ id: 'parts', label: 'Parts' }) });
    graph.actions.run({ type: 'addNode', node: { ...node('b'), comboId: 'parts' } });
    graph.actions.run({ type: 'visit', id: 'b' });
    expect(map.signals.map.value.nodes).toEqual([{ id: 'b', label: 'B', group: 'Parts' }]);
  });

  it('stops recording while going back or forward through thoughts, and records again at the last one', () => {
    const { graph, explore, labels, links, map } = rig();
    explore('a');
    explore('b');
    explore('c');
    const recorded = map.signals.records.value.length;

    graph.actions.run({ type: 'previousThought' });
    expect(map.signals.recording.value).toBe(false);
    graph.actions.run({ type: 'previousThought' });
    graph.actions.run({ type: 'addNode', node: node('x') });
    expect(map.signals.records.value).toHaveLength(recorded);

    graph.actions.run({ type: 'nextThought' });
    graph.actions.run({ type: 'nextThought' });
    expect(map.signals.recording.value).toBe(true);
    explore('d');
    expect(labels()).toEqual(['A', 'B', 'C', 'D']);
    expect(links()).toEqual(['a->b', 'b->c', 'c->d']);
  });

  it('in manual mode records nothing until the current thought is saved (alt+t)', () => {
    const { explore, labels, links, map } = rig('manual');
    explore('a');
    explore('b');
    expect(labels()).toEqual([]);
    expect(map.signals.records.value).toEqual([]);
    expect(map.actions.saveCurrentThought()).toBe(true);
    explore('c');
    map.actions.saveCurrentThought();
    expect(labels()).toEqual(['B', 'C']);
    expect(links()).toEqual(['b->c']);
  });

  it('records nothing while a replay runs', () => {
    const { explore, replaying, labels, map } = rig();
    explore('a');
    replaying.value = true;
    explore('b');
    expect(labels()).toEqual(['A']);
    expect(map.signals.records.value).toHaveLength(2);
  });

  it('clears the map and its records, recording THOUGHTMAP_CLEAR, and starts anew', () => {
    const { explore, events, labels, links, map } = rig();
    explore('a');
    explore('b');
    map.actions.clear();
    expect(labels()).toEqual([]);
    expect(map.signals.records.value).toEqual([]);
    expect(events).toEqual([['THOUGHTMAP_CLEAR', { nodes: 2 }]]);
    explore('c');
    expect(links()).toEqual([]);
  });

  it('without a thought, saving the current thought adds nothing', () => {
    const { map, labels } = rig('manual');
    expect(map.actions.saveCurrentThought()).toBe(false);
    expect(labels()).toEqual([]);
  });
});
