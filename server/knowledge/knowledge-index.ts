// The compact in-memory index of WordNet: every synset, word, gloss and pointer in a handful of typed arrays and
// one gloss byte buffer, so ≈118k synsets and ≈380k pointers cost tens of megabytes and load in tens of
// milliseconds. Built once from the dict files, written to `<dataDir>/knowledge/`, and loaded from there later.
import { Buffer } from 'node:buffer';
import { parseGloss, filePositions, lexNames, partOfSpeechOf, synsetId } from './wordnet-parser.ts';
import type { FilePos, PartOfSpeech, SynsetType, WordNetSource } from './wordnet-parser.ts';
import { relationCode, relations, type Relation } from './relations.ts';

/** Bump when the layout below changes: a cache with another version is rebuilt. */
export const INDEX_FORMAT_VERSION = 1;
export const WORDNET_VERSION = '3.1';

const synsetTypes: readonly SynsetType[] = ['n', 'v', 'a', 's', 'r'];
const typeCode: Readonly<Record<SynsetType, number>> = { n: 0, v: 1, a: 2, s: 3, r: 4 };

/** A synset named for a learner: its first word and its id. */
export interface Term {
  label: string;
  synsetId: string;
}

/** One pointer of a synset, resolved to the target synset's position in the index. */
export interface Pointer {
  relation: Relation;
  target: number;
  /** 1-based word numbers of a lexical pointer (0 for a pointer between whole synsets). */
  sourceWord: number;
  targetWord: number;
}

/** The arrays an index is made of; the cache file stores exactly these. */
export interface IndexArrays {
  synType: Uint8Array;
  synLexFile: Uint8Array;
  synOffset: Int32Array;
  synTagCount: Int32Array;
  /** Words of synset i: wordLemma[wordStart[i] .. wordStart[i+1]). */
  wordStart: Int32Array;
  wordLemma: Int32Array;
  wordTagCount: Int32Array;
  /** Gloss of synset i: bytes glossStart[i] .. glossStart[i+1] of glossBytes (ASCII/UTF-8). */
  glossStart: Int32Array;
  glossBytes: Uint8Array;
  /** Pointers of synset i: ptrStart[i] .. ptrStart[i+1]. */
  ptrStart: Int32Array;
  ptrRelation: Uint8Array;
  ptrTarget: Int32Array;
  /** source word << 8 | target word. */
  ptrWords: Uint16Array;
  /** Sorted lower-case lemmas ("albert einstein"); senses of key k: keySynsets[keyStart[k] .. keyStart[k+1]). */
  keyStart: Int32Array;
  keySynsets: Int32Array;
  /** Sum of the sense tag counts of a key: how common the word is. */
  keyFreq: Int32Array;
}

export interface IndexStrings {
  /** Distinct words as written ("Albert Einstein", "dog"), referenced by wordLemma. */
  lemmas: string[];
  /** Sorted lookup keys. */
  keys: string[];
}

export class KnowledgeIndex {
  readonly synsetCount: number;
  readonly keyCount: number;
  /** First synset of each file part of speech (synsets are stored file by file, by ascending offset). */
  private readonly fileStart: Readonly<Record<FilePos, number>> & { end: number };
  private readonly glossBuffer: Buffer;

  constructor(
    readonly arrays: IndexArrays,
    readonly strings: IndexStrings,
  ) {
    this.synsetCount = arrays.synType.length;
    this.keyCount = strings.keys.length;
    this.glossBuffer = Buffer.from(
      arrays.glossBytes.buffer,
      arrays.glossBytes.byteOffset,
      arrays.glossBytes.byteLength,
    );
    // Files are stored in the order n, v, a, r: a file starts at the first synset of its file or a later one.
    const start = { n: 0, v: 0, a: 0, r: 0, end: this.synsetCount };
    let i = 0;
    for (const pos of filePositions) {
      while (i < this.synsetCount && filePositions.indexOf(fileOf(arrays.synType[i] ?? 0)) < filePositions.indexOf(pos))
        i++;
      start[pos] = i;
    }
    this.fileStart = start;
  }

  // Synsets

