import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Questionnaire } from '../../src/contract/assessments.ts';
import { AiUnavailableError } from '../ai/provider.ts';
import { startModelServer, type ModelServer } from '../testing/model-server.ts';
import { pgliteStore } from '../testing/stores.ts';
import { testEngine } from '../testing/knowledge-engine.ts';
import { libraryKitFor } from '../testing/library-kit.ts';
import { generateQuestionnaire, type KeyedQuestion, type KeyedQuestionnaire } from './generate.ts';
import { createAssessments } from './index.ts';
import { checkedWording, modelRephraser, offlineWording } from './rephrase.ts';

const { index } = await testEngine();
const offline = generateQuestionnaire(index, 'volcano', { seed: 7 }) as KeyedQuestionnaire;
const rightText = (question: KeyedQuestion) => question.options.find((o) => o.id === question.answer)?.text ?? '';
const wrongText = (question: KeyedQuestion) => question.options.find((o) => o.id !== question.answer)?.text ?? '';

/** What a well-behaved model answers for a question: a new wording, the options and the right answer echoed. */
const reworded = (question: KeyedQuestion) => ({
  id: question.id,
  question: `Reworded ${question.id}: pick the one that fits.`,
  options: question.options.map((option) => option.text),
  answer: rightText(question),
});

/** The model's answer, streamed in small pieces as a model server does, and wrapped in a code fence as models do. */
const streamed = (answer: unknown) => {
  const text = `Here you are:\n\`\`\`json\n${JSON.stringify(answer)}\n\`\`\``;
  return text.match(/[\s\S]{1,17}/g) ?? [];
};

describe('rephrasing a generated test through a model server', () => {
  let model: ModelServer;
  beforeAll(async () => {
    model = await startModelServer({ pieces: [] });
  });
  afterAll(() => model.close());
  const ai = () => ({ baseUrl: model.baseUrl, model: 'local' });

  it('asks with each question as the widget words it, its options and its right answer', async () => {
    model.script = { pieces: streamed({ questions: offline.questions.map(reworded) }) };
    const { questionnaire, reworded: count } = await modelRephraser(ai())(offline, new AbortController().signal);
    expect(count).toBe(offline.questions.length);
    const sent = model.requests.at(-1)?.body;
    expect(sent?.stream).toBe(true);
    expect(sent?.messages[0]?.content).toContain('Answer only with JSON');
    const asked = JSON.parse(sent?.messages[1]?.content ?? '{}') as { topic: string; questions: unknown[] };
    const first = offline.questions[0]!;
    expect(asked.topic).toBe('volcano');
    expect(asked.questions[0]).toEqual({
      id: first.id,
      question: offlineWording(first),
      options: first.options.map((option) => option.text),
      answer: rightText(first),
    });
    // Only the wording changes: options, their ids, the key and the source stay the generator's.
    for (const [i, question] of questionnaire.questions.entries()) {
      const { text, ...rest } = question;
      expect(text).toBe(`Reworded ${question.id}: pick the one that fits.`);
      expect(rest).toEqual(offline.questions[i]);
    }
  });

  it('keeps the offline wording of each question whose rewording fails a check', async () => {
    const [good, wrongAnswer, newOptions, givenAway, twoAnswers, unparseable, ...rest] = offline.questions;
    const proposals = [
      reworded(good!),
      { ...reworded(wrongAnswer!), answer: wrongText(wrongAnswer!) },
      { ...reworded(newOptions!), options: [...reworded(newOptions!).options.slice(1), 'lollipop'] },
      { ...reworded(givenAway!), question: `Is it ${rightText(givenAway!).toUpperCase()}? Pick one.` },
      { ...reworded(twoAnswers!), options: [rightText(twoAnswers!), ...reworded(twoAnswers!).options] },
      { id: unparseable!.id, question: 42 },
      // The rest are missing from the answer, or answered twice (the first counts) or under another id.
      { ...reworded(rest[0]!), id: 'q99' },
    ];
    model.script = { pieces: streamed({ questions: proposals }) };
    const { questionnaire, reworded: count } = await modelRephraser(ai())(offline, new AbortController().signal);
    expect(count).toBe(1);
    expect(questionnaire.questions.map((question) => question.text !== undefined)).toEqual(
      offline.questions.map((_, i) => i === 0),
    );
  });

  it('checks one question at a time: parseable, the same options, one right answer and it is the key', () => {
    const question = offline.questions[1]!;
    const good = reworded(question);
    expect(checkedWording(question, good)).toBe(good.question);
    // Options may come back in another order or case: they are the same words.
    expect(
      checkedWording(question, { ...good, options: [...good.options].reverse().map((o) => o.toUpperCase()) }),
    ).toBe(good.question);
    expect(checkedWording(question, undefined)).toBeUndefined();
    expect(checkedWording(question, { ...good, id: 'other' })).toBeUndefined();
    expect(checkedWording(question, { ...good, question: '   ' })).toBeUndefined();
    expect(checkedWording(question, { ...good, question: 'x'.repeat(301) })).toBeUndefined();
    expect(checkedWording(question, { ...good, options: good.options.slice(1) })).toBeUndefined();
    expect(checkedWording(question, { ...good, answer: 'none of these' })).toBeUndefined();
    expect(checkedWording(question, { ...good, answer: [good.answer] })).toBeUndefined();
  });

  it('fails as unavailable when the model answers no JSON, fails, or is slower than the time limit', async () => {
    const rephrase = modelRephraser(ai(), { timeoutMs: 200 });
    const signal = new AbortController().signal;
    model.script = { pieces: ['I cannot help ', 'with that.'] };
    await expect(rephrase(offline, signal)).rejects.toThrow(/no questions as JSON/);
    model.script = { pieces: [], status: 503 };
    await expect(rephrase(offline, signal)).rejects.toThrow(AiUnavailableError);
    model.script = { pieces: streamed({ questions: offline.questions.map(reworded) }), delayMs: 20 };
    await expect(rephrase(offline, signal)).rejects.toThrow(/within 200 ms/);
    await model.abandoned();
  });
});

