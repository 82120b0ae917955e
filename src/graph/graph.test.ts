import { describe, expect, it } from 'vitest';
import { comboSchema, graphEdgeSchema, graphNodeSchema, type TjType } from '../contract/graph.ts';
import type { MutationRecord } from './commands.ts';
import { fakeTime } from '../testing/fake-time.ts';
import { createGraph, SHORTEST_PATH_DELAY_MS } from './graph.ts';

const node = (id: string, tjType: TjType = 'wikiLinks') => graphNodeSchema.parse({ id, label: id, tjType });
const edge = (source: string, target: string) => graphEdgeSchema.parse({ id: `${source}-${target}`, source, target });

function recorded(graph: ReturnType<typeof createGraph>): MutationRecord[] {
  const records: MutationRecord[] = [];
  graph.actions.onMutation((record) => records.push(record));
  return records;
}

describe('createGraph', () => {
  it('records each applied command with the time since the previous record', () => {
    const time = fakeTime();
    const graph = createGraph(time.deps);
    const records = recorded(graph);
    graph.actions.run({ type: 'addNode', node: node('a') });
    time.advance(250);
    graph.actions.run({ type: 'addNode', node: node('b') });
    expect(records.map((record) => [record.mutation.type, record.timeDeltaMillis])).toEqual([
      ['addNode', 0],
      ['addNode', 250],
    ]);
  });

  it('records nothing for a command that changes nothing or is refused', () => {
    const graph = createGraph();
    const records = recorded(graph);
    graph.actions.run({ type: 'addNode', node: node('a') });
    expect(graph.actions.run({ type: 'addNode', node: node('a') })).toEqual({ outcome: 'unchanged' });
    expect(graph.actions.run({ type: 'removeNode', id: 'zzz' }).outcome).toBe('refused');
    expect(records).toHaveLength(1);
  });

  it('replays its records through run into an equal graph', () => {
    const source = createGraph({ random: () => 0.5 });
    const records = recorded(source);
    const { run } = source.actions;
    run({ type: 'addNode', node: node('a') });
    run({ type: 'addNode', node: node('b') });
    run({ type: 'mode', mode: 'add_relationships' });
    run({ type: 'connect', nodeId: 'a' });
    run({ type: 'connect', nodeId: 'b' });
    run({ type: 'addCombo', combo: { id: 'g', label: 'G', tjType: 'custom-combo', style: { opacity: 0.3 } } });
    run({ type: 'lock', id: 'b' });
    // A different random source: the replayed combo must keep the recorded colour, not pick a new one.
    const copy = createGraph({ random: () => 0.1 });
    for (const record of records) copy.actions.run(record.mutation);
    expect(copy.signals.nodes.value).toEqual(source.signals.nodes.value);
    expect(copy.signals.edges.value).toEqual(source.signals.edges.value);
    expect(copy.signals.combos.value).toEqual(source.signals.combos.value);
  });

  it('keeps two instances apart (explore and linked)', () => {
    const explore = createGraph({ name: 'graph.explore' });
    const linked = createGraph({ name: 'graph.linked' });
    const linkedRecords = recorded(linked);
    explore.actions.run({ type: 'addNode', node: node('a') });
    explore.actions.run({ type: 'mode', mode: 'remove' });
    expect(linked.signals.nodes.value).toEqual([]);
    expect(linked.signals.mode.value).toBe('looked_at');
    expect(linkedRecords).toEqual([]);
  });

  it('evaluates the shortest path 1 s after two nodes are selected, dimming the others', () => {
    const time = fakeTime();
    const graph = createGraph(time.deps);
    const { run } = graph.actions;
    for (const id of ['a', 'b', 'c', 'x']) run({ type: 'addNode', node: node(id) });
    run({ type: 'addEdge', edge: edge('a', 'b') });
    run({ type: 'addEdge', edge: edge('c', 'b') });
    run({ type: 'addEdge', edge: edge('a', 'x') });
    run({ type: 'mode', mode: 'shortest_path' });
    run({ type: 'select', id: 'a', multiple: true });
    run({ type: 'select', id: 'c', multiple: true });
    // Spec 2 §9.1: 1 s, written out so a changed constant fails here.
    time.advance(999);
    expect(graph.signals.shortestPath.value).toBeNull();
    time.advance(1);
    expect(graph.signals.shortestPath.value?.nodeIds).toEqual(['a', 'b', 'c']);
    const dimmed = (views: readonly { data: { id: string }; states: readonly string[] }[]) =>
      views.filter((view) => view.states.includes('dimmed')).map((view) => view.data.id);
    expect(dimmed(graph.signals.nodes.value)).toEqual(['x']);
    expect(dimmed(graph.signals.edges.value)).toEqual(['a-x']);
  });

  it('does not evaluate the path when the selection changed within the second, nor outside shortest_path', () => {
    const time = fakeTime();
    const graph = createGraph(time.deps);
    const { run } = graph.actions;
    for (const id of ['a', 'b', 'c']) run({ type: 'addNode', node: node(id) });
    run({ type: 'mode', mode: 'shortest_path' });
    run({ type: 'select', id: 'a', multiple: true });
    run({ type: 'select', id: 'b', multiple: true });
    time.advance(500);
    run({ type: 'select', id: 'c', multiple: true });
    time.advance(SHORTEST_PATH_DELAY_MS);
    expect(graph.signals.shortestPath.value).toBeNull();
    run({ type: 'mode', mode: 'default' });
    run({ type: 'select', id: 'a', multiple: true });
    time.advance(SHORTEST_PATH_DELAY_MS);
    expect(graph.signals.shortestPath.value).toBeNull();
  });

  it('a selection change clears a path found', () => {
    const time = fakeTime();
    const graph = createGraph(time.deps);
    const { run } = graph.actions;
    for (const id of ['a', 'b']) run({ type: 'addNode', node: node(id) });
    run({ type: 'addEdge', edge: edge('a', 'b') });
    run({ type: 'mode', mode: 'shortest_path' });
    run({ type: 'select', id: 'a', multiple: true });
    run({ type: 'select', id: 'b', multiple: true });
    time.advance(SHORTEST_PATH_DELAY_MS);
    expect(graph.signals.shortestPath.value?.found).toBe(true);
    run({ type: 'select', id: 'b', multiple: true });
    expect(graph.signals.shortestPath.value).toBeNull();
  });

  it('records ANCHOR_MARK through the injected recorder on each mark', () => {
    const events: [string, unknown][] = [];
    const graph = createGraph({ recordEvent: (verb, value) => events.push([verb, value]) });
    graph.actions.run({ type: 'addNode', node: node('a') });
    graph.actions.run({ type: 'anchor', id: 'a' });
    expect(graph.signals.anchor.value).toBe('a');
    graph.actions.run({ type: 'anchor', id: 'a' });
    expect(graph.signals.anchor.value).toBeNull();
    expect(events).toEqual([
      ['ANCHOR_MARK', { id: 'a', label: 'a', anchored: true }],
      ['ANCHOR_MARK', { id: 'a', label: 'a', anchored: false }],
    ]);
  });

  it('after dispose, changes nothing, records nothing and fires no pending timer', () => {
    const time = fakeTime();
    const graph = createGraph(time.deps);
    const records = recorded(graph);
    const { run } = graph.actions;
    for (const id of ['a', 'b']) run({ type: 'addNode', node: node(id) });
    run({ type: 'mode', mode: 'shortest_path' });
    run({ type: 'select', id: 'a', multiple: true });
    run({ type: 'select', id: 'b', multiple: true });
    const count = records.length;
    graph.dispose();
    time.advance(SHORTEST_PATH_DELAY_MS);
    expect(graph.signals.shortestPath.value).toBeNull();
    expect(run({ type: 'addNode', node: node('c') })).toEqual({ outcome: 'unchanged' });
    expect(records).toHaveLength(count);
  });

  it('moves through the thought history and says when it is at the latest thought', () => {
    const graph = createGraph();
    const { run } = graph.actions;
    for (const id of ['a', 'b']) run({ type: 'addNode', node: node(id) });
    run({ type: 'visit', id: 'a' });
    run({ type: 'visit', id: 'b' });
    expect(graph.signals.atLatestThought.value).toBe(true);
    run({ type: 'previousThought' });
    expect(graph.signals.thought.value).toEqual({ id: 'a', label: 'a' });
    expect(graph.signals.atLatestThought.value).toBe(false);
    expect(graph.signals.canGoBack.value).toBe(false);
    expect(graph.signals.canGoForward.value).toBe(true);
    run({ type: 'nextThought' });
    expect(graph.signals.thought.value?.id).toBe('b');
    expect(graph.signals.atLatestThought.value).toBe(true);
  });

  it('keeps the relation group a thought was reached through: its combo on the graph it was reached from', () => {
    const graph = createGraph();
    const { run } = graph.actions;
    const dog = {
      nodes: [
        node('dog'),
        graphNodeSchema.parse({ id: 'canine', label: 'canine', tjType: 'wikiLinks', comboId: 'is' }),
      ],
      edges: [edge('dog', 'canine')],
      combos: [comboSchema.parse({ id: 'is', label: 'Is a kind of' })],
    };
    run({ type: 'load', graph: dog, centerId: 'dog' });
    expect(graph.signals.thought.value).toEqual({ id: 'dog', label: 'dog' });
    // Clicked, then explored: its own graph replaces dog's, and the thought keeps the group it sat in.
    run({ type: 'load', graph: { nodes: [node('canine')], edges: [], combos: [] }, centerId: 'canine' });
    expect(graph.signals.thought.value).toEqual({ id: 'canine', label: 'canine', group: 'Is a kind of' });
    run({ type: 'load', graph: dog, centerId: 'dog' });
    run({ type: 'visit', id: 'canine' });
    expect(graph.signals.thought.value?.group).toBe('Is a kind of');
  });
});
