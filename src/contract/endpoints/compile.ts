// Running a learner's code (spec 2 §7.9). It adds the token only if present ('default').
import { z } from 'zod';
import { json, type Endpoint } from '../endpoint.ts';

export const compileEndpoints = {
  'compile.run': {
    method: 'POST',
    path: '/code-compile',
    auth: 'default',
    // The caller trims the code before sending (spec 1 §5).
    body: json(z.object({ lang: z.string().min(1), code: z.string().min(1) })),
    answer: json(z.looseObject({ output: z.unknown() })),
  },
} as const satisfies Record<`compile.${string}`, Endpoint>;
