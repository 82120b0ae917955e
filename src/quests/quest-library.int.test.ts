import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/client.ts';
import { graphNodeSchema, storedGraphSchema, type StoredGraph } from '../contract/graph.ts';
import { questSchema, type Quest } from '../contract/quests.ts';
import type { User } from '../contract/user.ts';
import { createGraph } from '../graph/graph.ts';
import { until } from '../testing/until.ts';
import { questBody } from './quest-data.ts';
import { createQuestLibrary, FIRST_NODE_SELECTION_MS } from './quest-library.ts';
import { createReplay } from './replay.ts';
import { createThoughtMap } from './thought-map.ts';

const map = {
  nodes: [
    { id: 'a', label: 'Atom' },
    { id: 'b', label: 'Bond' },
  ],
  edges: [{ id: 'a->b', source: 'a', target: 'b' }],
};
const steps = [
  {
    mutation: { type: 'addNode' as const, node: graphNodeSchema.parse({ id: 'a', label: 'Atom' }) },
    timeDeltaMillis: 0,
  },
];
const quest = (id: string, thoughtMap: object = questBody('Chemistry', map, steps).thought_map): Quest =>
  questSchema.parse(JSON.parse(JSON.stringify({ id, general_information: { title: id }, thought_map: thoughtMap })));

