import { describe, expect, it } from 'vitest';
import { questSchema } from '../contract/quests.ts';
import { graphNodeSchema, storedGraphSchema } from '../contract/graph.ts';
import type { MutationRecord } from '../graph/commands.ts';
import { openQuest, questBody, questGraph, questOfGraph, questTitle } from './quest-data.ts';

const map = {
  nodes: [
    { id: 'a', label: 'Atom' },
    { id: 'b', label: 'Bond' },
  ],
  edges: [{ id: 'a->b', source: 'a', target: 'b' }],
};
const records: MutationRecord[] = [
  { mutation: { type: 'addNode', node: graphNodeSchema.parse({ id: 'a', label: 'Atom' }) }, timeDeltaMillis: 0 },
  { mutation: { type: 'visit', id: 'a' }, timeDeltaMillis: 1200 },
];
const saved = (body: object) => questSchema.parse({ id: 'q1', ...JSON.parse(JSON.stringify(body)) });

describe('quests as saved thought maps', () => {
  it('saves the map and its records, and opens them again as they were', () => {
    const quest = saved(questBody('  Chemistry  ', map, records));
    expect(questTitle(quest)).toBe('Chemistry');
    expect(openQuest(quest)).toEqual({ ok: true, map, records });
  });

  it('takes the first of a title list', () => {
    expect(questTitle(saved({ general_information: { title: ['One', 'Two'] }, thought_map: map }))).toBe('One');
  });

  it('refuses an empty map and an edge to a thought not on the map', () => {
    expect(openQuest(saved({ general_information: {}, thought_map: { nodes: [], edges: [] } }))).toEqual({
      ok: false,
      problem: 'empty',
    });
    const stray = { nodes: map.nodes, edges: [{ source: 'a', target: 'zz' }] };
    expect(openQuest(saved({ general_information: {}, thought_map: stray }))).toEqual({
      ok: false,
      problem: 'unknownNode',
    });
  });

  it('leaves out saved records that are not commands', () => {
    const thoughtMap = {
      ...map,
      mutations: [records[1], { mutation: 'x', timeDeltaMillis: 1 }, { timeDeltaMillis: 2 }],
    };
    const opened = openQuest(saved({ general_information: {}, thought_map: thoughtMap }));
    expect(opened.ok && opened.records).toEqual([records[1]]);
  });

  it('groups a quest’s graph by the relation group each thought was reached through, and reads the groups back', () => {
    const grouped = {
      nodes: [
        { id: 'a', label: 'Atom' },
        { id: 'b', label: 'Bond', group: 'Parts' },
        { id: 'c', label: 'Charge', group: 'Parts' },
      ],
      edges: [
        { id: 'a->b', source: 'a', target: 'b' },
        { id: 'b->c', source: 'b', target: 'c' },
      ],
    };
    const quest = saved(questBody('Chemistry', grouped, records));
    expect(openQuest(quest)).toEqual({ ok: true, map: grouped, records });
    const { g6_data } = questGraph(quest);
    expect(g6_data.gdata.combos.map(({ id, label }) => ({ id, label }))).toEqual([
      { id: 'group:Parts', label: 'Parts' },
    ]);
    expect(g6_data.gdata.nodes.map((node) => node.comboId)).toEqual([undefined, 'group:Parts', 'group:Parts']);

    const stored = storedGraphSchema.parse({
      ...questGraph(quest),
      id: 'g1',
      _id: 'g1',
      graph_dimension: 'quest_library',
      access: 'private',
      sharedAccess: [],
      actor: 'ada',
      timestamp: '2026-11-23T00:00:00Z',
    });
    expect(openQuest(questOfGraph(stored))).toEqual({ ok: true, map: grouped, records });
  });
});
