// Assessment calls (spec 2 §7.9): a questionnaire generated offline for a subtopic; an assessment created from it
// (the questionnaire is generated again from subtopic and seed, and kept with its key); the learner's answers marked
// by the server, the result kept, and its points given once (server/events/points-ledger.ts). An assessment is its
// learner's own: anyone else is told it does not exist. A pass earns a ruby the first time on its topic
// (./rubies.ts); the leaderboard and the learner's top skills are answered here too (./standing.ts). When a language
// model is configured, it rephrases the questions of a generated test, checked before use (./rephrase.ts).
import { randomInt } from 'node:crypto';
import type { AssessmentResult, Mark } from '../../src/contract/assessments.ts';
import { AiUnavailableError } from '../ai/provider.ts';
import type { ApiArea } from '../api.ts';
import type { AiSettings } from '../config.ts';
import type { Database } from '../db/database.ts';
import { earnAssessmentPoints } from '../events/points-ledger.ts';
import { HttpError } from '../http/errors.ts';
import { serverLogger } from '../http/request-log.ts';
import type { KnowledgeIndex } from '../knowledge/knowledge-index.ts';
import { generateQuestionnaire, type KeyedQuestionnaire } from './generate.ts';
import { modelRephraser } from './rephrase.ts';
import { earnRuby } from './rubies.ts';
import { leaderboard, topSkills } from './standing.ts';

export interface AssessmentsDeps {
  db: Database;
  index: KnowledgeIndex;
  /** The configured language model; with it, generated tests are reworded by it. */
  ai?: AiSettings | undefined;
}

/** Where failures go when no request log was set up (the API router alone, as tests use it). */
const unattendedLog = serverLogger();

const NOT_FOUND = 'server.assessment.notFound';

export function createAssessments({ db, index, ai }: AssessmentsDeps): ApiArea {
  const rephrase = ai ? modelRephraser(ai) : undefined;
  function questionnaire(subtopic: string, seed: number, count?: number): KeyedQuestionnaire {
    const generated = generateQuestionnaire(index, subtopic, count === undefined ? { seed } : { seed, count });
    if (!generated || generated.questions.length === 0) {
      throw new HttpError(422, 'server.assessment.unknownSubtopic', { subtopic });
    }
    return generated;
  }

  return (api) => {
    api.implement('assessments.generateTest', async ({ body }, c) => {
      let generated = questionnaire(body.subtopic, body.seed ?? randomInt(0x7fffffff), body.count);
      if (rephrase) {
        try {
          generated = (await rephrase(generated, c.req.raw.signal)).questionnaire;
        } catch (error) {
          // The model's failure is logged and the offline test served; a learner who went away is answered nothing.
          if (!(error instanceof AiUnavailableError)) throw error;
          (c.get('log') ?? unattendedLog).warn({ error: error.message }, 'test served as generated offline');
        }
      }
      const { questions, ...rest } = generated;
      // The key stays on the server.
      return { ...rest, questions: questions.map(({ answer: _answer, source: _source, ...question }) => question) };
    });

    api.implement('assessments.create', async ({ account, body }) => {
      const generated = questionnaire(body.subtopic, body.seed);
      const [row] = await db.query<{ id: string }>(
        'insert into assessments (owner, subtopic, seed, questionnaire) values ($1, $2, $3, $4) returning id',
        [account.id, body.subtopic, body.seed, JSON.stringify(generated)],
      );
      if (!row) throw new Error('assessments insert returned no row');
      return { id: row.id };
    });

    api.implement('assessments.update', async ({ account, body, params }) =>
      db.transaction(async (tx) => {
        const [row] = await tx.query<{
          id: string;
          subtopic: string;
          status: string;
          questionnaire: KeyedQuestionnaire;
        }>(
          'select id, subtopic, status, questionnaire from assessments where id::text = $1 and owner = $2 for update',
          [params.assessmentId, account.id],
        );
        if (!row) throw new HttpError(404, NOT_FOUND);
        if (row.status === 'completed') throw new HttpError(409, 'server.assessment.alreadyCompleted');
        const marks = mark(row.questionnaire, body.result.answers);
        const score = marks.filter((m) => m.correct).length;
        const points = await earnAssessmentPoints(tx, account, score);
        const { synsetId, term } = row.questionnaire;
        const rubies = await earnRuby(tx, account, {
          assessmentId: row.id,
          synsetId,
          term,
          score,
          total: marks.length,
        });
        const result: AssessmentResult = { score, total: marks.length, points, rubies, marks };
        await tx.query(`update assessments set status = 'completed', result = $2, updated_at = now() where id = $1`, [
          row.id,
          JSON.stringify(result),
        ]);
        return { updatedAssessment: { id: row.id, subtopic: row.subtopic, status: 'completed', result } };
      }),
    );

    api.implement('leaderboard.top', async ({ account }) => leaderboard(db, account));

    api.implement('skills.top', async ({ account }) => ({ skills: await topSkills(db, index, account) }));
  };
}

/** Each question's mark; an answer to a question the assessment does not have is a malformed result. */
function mark(questionnaire: KeyedQuestionnaire, answers: Record<string, string>): Mark[] {
  const ids = new Set(questionnaire.questions.map((question) => question.id));
  const stray = Object.keys(answers).find((id) => !ids.has(id));
  if (stray !== undefined) throw new HttpError(400, 'server.assessment.unknownQuestion', { question: stray });
  return questionnaire.questions.map((question) => {
    const chosen = answers[question.id] ?? null;
    return {
      questionId: question.id,
      chosen,
      answer: question.answer,
      correct: chosen === question.answer,
      source: question.source,
    };
  });
}
