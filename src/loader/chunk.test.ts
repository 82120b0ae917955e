import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, chunkFailureOf, loadChunk } from './chunk.ts';

describe('chunkFailureOf', () => {
  it('knows each browser’s words for a module that did not arrive, and Vite’s for its stylesheet', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost:8787/kit/DashboardPage-x.js',
      'error loading dynamically imported module: http://localhost:8787/kit/DashboardPage-x.js',
      'Importing a module script failed.',
    ]) {
      expect(chunkFailureOf(new TypeError(message)), message).toMatchObject({ failure: 'ChunkLoadError' });
    }
    expect(chunkFailureOf(new Error('Unable to preload CSS for /kit/assets/DashboardPage-x.css'))).toMatchObject({
      name: 'ChunkLoadError',
      failure: 'CSS_CHUNK_LOAD_FAILED',
    });
  });

  it('leaves every other failure as it was', () => {
    for (const error of [
      new Error('Failed to fetch dynamically imported module'),
      new TypeError('Cannot read properties of undefined'),
      { status: 404 },
    ]) {
      expect(chunkFailureOf(error)).toBe(error);
    }
  });
});

describe('loadChunk', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the chunk once it arrives', async () => {
    await expect(loadChunk(() => Promise.resolve({ Component: 'page' }))).resolves.toEqual({ Component: 'page' });
  });

  it('fails with a ChunkLoadError when the chunk has not arrived within 120 s', async () => {
    vi.useFakeTimers();
    const loading = loadChunk(() => new Promise(() => undefined));
    const failed = expect(loading).rejects.toThrow(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('turns a chunk that did not arrive into a ChunkLoadError, and keeps any other failure', async () => {
    const lost = new TypeError('Failed to fetch dynamically imported module: /kit/x.js');
    await expect(loadChunk(() => Promise.reject(lost))).rejects.toMatchObject({
      failure: 'ChunkLoadError',
      cause: lost,
    });
    const other = new Error('the loader refused');
    await expect(loadChunk(() => Promise.reject(other))).rejects.toBe(other);
  });
});
