// One engine's answer to one question as the HTTP answer of a call (Eddie, a brain, the prompt playground): streamed
// piece by piece, or whole when the caller asked for no stream; the learner going away (the connection closed) stops
// it as Stop does; a model server that is down is a 502 with a message, not an empty stream.
import type { Context } from 'hono';
import { HttpError } from '../http/errors.ts';
import { serverMessage } from '../http/messages.ts';
import { serverLogger } from '../http/request-log.ts';
import type { ApiEnv } from '../http/route.ts';
import { AiUnavailableError, type AiProvider, type AiQuestion } from './provider.ts';
import { STREAM_HEADERS, streamedResponse } from './stream.ts';

/** Where failures go when no request log was set up (the API router alone, as tests use it). */
const unattendedLog = serverLogger();

export interface AnswerCall {
  engine: AiProvider;
  question: AiQuestion;
  /** Called with the whole answer once it has all been sent (Eddie keeps it in the history). */
  finished?: (answer: string) => Promise<void>;
  /** False: the answer is sent whole, once composed. */
  stream?: boolean;
}

export async function answerResponse(
  c: Context<ApiEnv>,
  { engine, question, finished = async () => {}, stream = true }: AnswerCall,
): Promise<Response> {
  const log = c.get('log') ?? unattendedLog;
  const abort = new AbortController();
  c.req.raw.signal.addEventListener('abort', () => abort.abort(c.req.raw.signal.reason), { once: true });
  const pieces = engine.answer(question, abort.signal);
  try {
    if (!stream) {
      let answer = '';
      for await (const piece of pieces) answer += piece;
      await finished(answer);
      return new Response(answer, { headers: STREAM_HEADERS });
    }
    return await streamedResponse({
      pieces,
      abort,
      finished,
      brokeOff: serverMessage(question.lang, 'server.eddie.brokeOff'),
      log,
    });
  } catch (error) {
    if (!(error instanceof AiUnavailableError)) throw error;
    log.warn({ error: error.message }, 'model server unavailable');
    throw new HttpError(502, 'server.eddie.modelUnavailable');
  }
}
