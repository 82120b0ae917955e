import { describe, expect, it } from 'vitest';
import type { Assessment, Leaderboard, Skills } from '../../src/contract/assessments.ts';
import { awardPoints } from '../auth/index.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { testEngine } from '../testing/knowledge-engine.ts';
import type { Learner } from '../testing/library-kit.ts';
import { libraryKitFor } from '../testing/library-kit.ts';
import type { KeyedQuestionnaire } from './generate.ts';
import { createAssessments } from './index.ts';

const { index } = await testEngine();

describe.each(storesUnderTest())('rubies, the leaderboard and skills on $kind', (store) => {
  const kit = libraryKitFor(store, ['ada', 'bob', 'cy', 'dee', 'eve'], ({ db }) => [createAssessments({ db, index })]);

  /** Takes a test on the subtopic, answering `right` of its questions right (read from the stored key). */
  async function take(learner: Learner, subtopic: string, seed: number, right: number) {
    const created = await learner.call<{ id: string }>('POST', '/assessments', { subtopic, seed });
    expect(created.status).toBe(200);
    const [row] = await kit.db.query<{ questionnaire: KeyedQuestionnaire }>(
      'select questionnaire from assessments where id = $1',
      [created.body.id],
    );
    const questions = row?.questionnaire.questions ?? [];
    const answers = Object.fromEntries(
      questions.map((q, i) => [q.id, i < right ? q.answer : (q.options.find((o) => o.id !== q.answer)?.id ?? '')]),
    );
    const marked = await learner.call<{ updatedAssessment: Assessment }>('PUT', `/assessments/${created.body.id}`, {
      result: { answers },
      status: 'completed',
    });
    expect(marked.status).toBe(200);
    const result = marked.body.updatedAssessment.result;
    if (!result) throw new Error('no result');
    return result;
  }

  it('gives a ruby for the first pass on a topic (80 % right), none below it and none for passing it again', async () => {
    const failed = await take(kit.ada, 'volcano', 1, 7);
    expect(failed).toMatchObject({ score: 7, total: 10, rubies: 0 });
    const passed = await take(kit.ada, 'volcano', 2, 8);
    expect(passed).toMatchObject({ score: 8, total: 10, rubies: 1 });
    // Another spelling of the same sense is the same topic.
    expect(await take(kit.ada, 'Volcano', 3, 10)).toMatchObject({ score: 10, rubies: 0 });
    expect(await take(kit.ada, 'dog', 4, 9)).toMatchObject({ score: 9, rubies: 1 });
    const rubies = await kit.db.query<{ term: string }>('select term from rubies where owner = $1 order by term', [
      kit.ada.id,
    ]);
    expect(rubies.map((ruby) => ruby.term)).toEqual(['dog', 'volcano']);
  });

  it('ranks the top 3 by points, then rubies, sharing a rank when equal, and tells the asker their place', async () => {
    // ada: the tests above (7 + 8 + 10 + 9 points, 2 rubies).
    await awardPoints(kit.db, kit.bob.id, 40, 'NOTED');
    await awardPoints(kit.db, kit.cy.id, 34, 'NOTED');
    await awardPoints(kit.db, kit.dee.id, 5, 'NOTED');
    const board = await kit.eve.call<Leaderboard>('GET', '/leaderboard');
    expect(board.status).toBe(200);
    expect(board.body).toEqual({
      leaders: [
        { rank: 1, username: 'bob', points: 40, rubies: 0 },
        { rank: 2, username: 'ada', points: 34, rubies: 2 },
        { rank: 3, username: 'cy', points: 34, rubies: 0 },
      ],
      // eve has no point and no ruby: she is not on the board.
      you: null,
    });
    expect((await kit.dee.call<Leaderboard>('GET', '/leaderboard')).body.you).toEqual({
      rank: 4,
      username: 'dee',
      points: 5,
      rubies: 0,
    });
    await kit.db.query(
      `insert into rubies (owner, synset_id, term, assessment_id)
         select $1, synset_id, term, assessment_id from rubies where owner = $2`,
      [kit.cy.id, kit.ada.id],
    );
    const tied = await kit.ada.call<Leaderboard>('GET', '/leaderboard');
    expect(tied.body.leaders.slice(1)).toEqual([
      { rank: 2, username: 'ada', points: 34, rubies: 2 },
      { rank: 2, username: 'cy', points: 34, rubies: 2 },
    ]);
    expect(tied.body.you).toEqual({ rank: 2, username: 'ada', points: 34, rubies: 2 });
    expect((await kit.anonymous('GET', '/leaderboard')).status).toBe(401);
  });

  it('draws the top 5 skills from passed assessments (3 each) and the topics note titles name (1 each)', async () => {
    const note = (title: string) =>
      kit.db.query('insert into notes (actor, value) values ($1, $2)', [
        kit.ada.id,
        JSON.stringify({ noteTitle: title }),
      ]);
    await note('The volcano of Iceland');
    await note('Why dogs bark');
    await note('dog breeds');
    await note('Lava');
    await note('Magma chambers');
    await note('');
    const { body } = await kit.ada.call<Skills>('GET', '/skills/top');
    expect(body.skills).toHaveLength(5);
    expect(body.skills.slice(0, 2)).toEqual([
      // A failed test (7 of 10) counts nothing; the two passes (one spelt "Volcano") count 3 each.
      { synsetId: 'n09493680', term: 'volcano', passed: 2, notes: 1, strength: 7 },
      { synsetId: expect.stringMatching(/^n\d{8}$/), term: 'dog', passed: 1, notes: 2, strength: 5 },
    ]);
    // The rest are topics of one note each, in the order of their names.
    const rest = body.skills.slice(2);
    expect(rest.every((skill) => skill.passed === 0 && skill.notes === 1 && skill.strength === 1)).toBe(true);
    const names = rest.map((skill) => skill.term);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    // Nobody else's notes or tests count.
    expect((await kit.eve.call<Skills>('GET', '/skills/top')).body).toEqual({ skills: [] });
    expect((await kit.anonymous('GET', '/skills/top')).status).toBe(401);
  });
});
