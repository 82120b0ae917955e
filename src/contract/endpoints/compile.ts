// Running a learner's code (spec 2 §7.9). It adds the token only if present ('default').
import { z } from 'zod';
import { json, type Endpoint } from '../endpoint.ts';
import { gates } from '../gates.ts';

/** The languages POST /code-compile runs, by the `lang` the caller sends. */
export const CODE_LANGUAGES = ['javascript', 'python'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

/** The names a caller may send for them: a note's code fence says `js` or `py` as often as not. */
const CODE_LANGUAGE_NAMES: Readonly<Record<string, CodeLanguage>> = {
  javascript: 'javascript',
  js: 'javascript',
  python: 'python',
  py: 'python',
  python3: 'python',
};

/** The language a `lang` names (in any case), if POST /code-compile runs it. */
export function codeLanguageOf(lang: string): CodeLanguage | undefined {
  const name = lang.trim().toLowerCase();
  return Object.hasOwn(CODE_LANGUAGE_NAMES, name) ? CODE_LANGUAGE_NAMES[name] : undefined;
}

export const compileEndpoints = {
  'compile.run': {
    summary: 'Run code and answer its output',
    method: 'POST',
    path: '/code-compile',
    auth: 'default',
    gates: [gates.runCode],
    // The caller trims the code before sending (spec 1 §5).
    body: json(z.object({ lang: z.string().min(1), code: z.string().min(1) })),
    answer: json(z.looseObject({ output: z.unknown() })),
  },
} as const satisfies Record<`compile.${string}`, Endpoint>;