describe('the generate-test call with a model configured', () => {
  let model: ModelServer;
  beforeAll(async () => {
    model = await startModelServer({ pieces: [] });
  });
  afterAll(() => model.close());
  const kit = libraryKitFor(pgliteStore, ['ada'], ({ db }) => [
    createAssessments({ db, index, ai: { baseUrl: model.baseUrl, model: 'local' } }),
  ]);
  const generate = () =>
    kit.ada.call<Questionnaire>('POST', '/reference-assessment/generate-test', { subtopic: 'volcano', seed: 7 });

  it('serves the model’s checked wording, and marking still uses the offline key', async () => {
    const [first, second, ...rest] = offline.questions;
    model.script = {
      pieces: streamed({
        questions: [reworded(first!), { ...reworded(second!), answer: wrongText(second!) }, ...rest.map(reworded)],
      }),
    };
    const test = await generate();
    expect(test.status).toBe(200);
    expect(test.body.questions[0]).toMatchObject({
      id: first!.id,
      text: `Reworded ${first!.id}: pick the one that fits.`,
    });
    expect(test.body.questions[1]).not.toHaveProperty('text');
    expect(test.body.questions[0]).not.toHaveProperty('answer');

    const created = await kit.ada.call<{ id: string }>('POST', '/assessments', { subtopic: 'volcano', seed: 7 });
    const answers = Object.fromEntries(offline.questions.map((q) => [q.id, q.answer]));
    const marked = await kit.ada.call<{ updatedAssessment: { result: { score: number } } }>(
      'PUT',
      `/assessments/${created.body.id}`,
      { result: { answers }, status: 'completed' },
    );
    expect(marked.body.updatedAssessment.result.score).toBe(offline.questions.length);
  });

  it('serves the offline test when the model fails or answers nonsense', async () => {
    const plain = { ...offline, questions: offline.questions.map(({ answer: _a, source: _s, ...q }) => q) };
    model.script = { pieces: [], status: 500 };
    expect((await generate()).body).toEqual(plain);
    model.script = { pieces: ['{"questions": "none"}'] };
    expect((await generate()).body).toEqual(plain);
  });
});
