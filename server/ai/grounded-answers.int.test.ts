// Issue 27 point 2: offline answers quote the sentence that answers the question, for at least 90% of the retrieval
// test set (server/testing/grounded-questions.ts) over the demo brain and the demo notes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/database.ts';
import { GROUNDED_QUESTIONS, scoreGroundedAnswers, type GroundedScore } from '../testing/grounded-questions.ts';
import { testEngine } from '../testing/knowledge-engine.ts';
import { pgliteStore } from '../testing/stores.ts';

describe('grounded offline answers', () => {
  let close: () => Promise<void>;
  let score: GroundedScore;
  beforeAll(async () => {
    const opened = await openTestDatabase(pgliteStore);
    close = opened.close;
    score = await scoreGroundedAnswers(opened.db, await testEngine(), await opened.owner('ada'));
  }, 60_000);
  afterAll(() => close());

  it('has at least 30 questions', () => {
    expect(GROUNDED_QUESTIONS.length).toBeGreaterThanOrEqual(30);
  });

  it('quotes the answering sentence first for 90% of them or more', () => {
    expect(score.right / score.total, score.misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});
