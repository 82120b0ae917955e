// The generator over real WordNet words: every question has exactly one right option, checked here against the
// engine's relations directly (not through ./answers.ts), and distractors are relatives, never the answer's synonyms.
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTIONS, questionKinds } from '../../src/contract/assessments.ts';
import { familiarity } from '../knowledge/familiarity.ts';
import { relations } from '../knowledge/relations.ts';
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

const answerOf = (question: KeyedQuestion) => question.options.find((o) => o.id === question.answer)?.text ?? '';

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

  it('asks about the subtopic or what it is one step from in WordNet, as 8 of 10 questions at least', () => {
    for (const questionnaire of generated.values()) {
      const root = index.synsetOf(questionnaire.synsetId);
      const near = new Set([root, ...relations.flatMap((relation) => index.targets(root, relation))]);
      const names = (word: string) => senses(word).some((synset) => near.has(synset));
      const about = questionnaire.questions.filter(
        (question) => names(answerOf(question)) || (question.kind !== 'definition' && names(question.subject)),
      );
      expect(about.length, questionnaire.subtopic).toBeGreaterThanOrEqual(0.8 * questionnaire.questions.length);
    }
    // Issue 27: a test on photosynthesis drifted to agglutination, degaussing and catalysis.
    const photosynthesis = generated.get('photosynthesis')?.questions ?? [];
    expect(photosynthesis).toHaveLength(ASSESSMENT_QUESTIONS);
    const onPhotosynthesis = photosynthesis.filter((question) =>
      `${question.subject} ${question.options.map((o) => o.text).join(' ')}`.includes('photosynthesis'),
    );
    expect(onPhotosynthesis.length).toBeGreaterThanOrEqual(3);
  });

  it('never gives the answer away in the question: no word of the answer is in it', () => {
    for (const questionnaire of generated.values()) {
      for (const question of questionnaire.questions) {
        const subjectWords = new Set(question.subject.toLowerCase().match(/\p{L}+/gu));
        for (const word of answerOf(question)
          .toLowerCase()
          .match(/\p{L}{3,}/gu) ?? []) {
          expect(subjectWords.has(word), `${question.subject} → ${answerOf(question)}`).toBe(false);
          expect(question.subject.toLowerCase(), answerOf(question)).not.toMatch(new RegExp(`\\p{L}${word}`, 'u'));
        }
      }
    }
  });

  it('picks distractors about as familiar to a learner as the answer', () => {
    const gaps = [...generated.values()].flatMap((questionnaire) =>
      questionnaire.questions
        .filter((question) => question.kind !== 'oddOneOut')
        .flatMap((question) =>
          question.options
            .filter((option) => option.id !== question.answer)
            .map((option) => Math.abs(familiarity(option.text) - familiarity(answerOf(question)))),
        ),
    );
    // Within one Zipf value: "rust" for "corrosion", not "transamination" for "photosynthesis".
    expect(gaps.filter((gap) => gap <= 1).length / gaps.length).toBeGreaterThanOrEqual(0.8);
  });

  it('rates difficulty by how familiar the options are, so tests mix easy, medium and hard', () => {
    const difficulties = [...generated.values()].flatMap((q) => q.questions.map((question) => question.difficulty));
    for (const level of ['easy', 'medium', 'hard'] as const) {
      const share = difficulties.filter((difficulty) => difficulty === level).length / difficulties.length;
      expect(share, level).toBeGreaterThanOrEqual(0.1);
      expect(share, level).toBeLessThanOrEqual(0.6);
    }
    const dog = generated.get('dog')?.questions ?? [];
    const easiest = dog.filter((question) => question.difficulty === 'easy').map(answerOf);
    expect(
      easiest.every((answer) => familiarity(answer) >= 2.5),
      easiest.join(),
    ).toBe(true);
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
