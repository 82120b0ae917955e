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

/** From how familiar the options are to a learner, how often people say them (server/assessments/generate.ts). */
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
  /**
   * The question as a language model wrote it, in the questionnaire's language, when one is configured and its
   * wording passed the server's checks (server/assessments/rephrase.ts). Without it, the question is asked from its
   * kind and subject.
   */
  text: z.string().optional(),
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
  /** Rubies the result earned: 1 for the first pass on its topic, else 0 (RUBY_PASS_PERCENT, docs/points.md). */
  rubies: z.number().int(),
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

/** An assessment passes with at least this share of right answers; the first pass on a topic earns a ruby. */
export const RUBY_PASS_PERCENT = 80;

/** Whether a result passes (RUBY_PASS_PERCENT of its answers right). */
export const passes = (score: number, total: number): boolean => total > 0 && score * 100 >= total * RUBY_PASS_PERCENT;

/** Learners the leaderboard shows (spec 2 §9 "Leaderboard top 3"). */
export const LEADERBOARD_SIZE = 3;

export const standingSchema = z.object({
  /** 1 for the most points; learners with as many points and rubies share a rank. */
  rank: z.number().int().min(1),
  username: z.string(),
  points: z.number().int(),
  rubies: z.number().int().min(0),
});
export type Standing = z.infer<typeof standingSchema>;

export const leaderboardSchema = z.object({
  /** The learners with the most points (then rubies), at most LEADERBOARD_SIZE. */
  leaders: z.array(standingSchema).max(LEADERBOARD_SIZE),
  /** The signed-in learner's own standing; null until they have earned a point or a ruby. */
  you: standingSchema.nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** Skills the skill graph shows (spec 2 §9 "skill graph top 5"). */
export const TOP_SKILLS = 5;

/** A topic the learner has shown they know: from their passed assessments and their notes. */
export const skillSchema = z.object({
  /** The topic's sense in the knowledge graph, and its word. */
  synsetId: z.string(),
  term: z.string(),
  /** Assessments passed on the topic. */
  passed: z.number().int().min(0),
  /** Notes whose title names the topic. */
  notes: z.number().int().min(0),
  /** The skill's strength: SKILL_WEIGHTS over passed assessments and notes. */
  strength: z.number().int().min(1),
});
export type Skill = z.infer<typeof skillSchema>;

/** A passed assessment shows more than a note does. */
export const SKILL_WEIGHTS = { passed: 3, note: 1 } as const;

export const skillsSchema = z.object({ skills: z.array(skillSchema).max(TOP_SKILLS) });
export type Skills = z.infer<typeof skillsSchema>;
