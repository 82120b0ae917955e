import { describe, expect, it } from 'vitest';
import { graphNodeSchema } from '../contract/graph.ts';
import type { MutationRecord } from '../graph/commands.ts';
import { thoughtMapFromRecords } from './records-map.ts';

const visit = (id: string): MutationRecord[] => [
  {
    mutation: { type: 'addNode', node: graphNodeSchema.parse({ id, label: id.toUpperCase(), tjType: 'wikiLinks' }) },
    timeDeltaMillis: 0,
  },
  { mutation: { type: 'visit', id }, timeDeltaMillis: 500 },
];

describe('the thought map of a mutation series', () => {
  it('is the thoughts the series visits, in order, each joined to the one before', () => {
    const map = thoughtMapFromRecords([...visit('a'), ...visit('b')]);
    expect(map.nodes).toEqual([
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B' },
    ]);
    expect(map.edges.map((edge) => `${edge.source}->${edge.target}`)).toEqual(['a->b']);
  });

  it('skips a record the graph core cannot apply', () => {
    const damaged = { mutation: { type: 'addNode' }, timeDeltaMillis: 0 } as unknown as MutationRecord;
    expect(thoughtMapFromRecords([damaged, ...visit('a')]).nodes).toEqual([{ id: 'a', label: 'A' }]);
  });
});
