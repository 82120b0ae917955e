// An answer as a streamed text response: each piece is written as it comes, the first one awaited before the
// response starts (so a model server that is down is a clear error status, not an empty stream), and the learner
// going away cancels the answer and the upstream request with it.
import type { Logger } from 'pino';
import { loggableError } from '../http/loggable-error.ts';

export interface StreamedAnswer {
  /** The pieces of the answer (AiProvider.answer over `abort`'s signal). */
  pieces: AsyncIterable<string>;
  /** Aborted when the learner cancels the response or goes away; aborts the answer's pieces. */
  abort: AbortController;
  /** Called with the whole answer once it has all been sent. */
  finished(answer: string): Promise<void>;
  /** Written at the end when the answer breaks off after it began (already in the learner's language). */
  brokeOff: string;
  log: Logger;
}

export const STREAM_HEADERS = {
  'content-type': 'text/plain; charset=utf-8',
  'cache-control': 'no-cache',
  // Proxies such as nginx would otherwise hold the pieces back until the answer ends.
  'x-accel-buffering': 'no',
} as const;

/** The first piece, awaited: throws what the provider throws before it answers anything. */
export async function streamedResponse({ pieces, abort, finished, brokeOff, log }: StreamedAnswer): Promise<Response> {
  const iterator = pieces[Symbol.asyncIterator]();
  const first = await iterator.next();
  const encoder = new TextEncoder();
  let answer = first.done ? '' : first.value;
  const endedAtOnce = first.done === true;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (answer !== '') controller.enqueue(encoder.encode(answer));
    },
    async pull(controller) {
      let next: IteratorResult<string> | undefined;
      try {
        next = endedAtOnce ? undefined : await iterator.next();
      } catch (error) {
        if (abort.signal.aborted) return;
        log.error({ error: loggableError(error as Error) }, 'answer broke off');
        controller.enqueue(encoder.encode(`\n\n_${brokeOff}_`));
        controller.close();
        return;
      }
      if (next === undefined || next.done === true) {
        // Kept before the answer ends, so the history has it once the learner has read it; a failure to keep it is
        // the server's to log, not the learner's to see in the answer.
        await finished(answer).catch((error: unknown) => {
          log.error({ error: loggableError(error as Error) }, 'answer not kept in the history');
        });
        controller.close();
        return;
      }
      answer += next.value;
      controller.enqueue(encoder.encode(next.value));
    },
    cancel(reason) {
      abort.abort(reason);
      void iterator.return?.();
    },
  });
  return new Response(body, { headers: STREAM_HEADERS });
}
