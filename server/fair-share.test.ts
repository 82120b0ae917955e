import { describe, expect, it } from 'vitest';
import { createFairShare, shareKeyOf } from './fair-share.ts';

describe('fair shares', () => {
  it('refuses a learner past their share and no one else', () => {
    const share = createFairShare({ perLearner: 2 });
    const first = share.take('ada');
    expect(first).toBeTypeOf('function');
    expect(share.take('ada')).toBeTypeOf('function');
    expect(share.take('ada')).toBeUndefined();
    expect(share.take('ben')).toBeTypeOf('function');
    first?.();
    expect(share.held('ada')).toBe(1);
    expect(share.take('ada')).toBeTypeOf('function');
  });

  it('gives a place back once however often it is released', () => {
    const share = createFairShare({ perLearner: 2 });
    const release = share.take('ada');
    share.take('ada');
    release?.();
    release?.();
    expect(share.held('ada')).toBe(1);
  });

  it('keys a learner by account and a visitor by address', () => {
    expect(shareKeyOf({ id: '7' }, '10.0.0.1')).toBe('learner:7');
    expect(shareKeyOf(undefined, '10.0.0.1')).toBe('address:10.0.0.1');
  });
});
