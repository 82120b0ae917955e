import { describe, expect, it } from 'vitest';
import { questSchema } from '../contract/quests.ts';
import { graphNodeSchema } from '../contract/graph.ts';
import type { MutationRecord } from '../graph/commands.ts';
import { openQuest, questBody, questTitle } from './quest-data.ts';

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
});
