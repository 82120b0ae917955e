import { afterEach, describe, expect, it } from 'vitest';
import { createDocumentsPool, type DocumentsPool } from './documents-pool.ts';
import { DOCUMENT_LIMITS, readDocument } from './documents.ts';
import { pdfOf } from '../testing/pdf.ts';
import { pdfBomb } from '../testing/pdf-bomb.ts';

// 500 pages that each show one 1 MB stream: within the inflation rules (documents.ts), seconds of pdf.js work.
const pageBomb = () => new File([pdfBomb({ inflatedBytes: 1_000_000, pages: 500 })], 'pages.pdf');
const page = '<!doctype html><h1>Basalt</h1><p>Lava cools into <b>basalt</b>.</p><script>alert(1)</script>';

describe('the documents pool', () => {
  let pool: DocumentsPool | undefined;
  afterEach(() => pool?.close());

  it('reads a document on a worker as readDocument reads it on this thread', async () => {
    pool = createDocumentsPool({ workers: 1 });
    for (const file of [new File([page], 'page.html'), new File([pdfOf(['Granite is igneous.'])], 'rock.pdf')]) {
      expect(await pool.read(file)).toEqual(await readDocument(file));
    }
  });

  it('stops a document that passes the time limit, and reads the next one on a fresh worker', async () => {
    pool = createDocumentsPool({ workers: 1, timeLimitMs: 300 });
    await pool.read(new File(['warm'], 'warm.txt'));
    await expect(pool.read(pageBomb())).rejects.toMatchObject({
      status: 422,
      key: 'server.brains.documentTooSlow',
      vars: { seconds: 0.3 },
    });
    expect(await pool.read(new File(['after'], 'after.txt'))).toMatchObject({ text: 'after' });
  }, 30_000);

  it('ends a worker that passes its memory limit, with a 413, and reads the next one on a fresh worker', async () => {
    // No text cap here, so the pages' text piles up until the worker's heap is full.
    const limits = { ...DOCUMENT_LIMITS, characters: Infinity };
    pool = createDocumentsPool({ workers: 1, memoryMb: 32, timeLimitMs: 60_000, limits });
    await expect(pool.read(pageBomb())).rejects.toMatchObject({
      status: 413,
      key: 'server.brains.documentTooLarge',
    });
    expect(await pool.read(new File(['after'], 'after.txt'))).toMatchObject({ text: 'after' });
  }, 90_000);

  it('reads many documents given at once, each to its own text, on two workers', async () => {
    pool = createDocumentsPool({ workers: 2 });
    const files = ['one', 'two', 'three', 'four', 'five'].map((word) => new File([word], `${word}.txt`));
    const read = await Promise.all(files.map((file) => pool!.read(file)));
    expect(read.map(({ text }) => text)).toEqual(['one', 'two', 'three', 'four', 'five']);
  });
});
