import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerError } from './errors.ts';
import { loggableError } from './loggable-error.ts';
import { requestLog, serverLogger } from './request-log.ts';
import type { ApiEnv } from './route.ts';

const EMAIL = 'ada@school.example';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';

/** A failure as a signup meets it: the second insert of the same email, with the password hash among the values. */
let duplicate: Error;
const db = new PGlite();
beforeAll(async () => {
  await db.exec('create table users (email text unique, password_hash text)');
  const insert = () => db.query('insert into users values ($1, $2)', [EMAIL, HASH]);
  await insert();
  duplicate = await insert().then(
    () => new Error('the second insert went through'),
    (error: Error) => error,
  );
}, 30_000);
afterAll(() => db.close());

/** The host app's request log over a route that fails with that error, its lines caught as parsed JSON. */
function loggedApp() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const logger = serverLogger({ destination: sink, level: 'info' });
  const app = new Hono<ApiEnv>();
  app.use(...requestLog(logger));
  app.onError(answerError);
  app.get('/reset/:key', (c) => c.json({ ok: true }));
  app.post('/signup', () => {
    throw duplicate;
  });
  return { app, lines };
}

describe('the request log', () => {
  it('writes one line per request with its id, the route and not the path (paths carry keys)', async () => {
    const { app, lines } = loggedApp();
    const answer = await app.request('http://localhost/reset/one-time-secret-key');
    const requestId = answer.headers.get('x-request-id');
    expect(requestId).toMatch(/^[\w-]{8,}$/);
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'request', requestId, method: 'GET', route: '/reset/:key', status: 200 }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('one-time-secret-key');
  });

  it('logs a failed query without its parameters or the values its message quotes', async () => {
    const { app, lines } = loggedApp();
    const answer = await app.request('http://localhost/signup', { method: 'POST' });
    expect(answer.status).toBe(500);
    const requestId = answer.headers.get('x-request-id');
    expect(lines.map((line) => line.msg)).toEqual(['request failed', 'request']);
    expect(lines[0]).toMatchObject({
      requestId,
      route: '/signup',
      error: { type: 'DatabaseError', code: '23505', table: 'users', constraint: 'users_email_key' },
    });
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(EMAIL);
    expect(logged).not.toContain('argon2id');
    // What was sent to the database did carry them: the log dropped them.
    expect(JSON.stringify({ ...duplicate })).toContain(EMAIL);
  });
});

describe('loggableError', () => {
  it('keeps the message and stack of an error that is not the database’s', () => {
    const bug = new TypeError('x is undefined');
    expect(loggableError(bug)).toEqual({ type: 'TypeError', message: 'x is undefined', stack: bug.stack });
  });

  it('keeps the statement with its placeholders', () => {
    expect(loggableError(duplicate)).toMatchObject({ statement: 'insert into users values ($1, $2)' });
  });
});
