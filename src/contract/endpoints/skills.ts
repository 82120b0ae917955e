// Skills calls: the diary insight of a note (spec 2 §7.3, §7.5), and the learner's top skills (spec 1 §1 "a skill
// graph shows the top 5"; spec 2 §7 shows no call for it). They send the bearer token.
import { z } from 'zod';
import { skillsSchema } from '../assessments.ts';
import { MAX_EDDIE_PROMPT_LENGTH } from '../eddie.ts';
import { json, type Endpoint } from '../endpoint.ts';
import { noteSchema } from '../notes.ts';
import { gates } from '../gates.ts';

export const skillsEndpoints = {
  'skills.diaryInsights': {
    summary: "Insights from the learner's diary",
    method: 'POST',
    path: '/skills/diary/insights',
    auth: 'bearer',
    gates: [gates.askEddie, gates.readNote],
    body: json(
      z.object({
        noteId: z.string().min(1),
        type: z.string().max(100),
        prompt: z.string().max(MAX_EDDIE_PROMPT_LENGTH),
      }),
    ),
    // Not shown: the note, its insight written into value.insight, its status completed (100).
    answer: json(noteSchema),
  },
  'skills.top': {
    summary: "The learner's top skills",
    method: 'GET',
    path: '/skills/top',
    auth: 'bearer',
    gates: [gates.readEvent],
    answer: json(skillsSchema),
  },
} as const satisfies Record<`skills.${string}`, Endpoint>;
