// Assessment calls: generating a test, creating and updating an assessment (spec 2 §7.9).
import { z } from 'zod';
import { json, notShown, notShownBody, type Endpoint } from '../endpoint.ts';

export const assessmentsEndpoints = {
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
} as const satisfies Record<`assessments.${string}`, Endpoint>;
