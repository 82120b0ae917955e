import { describe, expect, it } from 'vitest';
import type { Assessment, Questionnaire } from '../../src/contract/assessments.ts';
import { pointsOf } from '../auth/index.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { testEngine } from '../testing/knowledge-engine.ts';
import { libraryKitFor } from '../testing/library-kit.ts';
import { createAssessments } from './index.ts';

const { index } = await testEngine();

describe.each(storesUnderTest())('assessment calls on $kind', (store) => {
  const kit = libraryKitFor(store, ['ada', 'bob'], ({ db }) => [createAssessments({ db, index })]);

  const generate = async (subtopic: string, seed = 7) => {
    const answer = await kit.ada.call<Questionnaire>('POST', '/reference-assessment/generate-test', { subtopic, seed });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('generates a questionnaire offline without its key, the same for the same seed, for anyone', async () => {
    const test = await generate('volcano');
    expect(test).toMatchObject({ subtopic: 'volcano', seed: 7, language: 'en' });
    expect(test.questions).toHaveLength(10);
    expect(test.questions[0]).not.toHaveProperty('answer');
    expect(test.questions[0]).not.toHaveProperty('source');
    const anonymous = await kit.ada.call<Questionnaire>(
      'POST',
      '/reference-assessment/generate-test',
      { subtopic: 'volcano', seed: 7 },
      { authorization: '' },
    );
    expect(anonymous.body).toEqual(test);
  });

  it('marks the learner’s answers, keeps the result, and gives a point per right answer once', async () => {
    const test = await generate('dog', 11);
    const created = await kit.ada.call<{ id: string }>('POST', '/assessments', { subtopic: 'dog', seed: 11 });
    expect(created.status).toBe(200);
    const before = await pointsOf(kit.db, kit.ada.id);
    // The first option of each question: some right, some wrong.
    const answers = Object.fromEntries(test.questions.map((q) => [q.id, q.options[0]?.id ?? '']));
    const marked = await kit.ada.call<{ updatedAssessment: Assessment }>('PUT', `/assessments/${created.body.id}`, {
      result: { answers },
      status: 'completed',
    });
    expect(marked.status).toBe(200);
    const { updatedAssessment } = marked.body;
    expect(updatedAssessment).toMatchObject({ id: created.body.id, subtopic: 'dog', status: 'completed' });
    const result = updatedAssessment.result;
    expect(result?.total).toBe(10);
    expect(result?.score).toBe(result?.marks.filter((m) => m.chosen === m.answer).length);
    expect(result?.marks.every((m) => m.source.from !== '' && m.source.to !== '')).toBe(true);
    expect(result?.points).toBe(result?.score);
    expect(await pointsOf(kit.db, kit.ada.id)).toBe(before + (result?.score ?? 0));

    const again = await kit.ada.call('PUT', `/assessments/${created.body.id}`, {
      result: { answers },
      status: 'completed',
    });
    expect(again.status).toBe(409);
    expect(await pointsOf(kit.db, kit.ada.id)).toBe(before + (result?.score ?? 0));
    const [row] = await kit.db.query<{ status: string }>('select status from assessments where id = $1', [
      created.body.id,
    ]);
    expect(row?.status).toBe('completed');
  });

  it('lets only its learner mark an assessment', async () => {
    const created = await kit.ada.call<{ id: string }>('POST', '/assessments', { subtopic: 'car', seed: 3 });
    const body = { result: { answers: {} }, status: 'completed' };
    const bobs = await kit.bob.call('PUT', `/assessments/${created.body.id}`, body);
    expect(bobs.status).toBe(404);
    expect(bobs.body).toMatchObject({ message: expect.stringContaining('could not find this assessment') });
    expect((await kit.anonymous('PUT', `/assessments/${created.body.id}`)).status).toBe(401);
    expect((await kit.ada.call('PUT', '/assessments/not-an-id', body)).status).toBe(404);
  });

  it('refuses an unknown subtopic and a malformed assessment with a message in the learner’s language', async () => {
    const unknown = await kit.ada.call(
      'POST',
      '/reference-assessment/generate-test',
      { subtopic: 'qwzxv' },
      { 'accept-language': 'de' },
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ message: expect.stringContaining('„qwzxv“') });
    expect((await kit.ada.call('POST', '/assessments', { subtopic: 'qwzxv', seed: 1 })).status).toBe(422);
    const empty = await kit.ada.call(
      'POST',
      '/reference-assessment/generate-test',
      { subtopic: '  ' },
      { 'accept-language': 'es' },
    );
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: 'subtopic: Escribe una palabra o un tema para crear una prueba.' });
    expect((await kit.ada.call('POST', '/assessments', { subtopic: 'dog' })).status).toBe(400);

    const created = await kit.ada.call<{ id: string }>('POST', '/assessments', { subtopic: 'tree', seed: 5 });
    const path = `/assessments/${created.body.id}`;
    expect((await kit.ada.call('PUT', path, { result: { answers: {} }, status: 'started' })).status).toBe(400);
    expect((await kit.ada.call('PUT', path, { status: 'completed' })).status).toBe(400);
    const stray = await kit.ada.call('PUT', path, { result: { answers: { q99: 'a' } }, status: 'completed' });
    expect(stray.status).toBe(400);
    expect(stray.body).toMatchObject({ message: expect.stringContaining('q99') });
  });
});