  type(synset: number): SynsetType {
    return synsetTypes[this.arrays.synType[synset] ?? 0] ?? 'n';
  }
  partOfSpeech(synset: number): PartOfSpeech {
    return partOfSpeechOf[this.type(synset)];
  }
  /** Lexicographer file, e.g. "noun.person", "noun.location", "noun.time". */
  lexName(synset: number): string {
    return lexNames[this.arrays.synLexFile[synset] ?? 0] ?? 'noun.Tops';
  }
  id(synset: number): string {
    return synsetId(fileOf(this.arrays.synType[synset] ?? 0), this.arrays.synOffset[synset] ?? 0);
  }
  /** Position of a synset id ("n02086723"), or -1. */
  synsetOf(id: string): number {
    const match = /^([nvasr])(\d{8})$/.exec(id);
    if (!match) return -1;
    const pos = (match[1] === 's' ? 'a' : match[1]) as FilePos;
    const offset = Number(match[2]);
    const order = filePositions.indexOf(pos);
    let low = this.fileStart[pos];
    let high = (order < 3 ? this.fileStart[filePositions[order + 1] as FilePos] : this.fileStart.end) - 1;
    const offsets = this.arrays.synOffset;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const value = offsets[mid] ?? 0;
      if (value === offset) return mid;
      if (value < offset) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }
  words(synset: number): string[] {
    const { wordStart, wordLemma } = this.arrays;
    const words: string[] = [];
    for (let w = wordStart[synset] ?? 0, end = wordStart[synset + 1] ?? 0; w < end; w++) {
      words.push(this.strings.lemmas[wordLemma[w] ?? 0] ?? '');
    }
    return words;
  }
  /** Word number n (1-based), as a lexical pointer names it. */
  word(synset: number, n: number): string {
    const w = (this.arrays.wordStart[synset] ?? 0) + Math.max(0, n - 1);
    return this.strings.lemmas[this.arrays.wordLemma[w] ?? 0] ?? '';
  }
  /** The first word: how the synset is named. */
  label(synset: number): string {
    return this.word(synset, 1);
  }
  term(synset: number): Term {
    return { label: this.label(synset), synsetId: this.id(synset) };
  }
  /** How often the synset's senses were seen in the tagged corpus. */
  tagCount(synset: number): number {
    return this.arrays.synTagCount[synset] ?? 0;
  }
  glossText(synset: number): string {
    const { glossStart } = this.arrays;
    return this.glossBuffer.toString('utf8', glossStart[synset] ?? 0, glossStart[synset + 1] ?? 0);
  }
  /** The gloss split into its definition and quoted examples. */
  gloss(synset: number): { definition: string; examples: string[] } {
    return parseGloss(this.glossText(synset));
  }
  definition(synset: number): string {
    return parseGloss(this.glossText(synset)).definition;
  }
  examples(synset: number): string[] {
    return parseGloss(this.glossText(synset)).examples;
  }
  pointers(synset: number): Pointer[] {
    const { ptrStart, ptrRelation, ptrTarget, ptrWords } = this.arrays;
    const pointers: Pointer[] = [];
    for (let p = ptrStart[synset] ?? 0, end = ptrStart[synset + 1] ?? 0; p < end; p++) {
      const words = ptrWords[p] ?? 0;
      pointers.push({
        relation: relations[ptrRelation[p] ?? 0] ?? 'hypernym',
        target: ptrTarget[p] ?? 0,
        sourceWord: words >> 8,
        targetWord: words & 0xff,
      });
    }
    return pointers;
  }
  /** What a pointer points at, named: the target word of a lexical pointer, else the target's first word. */
  targetName(pointer: Pointer): string {
    return pointer.targetWord !== 0 ? this.word(pointer.target, pointer.targetWord) : this.label(pointer.target);
  }
  /** Targets of one relation, in file order, without duplicates. */
  targets(synset: number, relation: Relation): number[] {
    const { ptrStart, ptrRelation, ptrTarget } = this.arrays;
    const code = relationCode[relation];
    const targets: number[] = [];
    for (let p = ptrStart[synset] ?? 0, end = ptrStart[synset + 1] ?? 0; p < end; p++) {
      if (ptrRelation[p] !== code) continue;
      const target = ptrTarget[p] ?? 0;
      if (!targets.includes(target)) targets.push(target);
    }
    return targets;
  }
  /** Whether the synset names one thing (an instance: a person, a city) rather than a kind. */
  isInstance(synset: number): boolean {
    return this.hasRelation(synset, 'instanceHypernym');
  }
  hasRelation(synset: number, relation: Relation): boolean {
    const { ptrStart, ptrRelation } = this.arrays;
    const code = relationCode[relation];
    for (let p = ptrStart[synset] ?? 0, end = ptrStart[synset + 1] ?? 0; p < end; p++) {
      if (ptrRelation[p] === code) return true;
    }
    return false;
  }
  /** Broader synsets: hypernyms, or for an instance the classes it is an instance of. */
  broader(synset: number): number[] {
    const classes = this.targets(synset, 'instanceHypernym');
    return classes.length > 0 ? classes : this.targets(synset, 'hypernym');
  }
  /** Whether `ancestor` is reached from `synset` through broader terms (itself included). */
  isA(synset: number, ancestor: number, maxDepth = 25): boolean {
    let frontier = [synset];
    const seen = new Set<number>();
    for (let depth = 0; depth <= maxDepth && frontier.length > 0; depth++) {
      const next: number[] = [];
      for (const s of frontier) {
        if (s === ancestor) return true;
        if (seen.has(s)) continue;
        seen.add(s);
        next.push(...this.targets(s, 'hypernym'), ...this.targets(s, 'instanceHypernym'));
      }
      frontier = next;
    }
    return false;
  }

