import { describe, expect, it } from 'vitest';
import { checkpoints } from './checkpoints.ts';

const map = {
  nodes: [
    { id: 'a', label: 'Atom' },
    { id: 'b', label: 'Bond' },
    { id: 'c', label: 'Carbon' },
  ],
  edges: [],
};

describe('checkpoints', () => {
  it('places the learner at the current thought, with the one before and the one to reach next', () => {
    expect(checkpoints(map, { id: 'b', label: 'Bond' })).toMatchObject({
      index: 1,
      previous: { id: 'a' },
      next: { id: 'c' },
    });
    expect(checkpoints(map, { id: 'c', label: 'Carbon' })).toMatchObject({ index: 2, next: null });
  });

  it('before any checkpoint, the first is the one to reach', () => {
    expect(checkpoints(map, null)).toMatchObject({ index: -1, previous: null, next: { id: 'a' } });
    expect(checkpoints(map, { id: 'zz', label: 'Elsewhere' })).toMatchObject({ index: -1, next: { id: 'a' } });
  });

  it('knows a checkpoint by its label when the thought came by another id (a word searched again after a reload)', () => {
    expect(checkpoints(map, { id: 'water-42', label: 'bond' })).toMatchObject({ index: 1, next: { id: 'c' } });
    expect(checkpoints(map, { id: 'a', label: 'Carbon' })).toMatchObject({ index: 0 });
  });
});
