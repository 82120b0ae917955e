import { serverNotResponding } from './errors.ts';

/**
 * Text chunks of a streamed answer as they arrive. The decoder runs in streaming mode so a character split
 * across two network chunks is not garbled. Stopping early (break) cancels the body so the server can stop.
 */
export async function* textChunks(
  body: ReadableStream<Uint8Array>,
  status: number,
  signal: AbortSignal | undefined,
): AsyncGenerator<string, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let finished = false;
  try {
    for (;;) {
      let part: ReadableStreamReadResult<Uint8Array>;
      try {
        part = await reader.read();
      } catch (error) {
        // An abort surfaces as itself; anything else means the server stopped answering mid-stream.
        if (signal?.aborted) throw error;
        throw serverNotResponding(status, error);
      }
      if (part.done) break;
      const chunk = decoder.decode(part.value, { stream: true });
      if (chunk !== '') yield chunk;
    }
    finished = true;
    const rest = decoder.decode();
    if (rest !== '') yield rest;
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
