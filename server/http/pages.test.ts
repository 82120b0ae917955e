import { describe, expect, it } from 'vitest';
import { containsPattern, page, pageOffset } from './pages.ts';

describe('library pages', () => {
  it('counts pages from 0, 20 a page', () => {
    expect(pageOffset(0)).toBe(0);
    expect(pageOffset(3)).toBe(60);
    expect(page(['a'], 3, 61)).toEqual({ items: ['a'], pageNo: 3, pageSize: 20, total: 61 });
  });

  it('takes a search word literally', () => {
    expect(containsPattern(' cell ')).toBe('%cell%');
    expect(containsPattern('100%_\\')).toBe('%100\\%\\_\\\\%');
    expect(containsPattern('  ')).toBeNull();
    expect(containsPattern(undefined)).toBeNull();
  });
});
