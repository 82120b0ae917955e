// From what a learner typed to WordNet senses: case-insensitive, multi-word ("carbon dioxide", "New York"),
// proper nouns ("Albert Einstein"), spelling variants (hyphens, "the ..."), and inflections through morphy.
import type { KnowledgeIndex } from './knowledge-index.ts';
import { morphy } from './morphy.ts';
import { filePositions, type FilePos } from './wordnet-parser.ts';

/** How a key was reached from the query. */
export type MatchKind = 'exact' | 'variant' | 'morphology';

export interface LookupMatch {
  /** The lower-case key in the index. */
  key: string;
  /** The key as written in WordNet ("Paris", "Albert Einstein"). */
  form: string;
  kind: MatchKind;
  /** Parts of speech the match holds for (morphology only finds a base form for some). */
  pos: FilePos[];
}

export interface Lookup {
  query: string;
  /** The query as the index spells keys: lower case, single spaces. */
  normalized: string;
  found: boolean;
  matches: LookupMatch[];
  /**
   * Synset positions, most relevant first: common nouns before the others (mainSensesFirst), then exact matches
   * before base forms, and within each by sense frequency.
   */
  senses: number[];
}

const MAX_QUERY_LENGTH = 200;

/**
 * Lower case, underscores and runs of spaces to one space, surrounding quotes and punctuation dropped. A final
 * period stays ("a.k.a.", "U.S." are keys); the variants drop it when the key has none ("dog.").
 */
export function normalizeQuery(query: string): string {
  return query
    .slice(0, MAX_QUERY_LENGTH)
    .normalize('NFKC')
    .replace(/[’‘]/g, "'")
    .replace(/[_\s]+/g, ' ')
    .trim()
    .replace(/^[\s"'`([{]+|[\s"'`)\]},;:!?]+$/g, '')
    .toLowerCase();
}

/** Other spellings of a key worth trying: "x ray" / "x-ray", "the beatles" / "beatles", "einstein's" / "einstein". */
function variantsOf(normalized: string): string[] {
  const variants = [
    normalized.replace(/-/g, ' '),
    normalized.replace(/ /g, '-'),
    normalized.replace(/ /g, ''),
    normalized.replace(/^(the|a|an|to) /, ''),
    normalized.replace(/'s$|'$/, ''),
    normalized.replace(/\./g, ''),
  ];
  return [...new Set(variants)].filter((variant) => variant !== normalized && variant.length > 0);
}

/** Resolves a query to its senses. Never throws: an unknown word gives `found: false`. */
export function lookup(index: KnowledgeIndex, query: string): Lookup {
  const normalized = normalizeQuery(query);
  const matches: LookupMatch[] = [];
  const senses: number[] = [];
  const seen = new Set<number>();
  const add = (k: number, kind: MatchKind, only?: FilePos) => {
    const key = index.key(k);
    const existing = matches.find((match) => match.key === key);
    const pos = filePositions.filter((p) => (only === undefined || p === only) && index.keyHasPos(k, p));
    if (existing) {
      for (const p of pos) if (!existing.pos.includes(p)) existing.pos.push(p);
    } else {
      matches.push({ key, form: index.displayForm(k), kind, pos });
    }
    for (const synset of index.keySenses(k)) {
      if (seen.has(synset) || (only !== undefined && !pos.includes(fileOfSynset(index, synset)))) continue;
      seen.add(synset);
      senses.push(synset);
    }
  };
  if (normalized.length === 0) return { query, normalized, found: false, matches, senses };

  const exact = index.findKey(normalized);
  if (exact >= 0) add(exact, 'exact');
  else {
    for (const variant of variantsOf(normalized)) {
      const k = index.findKey(variant);
      if (k >= 0) add(k, 'variant');
    }
  }
  // Inflected forms: "dogs" → dog, "running" → run (as well as the noun "running"), "carbon dioxides".
  const base = matches[0]?.kind === 'variant' ? (matches[0]?.key ?? normalized) : normalized;
  const baseForms: { k: number; pos: FilePos }[] = [];
  for (const pos of filePositions) {
    for (const form of morphy(base, pos, (candidate) => {
      const k = index.findKey(candidate);
      return k >= 0 && index.keyHasPos(k, pos);
    })) {
      baseForms.push({ k: index.findKey(form), pos });
    }
  }
  baseForms.sort((x, y) => index.keyFrequency(y.k) - index.keyFrequency(x.k));
  for (const { k, pos } of baseForms) add(k, 'morphology', pos);

  const ordered = mainSensesFirst(
    index,
    senses,
    matches.map((match) => match.key),
  );
  if (ordered.length > 1 && /\p{Lu}/u.test(query)) preferWrittenCase(index, query, ordered);
  return { query, normalized, found: ordered.length > 0, matches, senses: ordered };
}

/**
 * A word that opens on a verb opens on its common noun instead, when it has one, each group in its own order
 * (stable). The widgets explore things: a word that names one ("bear", "train", "telescope") opens on that sense even
 * where WordNet's corpus saw the verb more often. Only a verb gives way: "good", "quick" and "well" stay adjectives
 * and adverbs before their rare nouns. A name is no common noun: "teach" stays the verb before Teach the pirate
 * (typed "Teach", the name comes first through preferWrittenCase).
 */
export function mainSensesFirst(index: KnowledgeIndex, senses: readonly number[], keys: readonly string[]): number[] {
  const [first] = senses;
  if (first === undefined || index.type(first) !== 'v') return [...senses];
  const isCommonNoun = (synset: number) =>
    index.type(synset) === 'n' &&
    index.words(synset).some((word) => word === word.toLowerCase() && keys.includes(word.toLowerCase()));
  return [...senses.filter(isCommonNoun), ...senses.filter((synset) => !isCommonNoun(synset))];
}

function fileOfSynset(index: KnowledgeIndex, synset: number): FilePos {
  const type = index.type(synset);
  return type === 's' ? 'a' : type;
}

/** "China" is the country before the porcelain: senses written as the query was typed come first (stable). */
function preferWrittenCase(index: KnowledgeIndex, query: string, senses: number[]): void {
  const typed = query.trim().replace(/[_\s]+/g, ' ');
  const written = (synset: number) => index.words(synset).includes(typed);
  const ordered = [...senses.filter(written), ...senses.filter((synset) => !written(synset))];
  senses.splice(0, senses.length, ...ordered);
}

/** The parts of speech, in the order their first sense appears. */
export function sensesByPartOfSpeech(index: KnowledgeIndex, senses: readonly number[]): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const synset of senses) {
    const pos = index.partOfSpeech(synset);
    const group = groups.get(pos) ?? [];
    group.push(synset);
    groups.set(pos, group);
  }
  return groups;
}

/** The word a sense is named by in this lookup: the matched key as written in that synset, else its first word. */
export function labelInLookup(index: KnowledgeIndex, found: Lookup, synset: number): string {
  const words = index.words(synset);
  for (const match of found.matches) {
    const word = words.find((candidate) => candidate.toLowerCase() === match.key);
    if (word) return word;
  }
  return words[0] ?? '';
}

/**
 * What a card, a graph or a tree is about: the lookup of the word, and the sense asked for by id (a widget opening
 * one of the other senses), else the word's main sense (its first: see Lookup.senses); -1 when the word is unknown.
 */
export function lookupSense(index: KnowledgeIndex, word: string, synsetId?: string): { found: Lookup; sense: number } {
  const found = lookup(index, word);
  const chosen = synsetId ? index.synsetOf(synsetId) : -1;
  return { found, sense: chosen >= 0 ? chosen : (found.senses[0] ?? -1) };
}
