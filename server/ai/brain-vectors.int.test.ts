// On PGlite, brains keep passages' embeddings as pgvector vectors and rank by their cosine distance (migration 0019).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteStore } from '../testing/stores.ts';
import { openLibraryKit, type Learner, type LibraryKit } from '../testing/library-kit.ts';
import { brainStore, keepsEmbeddings } from './brains.ts';
import type { Embedder } from './embeddings.ts';

/** Passages and a question that share no word: only their embeddings can rank them. */
const LAVA = '# Lava\n\nMolten rock pours from a volcano.';
const GLACIERS = '# Glaciers\n\nIce sheets carve valleys.';
const QUESTION = 'What is frozen?';
const EMBEDDINGS = new Map([
  [LAVA, [1, 0, 0]],
  [GLACIERS, [0, 1, 0]],
  [QUESTION, [0.2, 1, 0]],
]);

/** Embeds the texts above, in this many dimensions (those past the third are all 0.5). */
const embedder = (dimensions = 3): Embedder => ({
  async embed(texts) {
    return texts.map((text) => {
      const vector = EMBEDDINGS.get(text);
      if (!vector) throw new Error(`no embedding for ${text}`);
      return [...vector, ...Array<number>(dimensions - vector.length).fill(0.5)];
    });
  },
});

describe('Brain embeddings on PGlite', () => {
  let kit: LibraryKit;
  let ada: Learner;
  beforeAll(async () => {
    kit = await openLibraryKit(pgliteStore, () => []);
    ada = await kit.learner('ada');
  }, 60_000);
  afterAll(() => kit.close());

  it('keeps each passage embedding in a pgvector column and ranks by cosine distance', async () => {
    expect(await keepsEmbeddings(kit.db)).toBe(true);
    const brains = brainStore(kit.db, embedder());
    let brain = '';
    for (const [name, text] of [
      ['lava.md', LAVA],
      ['glaciers.md', GLACIERS],
    ] as const)
      ({ vectorStoreId: brain } = await brains.train(ada, 'earth', {
        name,
        type: 'text/markdown',
        size: text.length,
        text,
      }));
    const rows = await kit.db.query<{ type: string; embedding: string }>(
      `select format_type(a.atttypid, a.atttypmod) as type, c.embedding::text as embedding
        from brain_chunks c, pg_attribute a
        where a.attrelid = 'brain_chunks'::regclass and a.attname = 'embedding'`,
    );
    expect(rows.map(({ type }) => type)).toEqual(['vector', 'vector']);
    expect(rows.map(({ embedding }) => embedding).sort()).toEqual(['[0,1,0]', '[1,0,0]']);
    const found = await brains.search(ada, [brain], QUESTION);
    expect(found.map(({ file }) => file)).toEqual(['glaciers.md', 'lava.md']);
  });

  it('compares a question only with passages embedded in its dimension (another model)', async () => {
    const before = brainStore(kit.db, embedder());
    const { vectorStoreId } = await before.train(ada, 'sea', {
      name: 'lava.md',
      type: 'text/markdown',
      size: LAVA.length,
      text: LAVA,
    });
    const after = brainStore(kit.db, embedder(4));
    expect(await after.search(ada, [vectorStoreId], QUESTION)).toEqual([]);
  });
});