function rig(quests: Quest[]) {
  const calls: string[] = [];
  // The quest library's saved graphs, as the server keeps them.
  const graphs: StoredGraph[] = [];
  const api = {
    call: async (name: string, options?: { params?: { id?: string }; body?: object }) => {
      calls.push(`${name} ${options?.params?.id ?? ''}`.trim());
      if (name === 'graphs.list') return { items: graphs };
      if (name === 'graphs.create') {
        const stored = storedGraphSchema.parse({
          ...options?.body,
          id: `g${graphs.length + 1}`,
          _id: `g${graphs.length + 1}`,
          sharedAccess: [],
          timestamp: '2026-11-23T00:00:00Z',
        });
        graphs.push(stored);
        return stored;
      }
      if (name === 'quests.list') return quests;
      if (name === 'quests.get') {
        const found = quests.find((each) => each.id === options?.params?.id);
        if (!found) throw new Error('Quest not found');
        return found;
      }
      return {};
    },
  } as unknown as Pick<ApiClient, 'call'>;
  const user = signal<User>({ username: 'ada' } as User);
  const graph = createGraph();
  const replay = createReplay({ graph, schedule: () => () => undefined });
  const thoughtMap = createThoughtMap({ graph, replaying: replay.signals.replaying });
  const events: [string, unknown][] = [];
  // The library's timers, run by the test.
  const timers: { ms: number; run: () => void; cancelled: boolean }[] = [];
  const library = createQuestLibrary({
    api,
    user,
    thoughtMap,
    replay,
    recordEvent: (verb, value) => events.push([verb, value]),
    graph,
    schedule: (ms, run) => {
      const timer = { ms, run, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  });
  return { calls, graphs, graph, replay, thoughtMap, events, library, timers };
}

describe('the quest library', () => {
  it('lists the learner’s quests while something needs them', async () => {
    const { library } = rig([quest('q1'), quest('q2')]);
    const release = library.list.need();
    await until(() => library.list.state.value.status === 'ready', 'the list');
    const state = library.list.state.value;
    expect(state.status === 'ready' && state.data.map((each) => each.id)).toEqual(['q1', 'q2']);
    release();
  });

  it('opens a quest as the thought map; following it replays its steps on the graph', () => {
    const { library, thoughtMap, replay, graph } = rig([]);
    expect(library.actions.open(quest('q1'))).toEqual({ ok: true, replaying: false });
    expect(thoughtMap.signals.map.value).toEqual(map);
    expect(thoughtMap.signals.questId.value).toBe('q1');
    expect(library.actions.open(quest('q1'), { follow: true })).toEqual({ ok: true, replaying: true });
    expect(replay.signals.replaying.value).toBe(true);
    expect(graph.signals.nodes.value.map((node) => node.data.id)).toEqual(['a']);
  });

  it('selects the quest’s first thought on the graph a second after opening, when the graph has it', () => {
    const { library, graph, timers } = rig([]);
    library.actions.open(quest('q1'));
    library.actions.open(quest('q1'), { follow: true });
    expect(timers.map(({ ms, cancelled }) => [ms, cancelled])).toEqual([
      [FIRST_NODE_SELECTION_MS, true],
      [FIRST_NODE_SELECTION_MS, false],
    ]);
    expect(graph.signals.selection.value).toEqual([]);
    timers[1]?.run();
    expect(graph.signals.selection.value).toEqual(['a']);

    // Opened without its steps, the first thought is not drawn: nothing is selected.
    const other = rig([]);
    other.library.actions.open(quest('q1'));
    other.timers[0]?.run();
    expect(other.graph.signals.selection.value).toEqual([]);
  });

  it('refuses a quest with no thoughts or with an edge to an unknown thought, and changes nothing', () => {
    const { library, thoughtMap } = rig([]);
    expect(library.actions.open(quest('q1', { nodes: [], edges: [] }))).toEqual({ ok: false, problem: 'empty' });
    const stray = { nodes: map.nodes, edges: [{ source: 'a', target: 'zz' }] };
    expect(library.actions.open(quest('q2', stray))).toEqual({ ok: false, problem: 'unknownNode' });
    expect(thoughtMap.signals.map.value.nodes).toEqual([]);
    expect(thoughtMap.signals.questId.value).toBe(null);
  });

  it('opens by id, and a quest that is gone rejects with the reason', async () => {
    const { library, thoughtMap } = rig([quest('q1')]);
    await expect(library.actions.openById('q1')).resolves.toEqual({ ok: true, replaying: false });
    expect(thoughtMap.signals.questId.value).toBe('q1');
    await expect(library.actions.openById('gone')).rejects.toThrow('Quest not found');
  });

  it('shares a quest through one private graph of the quest library, which opens as a quest of no one’s', async () => {
    const { library, calls, graphs, events, thoughtMap } = rig([]);
    const shared = await library.actions.share(quest('q1'));
    expect(await library.actions.share(quest('q1'))).toEqual(shared);
    expect(calls.filter((call) => call === 'graphs.create')).toHaveLength(1);
    expect(shared).toMatchObject({
      graph_dimension: 'quest_library',
      access: 'private',
      g6_data: { graph_name: 'q1', graph_type: 'quest' },
      metadata: { anchor: 'a', questId: 'q1' },
    });
    expect(shared.g6_data.gdata.nodes.map((node) => node.label)).toEqual(['Atom', 'Bond']);
    expect(events).toEqual([['SET_SAVED_GRAPH', { id: 'g1', graph_name: 'q1', questId: 'q1' }]]);

    expect(library.actions.openShared(graphs[0] as StoredGraph)).toEqual({ ok: true, replaying: false });
    expect(thoughtMap.signals.map.value).toEqual(map);
    expect(thoughtMap.signals.records.value).toEqual(steps);
    expect(thoughtMap.signals.questId.value).toBe(null);
  });

  it('deletes a quest, recording DELETED_QUEST; the thought map no longer belongs to it', async () => {
    const { library, calls, events, thoughtMap } = rig([quest('q1'), quest('q2')]);
    const release = library.list.need();
    await until(() => library.list.state.value.status === 'ready', 'the list');
    library.actions.open(quest('q1'));
    await library.actions.remove(quest('q1'));
    expect(calls).toContain('quests.delete q1');
    expect(events).toEqual([['DELETED_QUEST', { id: 'q1' }]]);
    const state = library.list.state.value;
    expect(state.status === 'ready' && state.data.map((each) => each.id)).toEqual(['q2']);
    expect(thoughtMap.signals.questId.value).toBe(null);
    release();
  });
});
