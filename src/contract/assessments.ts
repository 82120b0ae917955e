// Assessments (spec 1 §4 "Assessment: id, status, result"; spec 2 §7.9): a questionnaire generated offline from the
// knowledge engine for a subtopic, then an assessment the learner takes and the server marks. Questions carry no
// answers: the server regenerates the questionnaire from (subtopic, seed) and keeps the key, so only it can mark.
// Issue messages are i18n keys: the widget shows them, the server answers them translated.
import { z } from 'zod';

export const ASSESSMENT_QUESTIONS = 10;
export const ASSESSMENT_QUESTIONS_MAX = 20;
export const SUBTOPIC_MAX_LENGTH = 200;
/** Options per question: the right one and three distractors. */
export const OPTIONS_PER_QUESTION = 4;

/**
 * definition: which word a definition names; kindOf: "X is a kind of …"; partOf: "X is part of …"; synonym: which
 * word means the same as X; oddOneOut: which one is not a kind of X.
 */
export const questionKinds = ['definition', 'kindOf', 'partOf', 'synonym', 'oddOneOut'] as const;
export type QuestionKind = (typeof questionKinds)[number];

/** From how common the answer word is in WordNet's tagged corpus (server/assessments/generate.ts). */
export const difficulties = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof difficulties)[number];

const subtopic = z
  .string({ error: 'assessment.subtopicRequired' })
  .trim()
  .min(1, { error: 'assessment.subtopicRequired' })
  .max(SUBTOPIC_MAX_LENGTH, { error: 'assessment.subtopicTooLong' });
const seed = z.number().int().min(0).max(0x7fffffff);

export const generateTestBodySchema = z.object({
  subtopic,
  count: z.number().int().min(1).max(ASSESSMENT_QUESTIONS_MAX).optional(),
  /** The same subtopic and seed give the same questionnaire; without one, the server picks one. */
  seed: seed.optional(),
});
export type GenerateTestBody = z.infer<typeof generateTestBodySchema>;

export const questionSchema = z.object({
  id: z.string(),
  kind: z.enum(questionKinds),
  /** What the question is about: a word, or for a definition question the definition (its word masked). */
  subject: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
  difficulty: z.enum(difficulties),
});
export type Question = z.infer<typeof questionSchema>;

export const questionnaireSchema = z.object({
  subtopic: z.string(),
  /** The subtopic as WordNet writes it, and its sense. */
  term: z.string(),
  synsetId: z.string(),
  seed,
  questions: z.array(questionSchema),
  /** The language of the words and definitions (WordNet's). */
  language: z.string(),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

export const createAssessmentBodySchema = z.object({ subtopic, seed });
export type CreateAssessmentBody = z.infer<typeof createAssessmentBodySchema>;

export const assessmentStatuses = ['started', 'completed'] as const;
export type AssessmentStatus = (typeof assessmentStatuses)[number];

/** The relation of the knowledge graph a right answer comes from, to explain it. */
export const sourceRelationSchema = z.object({
  relation: z.enum(['gloss', 'hypernym', 'partHolonym', 'synonym', 'notHypernym']),
  from: z.string(),
  to: z.string(),
});
export type SourceRelation = z.infer<typeof sourceRelationSchema>;

export const markSchema = z.object({
  questionId: z.string(),
  /** The option the learner chose; null when they left the question. */
  chosen: z.string().nullable(),
  answer: z.string(),
  correct: z.boolean(),
  source: sourceRelationSchema,
});
export type Mark = z.infer<typeof markSchema>;

export const assessmentResultSchema = z.object({
  score: z.number().int(),
  total: z.number().int(),
  /** Points the result earned (server/events/points-ledger.ts). */
  points: z.number().int(),
  marks: z.array(markSchema),
});
export type AssessmentResult = z.infer<typeof assessmentResultSchema>;

export const updateAssessmentBodySchema = z.object({
  /** Chosen option per question id. */
  result: z.object({ answers: z.record(z.string(), z.string()) }, { error: 'assessment.answersRequired' }),
  status: z.literal('completed', { error: 'assessment.statusCompleted' }),
});
export type UpdateAssessmentBody = z.infer<typeof updateAssessmentBodySchema>;

export const assessmentSchema = z.object({
  id: z.string(),
  subtopic: z.string(),
  status: z.enum(assessmentStatuses),
  result: assessmentResultSchema.nullable(),
});
export type Assessment = z.infer<typeof assessmentSchema>;
