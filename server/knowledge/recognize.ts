// Finds the WordNet terms a text names: the longest run of words that is a key ("Albert Einstein", "carbon
// dioxide", "genus Canis"), or an inflection of one. Function words on their own are skipped: WordNet also has
// "a" (vitamin A), "in" (inch), "at" (astatine), "be" (beryllium), which a sentence almost never means.
import type { KnowledgeIndex } from './knowledge-index.ts';
import { mainSensesFirst } from './lookup.ts';
import { morphy } from './morphy.ts';
import { filePositions } from './wordnet-parser.ts';

export interface RecognizedTerm {
  /** The words as they appear in the text. */
  text: string;
  /** Character offsets in the text: text.slice(start, end). */
  start: number;
  end: number;
  /** Index key position and its lower-case key. */
  k: number;
  key: string;
  /** Senses of the key, main sense first (nouns first, then by frequency: see mainSensesFirst). */
  senses: number[];
  /** Whether one of the senses names a single thing (an instance: a person, a place) written as such. */
  named: boolean;
}

export interface RecognizeOptions {
  /** Longest run of words tried as one term. */
  maxWords?: number;
  /**
   * Prose (glosses, descriptions): a named entity must be capitalised as WordNet writes it, so "nice" is not the
   * city of Nice. Search terms are often typed in lower case, so there any instance sense counts.
   */
  caseSensitiveNames?: boolean;
}

const stopwords = new Set(
  (
    'a an the and or but nor of in on at to for with by from as into onto upon about above below over under ' +
    'between through during before after since until than then so too very also not no yes is are was were be ' +
    "been being am do does did done have has had having it its it's this that these those there here he she " +
    'they them his her hers their theirs we us our you your i me my mine who whom whose which what when where ' +
    'why how all any both each few more most other some such only own same can will just should would could ' +
    'may might must shall one ones used use often usually especially e.g. i.e. etc something someone anything ' +
    'if else because while whether either neither per via like unlike around off out up down again further'
  ).split(' '),
);

const wordPattern = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*\.?/gu;

interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(wordPattern)) {
    let word = match[0];
    // A trailing period belongs to the word only for abbreviations such as "Mr." or "U.S.".
    if (word.endsWith('.') && !/^(?:\p{Lu}\.)+$|^(?:mr|mrs|dr|st|jr|sr)\.$/iu.test(word)) word = word.slice(0, -1);
    const start = match.index;
    tokens.push({ text: word, lower: word.toLowerCase().replace(/’/g, "'"), start, end: start + word.length });
  }
  return tokens;
}

/** Terms in the text, left to right, longest match first, not overlapping. */
export function recognizeTerms(index: KnowledgeIndex, text: string, options: RecognizeOptions = {}): RecognizedTerm[] {
  const maxWords = options.maxWords ?? 5;
  const tokens = tokenize(text);
  const terms: RecognizedTerm[] = [];
  for (let i = 0; i < tokens.length;) {
    let matched: RecognizedTerm | undefined;
    for (let n = Math.min(maxWords, tokens.length - i); n >= 1 && !matched; n--) {
      const run = tokens.slice(i, i + n);
      // Words of one term are separated by spaces or hyphens only, not by punctuation.
      if (!run.every((token, j) => j === 0 || /^[\s-]+$/.test(text.slice(run[j - 1]!.end, token.start)))) continue;
      const first = run[0]!;
      const last = run[n - 1]!;
      if (n === 1 && (stopwords.has(first.lower) || /^\d+$/.test(first.lower))) continue;
      if (n > 1 && (stopwords.has(first.lower) || stopwords.has(last.lower))) continue;
      const key = run.map((token) => token.lower).join(' ');
      const k = findTerm(index, key);
      if (k < 0) continue;
      const surface = text.slice(first.start, last.end);
      matched = {
        text: surface,
        start: first.start,
        end: last.end,
        k,
        key: index.key(k),
        senses: mainSensesFirst(index, [...index.keySenses(k)], [index.key(k)]),
        named: isNamed(index, k, surface, options.caseSensitiveNames ?? false),
      };
    }
    if (matched) {
      terms.push(matched);
      i = tokens.findIndex((token) => token.start >= matched.end);
      if (i < 0) break;
    } else {
      i++;
    }
  }
  return terms;
}

/** The key itself, or its base form (nouns first: "breeds" → breed). */
function findTerm(index: KnowledgeIndex, key: string): number {
  const k = index.findKey(key);
  if (k >= 0) return k;
  for (const pos of filePositions) {
    const [base] = morphy(key, pos, (candidate) => {
      const found = index.findKey(candidate);
      return found >= 0 && index.keyHasPos(found, pos);
    });
    if (base !== undefined) return index.findKey(base);
  }
  return -1;
}

function isNamed(index: KnowledgeIndex, k: number, surface: string, caseSensitive: boolean): boolean {
  for (const synset of index.keySenses(k)) {
    if (!index.isInstance(synset)) continue;
    if (!caseSensitive) return true;
    const typed = surface.replace(/[\s-]+/g, ' ');
    if (index.words(synset).some((word) => word === typed)) return true;
  }
  return false;
}

/** The sense a recognised term most likely has: a named one when it is written as a name, else the first. */
export function bestSense(index: KnowledgeIndex, term: RecognizedTerm): number {
  if (term.named) {
    const instance = term.senses.find((synset) => index.isInstance(synset));
    if (instance !== undefined) return instance;
  }
  return term.senses[0] ?? -1;
}
