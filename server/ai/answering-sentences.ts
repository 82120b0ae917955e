// Which sentences of the found passages and notes answer a question: Okapi BM25 (Robertson et al.) over the
// sentences, each sentence one document, the question's words the query; words are Porter-stemmed (`stemmer`) and
// English stop words dropped (`stopword`), so "borrow" finds "borrowing" and "how" weighs nothing. The scoring is
// written here rather than taken from a BM25 package: okapibm25 counts substrings ("art" in "heart") through regular
// expressions built from the question, and wink-bm25-text-search refuses collections of fewer than three documents.
import { stemmer } from 'stemmer';
import { eng, removeStopwords } from 'stopword';

/** Words of a question that say what is asked, not what it is about. */
export const QUESTION_WORDS = new Set(
  (
    'what which who whom whose when where why how is are was were the and for with from about does did can could ' +
    'would should tell explain describe define definition meaning mean means know write wrote written note notes ' +
    'please give show say said think that this these those there have has had you your mine my me may might must ' +
    'shall many much'
  ).split(' '),
);

/** BM25's usual free parameters: term-frequency saturation and length normalisation. */
const K1 = 1.2;
const B = 0.75;
const STOP_WORDS = [...eng, ...QUESTION_WORDS];

/** A text's search terms: its words, lower-cased and stemmed, stop words left out. */
export function termsOf(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return removeStopwords(words, STOP_WORDS).map((word) => stemmer(word));
}

/** Okapi BM25 of each document (terms) for its own query (terms), the collection being all the documents. */
function bm25(documents: readonly string[][], queries: readonly string[][]): number[] {
  const averageLength = documents.reduce((sum, terms) => sum + terms.length, 0) / Math.max(1, documents.length);
  const weights = new Map<string, number>();
  const weight = (term: string) => {
    let known = weights.get(term);
    if (known === undefined) {
      const having = documents.filter((terms) => terms.includes(term)).length;
      known = Math.log(1 + (documents.length - having + 0.5) / (having + 0.5));
      weights.set(term, known);
    }
    return known;
  };
  return documents.map((terms, index) => {
    const norm = K1 * (1 - B + (B * terms.length) / (averageLength || 1));
    return (queries[index] ?? []).reduce((score, term) => {
      const frequency = terms.filter((word) => word === term).length;
      return score + (weight(term) * frequency * (K1 + 1)) / (frequency + norm);
    }, 0);
  });
}

/** A note or a passage: its sentences, and what it is about (its title or heading), when it says. */
export interface Source {
  sentences: readonly string[];
  topic?: string | undefined;
}

/** What one source answers: its best sentences, best first, and the best one's score (0: none answers). */
export interface Answering {
  sentences: string[];
  score: number;
}

/**
 * For each source, at most `perSource` of its sentences that answer the question, best first. All sources'
 * sentences are ranked together, so a word every source repeats weighs little. A question's words that name a
 * source's topic tell which source answers, not which of its sentences does: they do not count within it ("How many
 * arrondissements does Paris have?" in the note "Paris" is asking about arrondissements).
 */
export function answeringSentences(question: string, sources: readonly Source[], perSource: number): Answering[] {
  const asked = [...new Set(termsOf(question))];
  const queries = sources.flatMap(({ sentences, topic }) => {
    const about = new Set(termsOf(topic ?? ''));
    const query = asked.filter((term) => !about.has(term));
    return sentences.map(() => query);
  });
  const scores = bm25(
    sources.flatMap(({ sentences }) => sentences.map(termsOf)),
    queries,
  );
  let at = 0;
  return sources.map(({ sentences }) => {
    const ranked = sentences
      .map((sentence) => ({ sentence, score: scores[at++] ?? 0 }))
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, perSource);
    return { sentences: ranked.map(({ sentence }) => sentence), score: ranked[0]?.score ?? 0 };
  });
}
