// POST /code-compile (spec 2 §7.9): runs a learner's JavaScript or Python in a sandbox and answers 200 with its
// `output`. Anything else is a 4xx with a message the Code Editor shows: bad input, a program that failed (its error
// as the learner would read it), or one stopped at a limit, which the message names.
import {
  CODE_RUN_MEMORY_LIMIT_MB,
  CODE_RUN_OUTPUT_LIMIT_KB,
  CODE_RUN_TIME_LIMIT_MS,
  MAX_CODE_LENGTH,
} from '../../src/contract/limits.ts';
import { CODE_LANGUAGES, codeLanguageOf, type CodeLanguage } from '../../src/contract/endpoints/compile.ts';
import type { ApiArea } from '../api.ts';
import { HttpError } from '../http/errors.ts';
import type { MessageKey } from '../http/message-key.ts';
import { createSandbox, type RunOutcome, type Sandbox } from './sandbox.ts';
import type { Limit } from './worker-side.ts';

export interface CodeRunner {
  run(language: CodeLanguage, code: string): Promise<RunOutcome>;
  close(): Promise<void>;
}

const WORKERS: Record<CodeLanguage, { worker: URL; startTimeoutMs: number }> = {
  javascript: { worker: new URL('./javascript-worker.ts', import.meta.url), startTimeoutMs: 15_000 },
  // Pyodide takes a second or two to start on a quiet machine; much longer on a busy one.
  python: { worker: new URL('./python-worker.ts', import.meta.url), startTimeoutMs: 60_000 },
};

/** How many programs of one language may wait for their turn before more are told to try again. */
const MAX_WAITING = 16;

/** One warm sandbox per language, started when its first program comes. */
export function createCodeRunner(): CodeRunner {
  const sandboxes = new Map<CodeLanguage, Sandbox>();
  return {
    run(language, code) {
      let sandbox = sandboxes.get(language);
      if (!sandbox) {
        sandbox = createSandbox({
          ...WORKERS[language],
          timeLimitMs: CODE_RUN_TIME_LIMIT_MS,
          memoryBytes: CODE_RUN_MEMORY_LIMIT_MB * 1024 * 1024,
          outputBytes: CODE_RUN_OUTPUT_LIMIT_KB * 1024,
          maxWaiting: MAX_WAITING,
        });
        sandboxes.set(language, sandbox);
      }
      return sandbox.run(code);
    },
    async close() {
      await Promise.all([...sandboxes.values()].map((sandbox) => sandbox.close()));
    },
  };
}

const LIMIT_MESSAGES: Record<Limit, [MessageKey, Record<string, number>]> = {
  time: ['server.compile.timeLimit', { seconds: CODE_RUN_TIME_LIMIT_MS / 1000 }],
  memory: ['server.compile.memoryLimit', { megabytes: CODE_RUN_MEMORY_LIMIT_MB }],
  output: ['server.compile.outputLimit', { kilobytes: CODE_RUN_OUTPUT_LIMIT_KB }],
};

export function createCompile({ runner }: { runner: CodeRunner }): ApiArea {
  return (api) => {
    api.implement('compile.run', async ({ body }) => {
      const language = codeLanguageOf(body.lang);
      if (!language) {
        throw new HttpError(400, 'server.compile.unknownLanguage', {
          lang: body.lang.slice(0, 40),
          languages: CODE_LANGUAGES.join(', '),
        });
      }
      const code = body.code.trim();
      if (code === '') throw new HttpError(400, 'server.compile.codeEmpty');
      if (code.length > MAX_CODE_LENGTH) {
        throw new HttpError(413, 'server.compile.codeTooLong', { max: MAX_CODE_LENGTH });
      }
      const outcome = await runner.run(language, code);
      switch (outcome.kind) {
        case 'ok':
          return { output: outcome.output };
        case 'failed':
          throw new HttpError(422, 'server.compile.programFailed', {
            details: `${outcome.output}${outcome.error}`,
          });
        case 'limit': {
          const [key, vars] = LIMIT_MESSAGES[outcome.limit];
          throw new HttpError(422, key, vars);
        }
        case 'ended':
          throw new HttpError(422, 'server.compile.programEnded');
        case 'busy':
          throw new HttpError(429, 'server.compile.busy', undefined, { 'Retry-After': '1' });
      }
    });
  };
}
