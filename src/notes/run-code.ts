// The Run button of a note's code block (spec 1 §2): POST /code-compile with the trimmed code (spec 1 §5). A server
// without the call says so (404, "no such call"), and the button says running code is not available here.
import type { ApiClient } from '../api/client.ts';
import { ApiError } from '../api/errors.ts';

export type CodeRun =
  | { readonly status: 'ran'; readonly output: string }
  /** A non-200 answer: spec 2 §8's "there is some compilation error please check your code". */
  | { readonly status: 'compileError'; readonly message: string }
  /** The server has no compile call. */
  | { readonly status: 'unavailable' }
  /** No answer (network, server down): what happened, to show with a retry. */
  | { readonly status: 'failed'; readonly message: string };

const outputText = (output: unknown) =>
  typeof output === 'string' ? output : output === undefined || output === null ? '' : JSON.stringify(output, null, 2);

export async function runCode(
  api: Pick<ApiClient, 'call'>,
  { lang, code }: { lang: string; code: string },
  signal?: AbortSignal,
): Promise<CodeRun> {
  try {
    const answer = await api.call('compile.run', { body: { lang, code: code.trim() }, ...(signal ? { signal } : {}) });
    return { status: 'ran', output: outputText(answer.output) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 404 || error.status === 501) return { status: 'unavailable' };
    if (error.code === 'rejected') return { status: 'compileError', message: error.message };
    return { status: 'failed', message: error.message };
  }
}
