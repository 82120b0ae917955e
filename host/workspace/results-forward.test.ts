import { describe, expect, it, vi } from 'vitest';
import { searchWord } from '../../src/kit/search.ts';
import { addressNamesThought, bringResultsForward, RESULT_WIDGETS } from './results-forward.ts';

describe('bringResultsForward (a phone shows the results of a search)', () => {
  it('brings each new search forward, but not the thought a switched view opened with', () => {
    searchWord('water');
    const view = { bringForward: vi.fn() };
    const stop = bringResultsForward(view, false);
    expect(view.bringForward).not.toHaveBeenCalled();
    searchWord('ice');
    expect(view.bringForward).toHaveBeenCalledWith(RESULT_WIDGETS);
    stop();
  });

  it('brings the thought forward at once when a link asked for it', () => {
    searchWord('volcano');
    const view = { bringForward: vi.fn() };
    bringResultsForward(view, true)();
    expect(view.bringForward).toHaveBeenCalledOnce();
  });

  it('knows a link to a thought by its address', () => {
    expect(addressNamesThought({ pathname: '/', search: '?q=volcano' })).toBe(true);
    expect(addressNamesThought({ pathname: '/graph/g1', search: '' })).toBe(true);
    expect(addressNamesThought({ pathname: '/thought/t1', search: '' })).toBe(true);
    expect(addressNamesThought({ pathname: '/Simplified-view', search: '' })).toBe(false);
  });
});
