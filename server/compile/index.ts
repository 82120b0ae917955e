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
import { socketAddress } from '../auth/client-address.ts';
import { createFairShare, shareKeyOf } from '../fair-share.ts';
import { HttpError } from '../http/errors.ts';
import type { MessageKey } from '../http/message-key.ts';
import { createSandbox, type RunOutcome, type Sandbox, type SandboxOptions } from './sandbox.ts';
import type { Limit } from './worker-side.ts';

/** A run's outcome, or `learnerBusy`: the learner already has their share of programs running or waiting. */
export type CodeRunOutcome = RunOutcome | { kind: 'learnerBusy' };

export interface CodeRunner {
  /**
   * Runs a program for a learner (their fair-share key: shareKeyOf). `cancel` aborted (the learner's request closed:
   * a reload, a closed tab), the program leaves the line or is stopped, and the learner has their place back at once.
   */
  run(language: CodeLanguage, code: string, learner: string, cancel?: AbortSignal): Promise<CodeRunOutcome>;
  /** Resolves once the language has a worker waiting ready for a program, starting one if none is starting. */
  ready(language: CodeLanguage): Promise<void>;
  close(): Promise<void>;
  /** How long a program may run before it is stopped: CODE_RUN_TIME_LIMIT_MS unless a test chose another. */
  readonly timeLimitMs: number;
}

export interface CodeRunnerOptions {
  /**
   * For tests about what programs do rather than how long they take: a loaded machine may need more than the
   * limit to run an ordinary program. Refused in production.
   */
  timeLimitMs?: number;
}

type LanguageSandbox = Pick<SandboxOptions, 'worker' | 'startTimeoutMs' | 'workerPerRun' | 'snapshot'>;

const WORKERS: Record<CodeLanguage, LanguageSandbox> = {
  // A fresh QuickJS runtime and context per program is enough: a program reaches nothing outside them.
  javascript: {
    worker: new URL('./javascript-worker.ts', import.meta.url),
    startTimeoutMs: 15_000,
    workerPerRun: false,
    snapshot: false,
  },
  // An interpreter keeps what a program changed, so each program gets one of its own. Pyodide takes a second or two
  // to start on a quiet machine (much longer on a busy one), a few tenths of a second from its snapshot.
  python: {
    worker: new URL('./python-worker.ts', import.meta.url),
    startTimeoutMs: 60_000,
    workerPerRun: true,
    snapshot: true,
  },
};

/** How many programs one learner (a visitor: one address) may have running or waiting at once. */
export const RUNS_PER_LEARNER = 2;

/**
 * How many programs of one language may wait for their turn before more are told to try again: a last guard, above
 * what a class of 30 learners with their share each sends.
 */
const MAX_WAITING = 64;

/** The error python-sandbox.py's input() raises: a program here has no keyboard to read from. */
const NO_KEYBOARD = 'EOFError: the program runs without a keyboard';

/**
 * One sandbox per language, started when its first program comes; each learner has a fair share of it, so one
 * learner's flood is refused for them alone while everyone else's programs wait their turn.
 */
export function createCodeRunner({ timeLimitMs = CODE_RUN_TIME_LIMIT_MS }: CodeRunnerOptions = {}): CodeRunner {
  if (timeLimitMs !== CODE_RUN_TIME_LIMIT_MS && process.env['NODE_ENV'] === 'production') {
    throw new Error('Another time limit for programs is for tests only.');
  }
  const sandboxes = new Map<CodeLanguage, Sandbox>();
  const shares = createFairShare({ perLearner: RUNS_PER_LEARNER });

  function sandboxOf(language: CodeLanguage): Sandbox {
    let sandbox = sandboxes.get(language);
    if (!sandbox) {
      sandbox = createSandbox({
        ...WORKERS[language],
        timeLimitMs,
        memoryBytes: CODE_RUN_MEMORY_LIMIT_MB * 1024 * 1024,
        outputBytes: CODE_RUN_OUTPUT_LIMIT_KB * 1024,
        maxWaiting: MAX_WAITING,
      });
      sandboxes.set(language, sandbox);
    }
    return sandbox;
  }

  return {
    async run(language, code, learner, cancel) {
      const release = shares.take(learner);
      if (!release) return { kind: 'learnerBusy' };
      cancel?.addEventListener('abort', release, { once: true });
      try {
        return await sandboxOf(language).run(code, cancel);
      } finally {
        cancel?.removeEventListener('abort', release);
        release();
      }
    },
    ready: (language) => sandboxOf(language).ready(),
    timeLimitMs,
    async close() {
      await Promise.all([...sandboxes.values()].map((sandbox) => sandbox.close()));
    },
  };
}

function limitMessage(limit: Limit, runner: CodeRunner): [MessageKey, Record<string, number>] {
  switch (limit) {
    case 'time':
      return ['server.compile.timeLimit', { seconds: runner.timeLimitMs / 1000 }];
    case 'memory':
      return ['server.compile.memoryLimit', { megabytes: CODE_RUN_MEMORY_LIMIT_MB }];
    case 'output':
      return ['server.compile.outputLimit', { kilobytes: CODE_RUN_OUTPUT_LIMIT_KB }];
  }
}

export function createCompile({ runner }: { runner: CodeRunner }): ApiArea {
  return (api) => {
    api.implement('compile.run', async ({ body, account }, c) => {
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
      const outcome = await runner.run(language, code, shareKeyOf(account, socketAddress(c)), c.req.raw.signal);
      switch (outcome.kind) {
        case 'ok':
          return { output: outcome.output };
        case 'failed':
          if (outcome.error.trimEnd().endsWith(NO_KEYBOARD)) {
            throw new HttpError(422, 'server.compile.noInput', { output: outcome.output.trimEnd() });
          }
          throw new HttpError(422, 'server.compile.programFailed', {
            details: `${outcome.output}${outcome.error}`,
          });
        case 'limit': {
          const [key, vars] = limitMessage(outcome.limit, runner);
          throw new HttpError(422, key, vars);
        }
        case 'ended':
          throw new HttpError(422, 'server.compile.programEnded');
        case 'cancelled':
          // Nobody reads it: the request was closed.
          throw new HttpError(409, 'server.compile.cancelled');
        case 'learnerBusy':
          throw new HttpError(429, 'server.compile.learnerBusy', { count: RUNS_PER_LEARNER }, { 'Retry-After': '1' });
        case 'busy':
          throw new HttpError(429, 'server.compile.busy', undefined, { 'Retry-After': '1' });
      }
    });
  };
}
