// Spec 2 §8 and §9.1: code that arrives in chunks (a page's, a widget's, and the stylesheet that comes with one) and
// fails to arrive, or has not arrived within CHUNK_LOAD_TIMEOUT_MS, is a ChunkLoadError. The page says so and offers a
// reload (the connection may have dropped, or a newer version of the site replaced the file), never "not found".

/** Spec 2 §9.1: how long a chunk may take to arrive. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Spec 2 §8's names: the code did not arrive, or the stylesheet a chunk needs did not. */
export type ChunkFailure = 'ChunkLoadError' | 'CSS_CHUNK_LOAD_FAILED';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(
    readonly failure: ChunkFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

// Each browser's words for a module that could not be fetched: Chromium "Failed to fetch dynamically imported
// module", Firefox "error loading dynamically imported module", Safari "Importing a module script failed".
const MODULE_NOT_FETCHED = /dynamically imported module|module script failed/i;
// Vite's preload helper, when a stylesheet the chunk needs did not load.
const CSS_NOT_FETCHED = /^Unable to preload CSS/;

/** The error as a ChunkLoadError when it says a chunk did not arrive; any other error as it was. */
export function chunkFailureOf(error: unknown): unknown {
  if (error instanceof ChunkLoadError) return error;
  if (error instanceof TypeError && MODULE_NOT_FETCHED.test(error.message)) {
    return new ChunkLoadError('ChunkLoadError', error.message, { cause: error });
  }
  if (error instanceof Error && CSS_NOT_FETCHED.test(error.message)) {
    return new ChunkLoadError('CSS_CHUNK_LOAD_FAILED', error.message, { cause: error });
  }
  return error;
}

/** Loads a chunk; one that fails to arrive, or has not within the time limit, rejects with a ChunkLoadError. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadError('ChunkLoadError', `the code did not arrive within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
  });
  return Promise.race([load(), late])
    .catch((error: unknown) => {
      throw chunkFailureOf(error);
    })
    .finally(() => clearTimeout(timer));
}