  // Keys (lookup by lemma)

  key(k: number): string {
    return this.strings.keys[k] ?? '';
  }
  /** Position of a lower-case key ("carbon dioxide"), or -1. */
  findKey(key: string): number {
    const keys = this.strings.keys;
    let low = 0;
    let high = keys.length - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const value = keys[mid] ?? '';
      if (value === key) return mid;
      if (value < key) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }
  /** First key ≥ the given text (where keys starting with it begin). */
  lowerBound(text: string): number {
    const keys = this.strings.keys;
    let low = 0;
    let high = keys.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((keys[mid] ?? '') < text) low = mid + 1;
      else high = mid;
    }
    return low;
  }
  /** Synsets of a key: parts of speech by how common they are for this word, each in sense frequency order. */
  keySenses(k: number): Int32Array {
    return this.arrays.keySynsets.subarray(this.arrays.keyStart[k] ?? 0, this.arrays.keyStart[k + 1] ?? 0);
  }
  keyFrequency(k: number): number {
    return this.arrays.keyFreq[k] ?? 0;
  }
  keyHasPos(k: number, pos: FilePos): boolean {
    for (const synset of this.keySenses(k)) if (fileOf(this.arrays.synType[synset] ?? 0) === pos) return true;
    return false;
  }
  /** How the key is written in its synset (case kept: "paris" → "Paris"). */
  displayForm(k: number, synset = this.keySenses(k)[0] ?? -1): string {
    const key = this.key(k);
    if (synset < 0) return key;
    for (const word of this.words(synset)) if (word.toLowerCase() === key) return word;
    return key;
  }
  /** Tag count of the sense of `key` in `synset` (0 when unseen in the corpus). */
  senseTagCount(synset: number, key: string): number {
    const { wordStart, wordLemma, wordTagCount } = this.arrays;
    for (let w = wordStart[synset] ?? 0, end = wordStart[synset + 1] ?? 0; w < end; w++) {
      if ((this.strings.lemmas[wordLemma[w] ?? 0] ?? '').toLowerCase() === key) return wordTagCount[w] ?? 0;
    }
    return 0;
  }
}

function fileOf(code: number): FilePos {
  const type = synsetTypes[code] ?? 'n';
  return type === 's' ? 'a' : type;
}

