import { describe, expect, it } from 'vitest';
import { shortestPath } from './shortest-path.ts';

const edges = [
  { id: 'ab', source: 'a', target: 'b' },
  { id: 'bc', source: 'b', target: 'c' },
  { id: 'ac', source: 'a', target: 'c' },
  { id: 'dc', source: 'd', target: 'c' },
];

describe('shortestPath', () => {
  it('takes the fewest edges, whatever their direction', () => {
    expect(shortestPath(edges, 'a', 'd')).toEqual({
      from: 'a',
      to: 'd',
      found: true,
      nodeIds: ['a', 'c', 'd'],
      edgeIds: ['ac', 'dc'],
    });
  });

  it('says when no path joins the two nodes', () => {
    expect(shortestPath(edges, 'a', 'z')).toMatchObject({ found: false, nodeIds: [], edgeIds: [] });
  });
});
