import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresStore } from './testing/stores.ts';
import { startServerProcess } from './testing/server-process.ts';

/**
 * server/main.ts as a process: how it refuses to start, and a whole start on a PostgreSQL server (with
 * TEST_DATABASE_URL). Starting a process with tsx takes seconds on a busy machine, hence the timeouts.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'tk-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('stops at once on a bad setting, with one line naming it', { timeout: 30_000 }, async () => {
    const failure = await startServerProcess({ dataDir, env: { PORT: 'eighty' } }).then(
      () => new Error('it started'),
      (error: Error) => error,
    );
    expect(failure.message).toMatch(/stopped \(1\)/);
    expect(failure.message).toMatch(
      /^Thoughtkit cannot start: PORT must be a whole number from 0 to 65535 \(it is "eighty"\)$/m,
    );
  });

  it('names DATABASE_URL when its server cannot be reached, without its password', { timeout: 30_000 }, async () => {
    const failure = await startServerProcess({
      dataDir,
      env: { DATABASE_URL: 'postgres://tk:hunter2@127.0.0.1:1/thoughtkit' },
    }).then(
      () => new Error('it started'),
      (error: Error) => error,
    );
    expect(failure.message).toMatch(/^Thoughtkit cannot start: DATABASE_URL names a server that cannot be used: /m);
    expect(failure.message).not.toContain('hunter2');
  });

  it(
    'builds the knowledge index on the first start, loads it on the next, and answers from it',
    { timeout: 120_000 },
    async () => {
      const knowledgeDir = mkdtempSync(join(tmpdir(), 'tk-main-knowledge-'));
      try {
        const first = await startServerProcess({ dataDir: knowledgeDir, knowledgeIndex: 'build' });
        try {
          expect(first.output()).toMatch(/^Knowledge:\s+WordNet 3\.1, 117,791 senses, index built in [\d.]+ s/m);
        } finally {
          expect(await first.stop('SIGTERM')).toBe(0);
        }
        const second = await startServerProcess({ dataDir: knowledgeDir });
        try {
          expect(second.output()).toMatch(/^Knowledge:\s+WordNet 3\.1, 117,791 senses, loaded in [\d.]+ s/m);
          // What the learner is only told is not connected, the operator reads how to connect.
          expect(second.output()).toMatch(/^Not connected:\s+Wikipedia \(LIVE_LOOKUPS=wikipedia\), /m);
          const answer = await fetch(`${second.origin}/api/v1/custom/snippet?word=Paris&type=string&lang=en`);
          expect(answer.status).toBe(200);
          expect(await answer.json()).toMatchObject({ found: true, term: 'Paris' });
        } finally {
          expect(await second.stop('SIGTERM')).toBe(0);
        }
      } finally {
        rmSync(knowledgeDir, { recursive: true, force: true });
      }
    },
  );

  const adminUrl = process.env.TEST_DATABASE_URL;
  it.runIf(adminUrl)(
    'starts on a PostgreSQL server: migrations, demo data, a sign-in, a clean stop',
    { timeout: 60_000 },
    async () => {
      const store = await postgresStore(adminUrl!).create();
      try {
        const { databaseUrl } = store.config as { databaseUrl: string };
        const server = await startServerProcess({ dataDir, env: { DATABASE_URL: databaseUrl } });
        try {
          expect(server.output()).toMatch(
            /^Database:\s+PostgreSQL at 127\.0\.0\.1:\d+\/tk_test_\w+ \(applied migrations 1, 2/m,
          );
          expect(server.output()).toMatch(/^Demo data:\s+created/m);
          expect(server.output()).toMatch(/^Knowledge:\s+WordNet 3\.1/m);
          const login = await fetch(`${server.origin}/api/v1/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: 'demo', password: 'thoughtkit-demo' }),
          });
          expect(login.status).toBe(200);
        } finally {
          expect(await server.stop('SIGTERM')).toBe(0);
        }
      } finally {
        await store.dispose();
      }
    },
  );
});