/** Builds the index in one walk over the dict files (see WordNetSource). */
export function buildIndex(wordnet: WordNetSource): KnowledgeIndex {
  const { ids, synsets, index, senses } = wordnet;
  const count = ids.length;
  const position = new Map<string, number>();
  ids.forEach((id, i) => position.set(id, i));

  const lemmaIds = new Map<string, number>();
  const lemmas: string[] = [];
  const intern = (lemma: string): number => {
    let id = lemmaIds.get(lemma);
    if (id === undefined) {
      id = lemmas.length;
      lemmas.push(lemma);
      lemmaIds.set(lemma, id);
    }
    return id;
  };

  const synType = new Uint8Array(count);
  const synLexFile = new Uint8Array(count);
  const synOffset = new Int32Array(count);
  const wordStart = new Int32Array(count + 1);
  const wordLemmaList: number[] = [];
  const glossStart = new Int32Array(count + 1);
  const glossParts: string[] = [];
  let glossLength = 0;
  // Pointers as flat columns, grouped by synset afterwards (a counting sort), rather than 118k small arrays.
  const from: number[] = [];
  const relationOf: number[] = [];
  const targetOf: number[] = [];
  const wordsOf: number[] = [];
  const addPointer = (source: number, relation: Relation, target: number, words: number) => {
    from.push(source);
    relationOf.push(relationCode[relation]);
    targetOf.push(target);
    wordsOf.push(words);
  };

  let i = 0;
  for (const synset of synsets) {
    if (synset.id !== ids[i]) throw new Error(`WordNet synsets out of order at ${synset.id}`);
    synType[i] = typeCode[synset.type];
    synLexFile[i] = synset.lexFile;
    synOffset[i] = synset.offset;
    wordStart[i] = wordLemmaList.length;
    for (const word of synset.words) wordLemmaList.push(intern(word.lemma));
    glossStart[i] = glossLength;
    glossParts.push(synset.gloss);
    glossLength += Buffer.byteLength(synset.gloss);
    for (const pointer of synset.pointers) {
      const target = position.get(synsetId(pointer.targetPos, pointer.targetOffset));
      if (target === undefined) continue;
      addPointer(i, pointer.relation, target, (pointer.source << 8) | pointer.target);
      // WordNet stores no reverse of cause and entailment; the index adds it.
      if (pointer.relation === 'cause') addPointer(target, 'causedBy', i, (pointer.target << 8) | pointer.source);
      if (pointer.relation === 'entailment') {
        addPointer(target, 'entailedBy', i, (pointer.target << 8) | pointer.source);
      }
    }
    i++;
  }
  wordStart[count] = wordLemmaList.length;
  glossStart[count] = glossLength;
  const wordLemma = Int32Array.from(wordLemmaList);

  const pointerTotal = from.length;
  const ptrStart = new Int32Array(count + 1);
  for (const source of from) ptrStart[source + 1] = (ptrStart[source + 1] ?? 0) + 1;
  for (let s = 0; s < count; s++) ptrStart[s + 1] = (ptrStart[s + 1] ?? 0) + (ptrStart[s] ?? 0);
  const ptrRelation = new Uint8Array(pointerTotal);
  const ptrTarget = new Int32Array(pointerTotal);
  const ptrWords = new Uint16Array(pointerTotal);
  const filled = ptrStart.slice(0, count);
  // Stable: a synset's pointers keep their file order, the added reverse ones after those seen before them.
  for (let p = 0; p < pointerTotal; p++) {
    const source = from[p] ?? 0;
    const at = filled[source] ?? 0;
    filled[source] = at + 1;
    ptrRelation[at] = relationOf[p] ?? 0;
    ptrTarget[at] = targetOf[p] ?? 0;
    ptrWords[at] = wordsOf[p] ?? 0;
  }

  // Sense tag counts, per word of a synset (index.sense keys are lower case).
  const lowerLemmas = lemmas.map((lemma) => lemma.toLowerCase());
  const wordTagCount = new Int32Array(wordLemma.length);
  const synTagCount = new Int32Array(count);
  for (const sense of senses) {
    const i = position.get(synsetId(sense.type === 's' ? 'a' : sense.type, sense.offset));
    if (i === undefined || sense.tagCount === 0) continue;
    for (let w = wordStart[i] ?? 0; w < (wordStart[i + 1] ?? 0); w++) {
      if (lowerLemmas[wordLemma[w] ?? 0] === sense.lemma) {
        wordTagCount[w] = sense.tagCount;
        synTagCount[i] = (synTagCount[i] ?? 0) + sense.tagCount;
        break;
      }
    }
  }
  const tagOf = (synset: number, key: string): number => {
    for (let w = wordStart[synset] ?? 0; w < (wordStart[synset + 1] ?? 0); w++) {
      if (lowerLemmas[wordLemma[w] ?? 0] === key) return wordTagCount[w] ?? 0;
    }
    return 0;
  };

  // Keys: the index files list each lemma once per part of speech, senses in frequency order.
  const byKey = new Map<string, { pos: FilePos; synsets: number[]; tags: number }[]>();
  for (const entry of index) {
    const found = entry.offsets
      .map((offset) => position.get(synsetId(entry.pos, offset)))
      .filter((i): i is number => i !== undefined);
    if (found.length === 0) continue;
    const tags = found.reduce((sum, i) => sum + tagOf(i, entry.lemma), 0);
    const groups = byKey.get(entry.lemma) ?? [];
    groups.push({ pos: entry.pos, synsets: found, tags });
    byKey.set(entry.lemma, groups);
  }
  const keys = [...byKey.keys()].sort();
  const keyStart = new Int32Array(keys.length + 1);
  const keyFreq = new Int32Array(keys.length);
  const keySynsetList: number[] = [];
  keys.forEach((key, k) => {
    keyStart[k] = keySynsetList.length;
    // The most common part of speech first ("run": verb; "dog": noun); file order breaks ties.
    const groups = [...(byKey.get(key) ?? [])].sort((x, y) => y.tags - x.tags);
    for (const group of groups) keySynsetList.push(...group.synsets);
    keyFreq[k] = groups.reduce((sum, group) => sum + group.tags, 0);
  });
  keyStart[keys.length] = keySynsetList.length;

  const arrays: IndexArrays = {
    synType,
    synLexFile,
    synOffset,
    synTagCount,
    wordStart,
    wordLemma,
    wordTagCount,
    glossStart,
    glossBytes: Buffer.from(glossParts.join(''), 'utf8'),
    ptrStart,
    ptrRelation,
    ptrTarget,
    ptrWords,
    keyStart,
    keySynsets: Int32Array.from(keySynsetList),
    keyFreq,
  };
  return new KnowledgeIndex(arrays, { lemmas, keys });
}
