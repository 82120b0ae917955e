// The Run button of a note's code block (spec 1 §2): POST /code-compile with the trimmed code (spec 1 §5). A server
// without the call says so (404, "no such call"), and the button says running code is not available here.
import type { ApiClient } from '../api/client.ts';
import { ApiError } from '../api/errors.ts';

export type CodeRun =
  | { readonly status: 'ran'; readonly output: string }
  /**
   * The code could not run as written (400, 413) or the program failed (422: its error, or a limit it passed):
   * spec 2 §8's "there is some compilation error please check your code", with the server's message.
   */
  | { readonly status: 'compileError'; readonly message: string }
  /** The server would not run it now (429: the learner's or the server's runs are full; 401, 403): its message alone. */
  | { readonly status: 'refused'; readonly message: string }
  /** The server has no compile call. */
  | { readonly status: 'unavailable' }
  /** No answer (network, server down): what happened, to show with a retry. */
  | { readonly status: 'failed'; readonly message: string };

/** The answers about the code itself; any other refusal is not a compilation error. */
const CODE_PROBLEMS = new Set([400, 413, 422]);

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
    if (error.code === 'rejected') {
      return CODE_PROBLEMS.has(error.status)
        ? { status: 'compileError', message: error.message }
        : { status: 'refused', message: error.message };
    }
    return { status: 'failed', message: error.message };
  }
}
