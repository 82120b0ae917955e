// Skills calls: the diary insight of a note (spec 2 §7.3, §7.5). It sends the bearer token.
import { z } from 'zod';
import { json, notShown, type Endpoint } from '../endpoint.ts';

export const skillsEndpoints = {
  'skills.diaryInsights': {
    method: 'POST',
    path: '/skills/diary/insights',
    auth: 'bearer',
    body: json(z.object({ noteId: z.string().min(1), type: z.string(), prompt: z.string() })),
    answer: notShown,
  },
} as const satisfies Record<`skills.${string}`, Endpoint>;
