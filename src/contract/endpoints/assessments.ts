// Assessment calls: generating a test, creating and updating an assessment (spec 2 §7.9). Generating adds the token
// only if present; an assessment is the signed-in learner's own.
import { z } from 'zod';
import {
  assessmentSchema,
  createAssessmentBodySchema,
  generateTestBodySchema,
  questionnaireSchema,
  updateAssessmentBodySchema,
} from '../assessments.ts';
import { json, type Endpoint } from '../endpoint.ts';
import { gates } from '../gates.ts';

export const assessmentsEndpoints = {
  'assessments.generateTest': {
    summary: 'Generate an assessment test',
    method: 'POST',
    path: '/reference-assessment/generate-test',
    auth: 'default',
    gates: [gates.takeAssessment],
    body: json(generateTestBodySchema),
    answer: json(questionnaireSchema),
  },
  'assessments.create': {
    summary: 'Create an assessment',
    method: 'POST',
    path: '/assessments',
    auth: 'bearer',
    gates: [gates.takeAssessment],
    body: json(createAssessmentBodySchema),
    answer: json(z.object({ id: z.string() })),
  },
  'assessments.update': {
    summary: 'Update an assessment',
    method: 'PUT',
    path: '/assessments/{assessmentId}',
    auth: 'bearer',
    gates: [gates.takeAssessment],
    body: json(updateAssessmentBodySchema),
    answer: json(z.object({ updatedAssessment: assessmentSchema })),
  },
} as const satisfies Record<`assessments.${string}`, Endpoint>;
