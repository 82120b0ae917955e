// Saved states, compile, game feedback and assessments (spec 2 §7.9).
import { z } from 'zod';
import { gameSessionFeedbackSchema } from '../assessment.ts';
import { mutationRecordSchema } from '../quest.ts';
import { json, notShown, notShownBody, type Endpoint } from '../endpoint.ts';

export const learningEndpoints = {
  'states.create': {
    method: 'POST',
    path: '/states',
    auth: 'bearer',
    body: json(z.object({ actor: z.string(), state: z.unknown(), mutationSeries: z.array(mutationRecordSchema) })),
    // The product then goes to route Thought with the saved state's id; the answer's shape is not shown.
    answer: notShown,
  },
  'states.get': {
    method: 'GET',
    path: '/states/{id}',
    // /thought/{id} is a public route, so loading a state adds the token only if present.
    auth: 'default',
    answer: notShown,
  },
  'compile.run': {
    method: 'POST',
    path: '/code-compile',
    auth: 'default',
    // The caller trims the code before sending (spec 1 §5).
    body: json(z.object({ lang: z.string().min(1), code: z.string().min(1) })),
    answer: json(z.looseObject({ output: z.unknown() })),
  },
  'gameStory.feedback': {
    method: 'POST',
    path: '/game-story/feedback',
    auth: 'default',
    body: json(gameSessionFeedbackSchema),
    answer: notShown,
  },
  'assessments.generateTest': {
    method: 'POST',
    path: '/reference-assessment/generate-test',
    auth: 'default',
    // "a subtopic/assessment payload": its fields are not shown. The answer is a questionnaire, also not shown.
    body: notShownBody,
    answer: notShown,
  },
  'assessments.create': {
    method: 'POST',
    path: '/assessments',
    auth: 'bearer',
    body: notShownBody,
    answer: json(z.looseObject({ id: z.string() })),
  },
  'assessments.update': {
    method: 'PUT',
    path: '/assessments/{assessmentId}',
    auth: 'bearer',
    body: json(z.object({ result: z.unknown(), status: z.string() })),
    answer: json(z.looseObject({ updatedAssessment: z.unknown() })),
  },
} as const satisfies Record<string, Endpoint>;
