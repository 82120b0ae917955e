import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';

/**
 * The promise of issue 3: a write the API acknowledged survives `kill -9` of the server. The real server runs as a
 * child process on PGlite in a temporary folder; a burst of note creations and signups goes at it, it is killed
 * while requests are in flight, started again on the same folder, and every acknowledged write is looked for.
 * Issue 8: meanwhile a second server started on the same folder refuses at once, before it opens the database.
 */
const WORKERS = 16;
/** Acknowledged note writes before the kill: enough that the kill lands in a steady stream of commits. */
const NOTES_BEFORE_KILL = 300;
const SIGNUPS = 20;
const PASSWORD = 'durable-password-1';

const dataDir = mkdtempSync(join(tmpdir(), 'tk-durability-'));
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const start = async () => {
  // Fixed, as in a real deployment: tokens name PUBLIC_URL as their issuer, and the port changes at each start here.
  const server = await startServerProcess({ dataDir, env: { PUBLIC_URL: 'http://thoughtkit.test' } });
  servers.push(server);
  return server;
};

const call = (server: ServerProcess, method: string, path: string, body?: unknown, token?: string) =>
  fetch(`${server.origin}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const learner = (n: number | string) => ({
  firstName: 'Durable',
  username: `durable${n}`,
  password: PASSWORD,
  email: `durable${n}@example.org`,
});

async function logIn(server: ServerProcess, username: string): Promise<string> {
  const answer = await call(server, 'POST', '/auth/login', { username, password: PASSWORD });
  expect(answer.status, `login of ${username}`).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

describe('a write the API acknowledged', () => {
  it('survives kill -9 of the server in the middle of a burst of writes', { timeout: 180_000 }, async () => {
    const first = await start();
    expect((await call(first, 'POST', '/auth/signup', learner('writer'))).status).toBe(200);
    const token = await logIn(first, 'durablewriter');

    const notes = new Map<string, string>();
    const signedUp: string[] = [];
    let inFlight = 0;
    let killed = false;
    let next = 0;
    let killNow!: () => void;
    const enoughWritten = new Promise<void>((resolve) => (killNow = resolve));

    /** Sends one write; records it only if the server answered 200 (acknowledged). */
    const write = async (send: () => Promise<Response>, acknowledged: (answer: Response) => Promise<void>) => {
      inFlight += 1;
      try {
        const answer = await send();
        if (answer.status === 200) await acknowledged(answer);
      } catch {
        // The connection died with the server: not acknowledged, so not counted.
      } finally {
        inFlight -= 1;
      }
    };
    const noteWorker = async () => {
      while (!killed) {
        const text = `note ${(next += 1)}`;
        await write(
          () =>
            call(
              first,
              'POST',
              '/notes',
              { verb: 'NOTED', value: { note: text }, actor: 'durablewriter', dataSource: 'tj-client-web' },
              token,
            ),
          async (answer) => {
            notes.set(((await answer.json()) as { _id: string })._id, text);
            if (notes.size >= NOTES_BEFORE_KILL) killNow();
          },
        );
      }
    };
    const signupWorker = async (n: number) => {
      await write(
        () => call(first, 'POST', '/auth/signup', learner(n)),
        async () => {
          signedUp.push(`durable${n}`);
        },
      );
    };

    const burst = [
      ...Array.from({ length: WORKERS }, noteWorker),
      ...Array.from({ length: SIGNUPS }, (_, n) => signupWorker(n)),
    ];
    // A second server on the same folder, under the writes: it must stop without touching the live database.
    const refusal = await startServerProcess({ dataDir }).then(
      (second) => {
        servers.push(second);
        return new Error('a second server started on the same DATA_DIR');
      },
      (error: Error) => error,
    );
    expect(refusal.message).toMatch(/stopped \(1\)/);
    expect(refusal.message).toContain(
      `Thoughtkit cannot start: DATA_DIR ${dataDir} is in use by another Thoughtkit server (process ${first.pid})`,
    );
    expect(refusal.message).not.toMatch(/^Database:/m);
    const writtenAtRefusal = notes.size;

    await enoughWritten;
    // The first server went on answering writes after the refusal.
    await expect.poll(() => notes.size, { timeout: 30_000 }).toBeGreaterThan(writtenAtRefusal + WORKERS);
    const inFlightAtKill = inFlight;
    // stop() sends the signal at once; the workers then stop sending, and the requests in flight die with it.
    const stopped = first.stop('SIGKILL');
    killed = true;
    expect(await stopped).toBe('SIGKILL');
    await Promise.all(burst);
    // The kill hit a server with requests in flight, not an idle one.
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(notes.size).toBeGreaterThanOrEqual(NOTES_BEFORE_KILL);

    const second = await start();
    expect(second.output()).toMatch(/^Demo data:\s+not created/m);
    // The access token from before the crash still opens the account: the generated secret was kept.
    const missing: string[] = [];
    for (const [id, text] of notes) {
      const answer = await call(second, 'GET', `/notes/${id}`, undefined, token);
      const note = answer.status === 200 ? ((await answer.json()) as { value: { note?: string } }) : undefined;
      if (note?.value.note !== text) missing.push(`${id} (${text}): ${answer.status}`);
    }
    expect(missing, `${missing.length} of ${notes.size} acknowledged notes are missing`).toEqual([]);
    for (const username of signedUp) await logIn(second, username);

    // And a graceful stop is clean.
    expect(await second.stop('SIGTERM')).toBe(0);
  });
});
