// Issue 23: a document a learner trains a brain on must not stall the server for the class. Here the brains area
// runs beside the real sign-in (so /auth/me is the real call), with a documents pool as the server's, behind a
// real connection: in-process calls that never wait for I/O would keep the event loop to themselves.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTestBed, type AuthTestBed } from '../testing/auth.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { testEngine } from '../testing/knowledge-engine.ts';
import { createBrains } from './brains-area.ts';
import { createDocumentsPool, type DocumentsPool } from './documents-pool.ts';
import { pdfBomb } from '../testing/pdf-bomb.ts';

const knowledge = await testEngine();
type Learner = Awaited<ReturnType<AuthTestBed['signedIn']>>;

/** POST /eddie/vector/update with one file, as the kit sends it. */
async function train(origin: string, learner: Learner, file: File, lang = 'en') {
  const form = new FormData();
  form.set('train_file', file);
  form.set('namespace', 'main');
  const response = await fetch(`${origin}/api/v1/eddie/vector/update`, {
    method: 'POST',
    headers: { authorization: `Bearer ${learner.token}`, 'accept-language': lang },
    body: form,
  });
  const text = await response.text();
  const message = response.headers.get('content-type')?.includes('json')
    ? String((JSON.parse(text) as { message?: unknown }).message)
    : text;
  return { status: response.status, message, retryAfter: response.headers.get('retry-after') };
}

// A bomb of issue 23: 150 KB that inflates to 50 MB of page content (pdf.js took 25.9 s over one on the main thread).
const bomb = () => new File([pdfBomb()], 'bomb.pdf');
// Within the inflation rules, so pdf.js reads it on a worker for seconds until its text passes the cap (10 MB).
const pageBomb = () => new File([pdfBomb({ inflatedBytes: 1_000_000, pages: 500 })], 'pages.pdf');

/** The 99th percentile (nearest rank). */
const p99 = (samples: readonly number[]) => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.99) - 1];

describe.each(storesUnderTest())('Training brains on $kind, with bombs about', (store) => {
  let bed: AuthTestBed;
  let server: Server;
  let origin: string;
  let ada: Learner;
  let bob: Learner;
  let documents: DocumentsPool;
  beforeAll(async () => {
    // A roomy time limit: what is tested here is the caps on what a document unpacks into and the learners' shares;
    // a loaded machine may take longer than the real limit over a page bomb (documents-pool.int.test.ts tests it).
    documents = createDocumentsPool({ timeLimitMs: 120_000 });
    bed = await authTestBed({}, store, { areas: (db) => [createBrains({ db, knowledge, documents })] });
    server = createAdaptorServer({ fetch: bed.api.fetch }) as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    ada = await bed.signedIn({ username: 'ada' });
    bob = await bed.signedIn({ username: 'bob' });
  }, 60_000);
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await Promise.all([bed.close(), documents.close()]);
  });

  it('refuses a PDF bomb with a 413 in the learner language', { timeout: 20_000 }, async () => {
    const refused = await train(origin, ada, bomb());
    expect(refused.status).toBe(413);
    expect(refused.message).toBe(
      'This document unpacks into more than a brain can read from one file: at most 2000 pages and 10 MB of text. ' +
        'Split it into smaller documents and upload them one at a time.',
    );
    const german = await train(origin, ada, bomb(), 'de');
    expect(german.status).toBe(413);
    expect(german.message).toContain('Teile es in kleinere Dokumente auf');
  });

  it('keeps answering everyone (/auth/me under 50 ms at p99) while a bomb is read, then refuses it', async () => {
    let read = false;
    const answer = train(origin, ada, pageBomb()).finally(() => {
      read = true;
    });
    const latencies: number[] = [];
    while (!read) {
      const started = performance.now();
      const me = await fetch(`${origin}/api/v1/auth/me`, { headers: { authorization: `Bearer ${bob.token}` } });
      await me.arrayBuffer();
      latencies.push(performance.now() - started);
      expect(me.status).toBe(200);
    }
    const refused = await answer;
    expect(refused.status).toBe(413);
    expect(latencies.length).toBeGreaterThanOrEqual(50);
    expect(p99(latencies)).toBeLessThan(50);
  }, 60_000);

  it('reads two documents of a learner at a time and refuses a third with a 429 for that learner alone', async () => {
    let settled = 0;
    const adas = [pageBomb(), pageBomb(), pageBomb()].map((file) =>
      train(origin, ada, file, 'es').finally(() => {
        settled += 1;
      }),
    );
    // The one refused at once is the third: Ada's two places are taken while her first two are read.
    const first = await Promise.race(adas);
    expect(first.status).toBe(429);
    expect(first.message).toBe(
      'Ya se están leyendo 2 documentos tuyos. Espera a que termine uno y vuelve a subir este.',
    );
    expect(first.retryAfter).toBe('5');
    expect(settled).toBe(1);
    // Bob's document is taken while Ada's two are still being read.
    const bobs = train(origin, bob, new File(['Basalt columns form as lava cools.'], 'basalt.txt'));
    expect((await bobs).status).toBe(200);
    expect((await Promise.all(adas)).map(({ status }) => status).sort()).toEqual([413, 413, 429]);
    // Her places are given back once her documents are answered.
    expect((await train(origin, ada, new File(['Granite is igneous.'], 'granite.txt'))).status).toBe(200);
  }, 90_000);
});
