// Which sense of a word a text means (a simplified extended Lesk): each sense is described by the words of its
// gloss, of the glosses of its broader and narrower terms, and its synonyms; the text by its own words and the glosses
// of its other terms. The sense whose description shares most words with the text wins; with none shared, the main
// sense. So "plant" beside "photosynthesis" and "leaves" is the organism, beside "factory" and "workers" the building.
import type { KnowledgeIndex } from './knowledge-index.ts';
import { recognizeTerms, type RecognizedTerm } from './recognize.ts';

/** Narrower terms read per sense: enough to describe a broad sense, few enough to stay fast. */
const NARROWER_PER_SENSE = 40;

/** The content words (base forms, as index keys) of a text. */
function keysOf(index: KnowledgeIndex, text: string): Set<string> {
  return new Set(recognizeTerms(index, text).map((term) => term.key));
}

function senseWords(index: KnowledgeIndex, sense: number): Set<string> {
  const related = [...index.broader(sense), ...index.targets(sense, 'hyponym').slice(0, NARROWER_PER_SENSE)];
  const texts = [sense, ...related].map((synset) => index.glossText(synset));
  const words = keysOf(index, texts.join(' . '));
  for (const word of index.words(sense)) words.add(word.toLowerCase());
  return words;
}

/**
 * The sense each recognised term has in the text, in the order of the terms. A term with one sense keeps it; for the
 * others, the sense sharing most words with the rest of the text (its own key left out); the main sense on a tie.
 */
export function sensesInContext(index: KnowledgeIndex, text: string, terms: readonly RecognizedTerm[]): number[] {
  const words = keysOf(index, text);
  const glosses = terms.map((term) =>
    term.senses[0] === undefined ? new Set<string>() : keysOf(index, index.definition(term.senses[0])),
  );
  return terms.map((term, at) => {
    const main = term.senses[0] ?? -1;
    if (term.senses.length < 2) return main;
    // The rest of the text: its words and what its other terms mean (this term's own gloss would favour its main sense).
    const context = new Set(words);
    glosses.forEach((gloss, other) => {
      if (other !== at) for (const word of gloss) context.add(word);
    });
    const own = new Set([term.key, ...term.key.split(' ')]);
    let best = main;
    let bestShared = 0;
    for (const sense of term.senses) {
      let shared = 0;
      for (const word of senseWords(index, sense)) if (!own.has(word) && context.has(word)) shared++;
      if (shared > bestShared) {
        best = sense;
        bestShared = shared;
      }
    }
    return best;
  });
}
