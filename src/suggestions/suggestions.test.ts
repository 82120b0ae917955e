import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSuggestions, SUGGESTION_DEBOUNCE_MS, type SuggestionSource } from './suggestions.ts';

interface Call {
  text: string;
  signal: AbortSignal;
  resolve(items: string[]): void;
  reject(error: unknown): void;
}

/** A source whose answers the test releases one by one, in any order. */
function controlledSource(): { source: SuggestionSource; calls: Call[] } {
  const calls: Call[] = [];
  const source: SuggestionSource = (text, signal) =>
    new Promise((resolve, reject) => calls.push({ text, signal, resolve, reject }));
  return { source, calls };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('createSuggestions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once typing has paused for 200 ms, for the last text only', async () => {
    const { source, calls } = controlledSource();
    const suggestions = createSuggestions(source);
    suggestions.update('p');
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS - 1);
    suggestions.update('ph');
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS - 1);
    suggestions.update('pho ');
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.text)).toEqual(['pho']);
    expect(suggestions.state.value).toEqual({ status: 'loading', text: 'pho', items: [] });

    calls[0]?.resolve(['photo', 'photosynthesis', 'photo']);
    await flush();
    expect(suggestions.state.value).toEqual({ status: 'ready', text: 'pho', items: ['photo', 'photosynthesis'] });
  });

  it('cancels an older request when the learner types on, and never shows its late answer', async () => {
    const { source, calls } = controlledSource();
    const suggestions = createSuggestions(source);
    suggestions.update('par');
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
    suggestions.update('alb');
    expect(calls[0]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);

    calls[1]?.resolve(['Albert Einstein']);
    calls[0]?.resolve(['Paris']);
    await flush();
    expect(suggestions.state.value).toEqual({ status: 'ready', text: 'alb', items: ['Albert Einstein'] });
  });

  it('keeps the shown words while the next ones load, and caps them at the limit', async () => {
    const { source, calls } = controlledSource();
    const suggestions = createSuggestions(source, { limit: 2 });
    suggestions.update('do');
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
    calls[0]?.resolve(['dog', 'door', 'dome']);
    await flush();
    suggestions.update('dog');
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
    expect(suggestions.state.value).toEqual({ status: 'loading', text: 'dog', items: ['dog', 'door'] });
  });

  it('reports a failure, but not one of a request it cancelled', async () => {
    const { source, calls } = controlledSource();
    const suggestions = createSuggestions(source);
    suggestions.update('x');
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
    suggestions.clear();
    calls[0]?.reject(new DOMException('aborted', 'AbortError'));
    await flush();
    expect(suggestions.state.value).toEqual({ status: 'idle' });

    suggestions.update('y');
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
    const failure = new Error('server down');
    calls[1]?.reject(failure);
    await flush();
    expect(suggestions.state.value).toEqual({ status: 'error', text: 'y', error: failure });
  });

  it('asks for nothing when the box is emptied, and forgets what was pending', async () => {
    const { source, calls } = controlledSource();
    const suggestions = createSuggestions(source);
    suggestions.update('cat');
    suggestions.update('   ');
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(0);
    expect(suggestions.state.value).toEqual({ status: 'idle' });
  });
});
