import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, showToast, toasts } from './toasts.ts';

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('shows for 3 s, then hides, and is cleared after 5 s', () => {
    vi.useFakeTimers();
    const id = showToast('Saved', 'success');
    expect(toasts.value.find((toast) => toast.id === id)?.visible).toBe(true);
    vi.advanceTimersByTime(3000);
    expect(toasts.value.find((toast) => toast.id === id)?.visible).toBe(false);
    vi.advanceTimersByTime(2000);
    expect(toasts.value.some((toast) => toast.id === id)).toBe(false);
  });

  it('stays 10 s when it offers an action, so a keyboard user can reach it, then clears 2 s later', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const id = showToast('Detail closed', 'info', { label: 'Undo', run });
    vi.advanceTimersByTime(9999);
    expect(toasts.value.find((toast) => toast.id === id)?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(toasts.value.find((toast) => toast.id === id)?.visible).toBe(false);
    vi.advanceTimersByTime(2000);
    expect(toasts.value.some((toast) => toast.id === id)).toBe(false);
    expect(run).not.toHaveBeenCalled();
  });

  it('can be closed early', () => {
    const id = showToast('Hello');
    dismissToast(id);
    expect(toasts.value.some((toast) => toast.id === id)).toBe(false);
  });
});
