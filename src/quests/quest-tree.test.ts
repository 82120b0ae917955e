import { describe, expect, it } from 'vitest';
import { questTree } from './quest-tree.ts';

const node = (id: string) => ({ id, label: id.toUpperCase() });
const edge = (source: string, target: string) => ({ id: `${source}->${target}`, source, target });

describe('the quest as a tree', () => {
  it('hangs each thought under the one it was first reached from, the current one in focus', () => {
    const tree = questTree(
      {
        nodes: ['a', 'b', 'c', 'd'].map(node),
        edges: [edge('a', 'b'), edge('b', 'c'), edge('a', 'd'), edge('c', 'a')],
      },
      'c',
    );
    expect(tree).toEqual({
      name: 'A',
      synsetId: 'a',
      children: [
        { name: 'B', synsetId: 'b', children: [{ name: 'C', synsetId: 'c', focus: true }] },
        { name: 'D', synsetId: 'd' },
      ],
    });
  });

  it('puts a thought reached from none under the root, and has no tree without thoughts', () => {
    expect(questTree({ nodes: ['a', 'b'].map(node), edges: [] }, null)?.children).toEqual([
      { name: 'B', synsetId: 'b' },
    ]);
    expect(questTree({ nodes: [], edges: [] }, null)).toBe(null);
  });
});
