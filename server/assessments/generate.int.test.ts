// The generator over real WordNet words: every question has exactly one right option, checked here against the
// engine's relations directly (not through ./answers.ts), and distractors are relatives, never the answer's synonyms.
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTIONS, questionKinds } from '../../src/contract/assessments.ts';
import { testEngine } from '../testing/knowledge-engine.ts';
import { generateQuestionnaire, type KeyedQuestion, type KeyedQuestionnaire } from './generate.ts';

const engine = await testEngine();
const index = engine.index;
const senses = (word: string) => engine.lookup(word).senses;
const kindOf = (word: string, parent: string) =>
  senses(word).some((a) => senses(parent).some((b) => a !== b && index.isA(a, b)));
const partOf = (word: string, whole: string) =>
  senses(word).some((a) => index.targets(a, 'partHolonym').some((h) => senses(whole).some((b) => index.isA(b, h))));
const sameConcept = (a: string, b: string) => senses(a).some((s) => senses(b).includes(s));

/** Whether an option is a right answer to the question, from the engine's relations. */
function right(question: KeyedQuestion, text: string): boolean {
  const { kind, source } = question;
  switch (kind) {
    case 'definition':
      return senses(text).some((s) => index.definition(s) === source.from);
    case 'kindOf':
      return kindOf(question.subject, text);
    case 'partOf':
      return partOf(question.subject, text);
    case 'synonym':
      return text.toLowerCase() !== question.subject.toLowerCase() && sameConcept(question.subject, text);
    case 'oddOneOut':
      return !kindOf(text, question.subject) && !sameConcept(text, question.subject);
  }
}

const words = ['volcano', 'dog', 'car', 'photosynthesis', 'tree', 'computer', 'water', 'heart'];
const generated = new Map<string, KeyedQuestionnaire>();
for (const word of words) {
  const questionnaire = generateQuestionnaire(index, word, { seed: 1234 });
  if (questionnaire) generated.set(word, questionnaire);
}

describe('generateQuestionnaire', () => {
  it.each(words)('gives "%s" questions with exactly one right option, verified against the engine', (word) => {
    const questionnaire = generated.get(word);
    expect(questionnaire?.questions.length).toBeGreaterThanOrEqual(7);
    for (const question of questionnaire?.questions ?? []) {
      const rights = question.options.filter((option) => right(question, option.text));
      expect(
        rights.map((option) => option.id),
        `${question.kind}: ${question.subject}`,
      ).toEqual([question.answer]);
      expect(new Set(question.options.map((option) => option.text.toLowerCase())).size).toBe(4);
    }
  });

  it('draws distractors from relatives of the answer, never its synonyms', () => {
    for (const questionnaire of generated.values()) {
      for (const question of questionnaire.questions) {
        if (question.kind === 'oddOneOut') continue;
        const answer = question.options.find((option) => option.id === question.answer)?.text ?? '';
        for (const option of question.options.filter((o) => o.id !== question.answer)) {
          expect(sameConcept(option.text, answer), `${option.text} / ${answer}`).toBe(false);
          // A relative shares an ancestor with the answer within three generations.
          const near = (s: number, depth: number): number[] =>
            depth === 0 ? [s] : [s, ...index.broader(s).flatMap((p) => near(p, depth - 1))];
          const answerLine = new Set(senses(answer).flatMap((s) => near(s, 3)));
          expect(
            senses(option.text).some((s) => near(s, 3).some((a) => answerLine.has(a))),
            option.text,
          ).toBe(true);
        }
      }
    }
  });

  it('asks every kind of question over a few words, a definition with its word hidden', () => {
    const kinds = new Set([...generated.values()].flatMap((q) => q.questions.map((question) => question.kind)));
    expect([...kinds].sort()).toEqual([...questionKinds].sort());
    const dog = generated.get('dog');
    expect(dog?.questions).toHaveLength(ASSESSMENT_QUESTIONS);
    for (const question of dog?.questions.filter((q) => q.kind === 'definition') ?? []) {
      const answer = question.options.find((option) => option.id === question.answer)?.text ?? '';
      expect(question.subject.toLowerCase()).not.toContain(answer.toLowerCase());
    }
  });

  it('is the same for the same seed, and another for another seed', () => {
    const again = generateQuestionnaire(index, 'dog', { seed: 1234 });
    expect(again).toEqual(generated.get('dog'));
    expect(generateQuestionnaire(index, 'dog', { seed: 99 })?.questions).not.toEqual(generated.get('dog')?.questions);
  });

  it('rates difficulty by how common the answer word is', () => {
    const difficulties = [...generated.values()].flatMap((q) => q.questions.map((question) => question.difficulty));
    expect(new Set(difficulties)).toEqual(new Set(['easy', 'medium', 'hard']));
  });

  it('names the test as the learner wrote the word when it names the sense', () => {
    expect(generated.get('volcano')?.term).toBe('volcano');
    expect(index.label(index.synsetOf(generated.get('volcano')?.synsetId ?? ''))).toBe('vent');
  });

  it('makes nothing of a word the dictionary does not have as a noun', () => {
    expect(generateQuestionnaire(index, 'qwzxv', { seed: 1 })).toBeUndefined();
    expect(generateQuestionnaire(index, 'quickly', { seed: 1 })).toBeUndefined();
  });
});
