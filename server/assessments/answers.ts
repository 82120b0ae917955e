// Whether an option answers a question, asked of the knowledge engine in every sense of both words: the generator
// keeps a question only when exactly its answer passes, so a distractor is never also right in another sense
// ("dog" is also a kind of person, the frump: "person" is then no distractor for "a dog is a kind of …").
import { LRUCache } from 'lru-cache';
import type { QuestionKind } from '../../src/contract/assessments.ts';
import type { KnowledgeIndex } from '../knowledge/knowledge-index.ts';
import { lookup } from '../knowledge/lookup.ts';

export interface QuestionFacts {
  kind: QuestionKind;
  /** The word the question is about (for oddOneOut, the parent; for a definition, the word it defines). */
  subjectWord: string;
  /** The concept a definition question reads out. */
  definitionOf: number;
}

/** Options are checked many times over while a questionnaire is drafted: their senses are looked up once. */
const sensesCache = new WeakMap<KnowledgeIndex, LRUCache<string, number[]>>();
const SENSES_CACHED = 20_000;

export function sensesOf(index: KnowledgeIndex, word: string): number[] {
  let cache = sensesCache.get(index);
  if (!cache) sensesCache.set(index, (cache = new LRUCache({ max: SENSES_CACHED })));
  let senses = cache.get(word);
  if (!senses) cache.set(word, (senses = lookup(index, word).senses));
  return senses;
}

/** Whether two words name one concept in some sense of each. */
export function sharesASense(index: KnowledgeIndex, a: string, b: string): boolean {
  const senses = new Set(sensesOf(index, a));
  return sensesOf(index, b).some((synset) => senses.has(synset));
}

export function isRight(index: KnowledgeIndex, question: QuestionFacts, word: string): boolean {
  const senses = sensesOf(index, word);
  const subjectSenses = () => sensesOf(index, question.subjectWord);
  switch (question.kind) {
    case 'definition':
      return senses.includes(question.definitionOf);
    case 'synonym':
      return (
        word.toLowerCase() !== question.subjectWord.toLowerCase() && sharesASense(index, word, question.subjectWord)
      );
    case 'kindOf':
      return subjectSenses().some((a) => senses.some((b) => a !== b && index.isA(a, b)));
    case 'partOf':
      // A part of a kind of thing is a part of its kinds too: a wheel is part of a wheeled vehicle, so of a car.
      return subjectSenses().some((a) =>
        index.targets(a, 'partHolonym').some((whole) => senses.some((b) => index.isA(b, whole))),
      );
    case 'oddOneOut':
      // The right answer is the one that is not a kind of the parent in any sense.
      return !senses.some((a) => subjectSenses().some((parent) => index.isA(a, parent)));
  }
}
