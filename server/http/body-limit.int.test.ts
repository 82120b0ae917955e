import { request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTestBed, type AuthTestBed } from '../testing/auth.ts';

/** The body a careless or hostile client announced: 45 MB, the event that stalled the server for 5.5 s. */
const ANNOUNCED_BYTES = 45 * 1024 * 1024;

let bed: AuthTestBed;
let server: Server;
let origin: string;
beforeAll(async () => {
  bed = await authTestBed();
  server = createAdaptorServer({ fetch: bed.api.fetch }) as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 30_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await bed.close();
});

describe('an oversize body, over a real connection', () => {
  it('is refused with 413 and a message before it is read, while a small request beside it answers at once', async () => {
    const started = performance.now();
    const big = request(`${origin}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(ANNOUNCED_BYTES) },
    });
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      big.once('response', resolve);
      big.once('error', reject);
    });
    // Only the first megabyte is ever sent: the answer must not wait for the rest.
    big.write(`{"username":"${'x'.repeat(1024 * 1024)}`);

    const small = await fetch(`${origin}/api/v1/auth/me`);
    const smallMs = performance.now() - started;
    expect(small.status).toBe(401);

    const refusal = await answered;
    const refusedMs = performance.now() - started;
    const text = await new Promise<string>((resolve) => {
      let body = '';
      refusal.on('data', (chunk: Buffer) => (body += chunk.toString()));
      refusal.on('end', () => resolve(body));
    });
    big.destroy();
    expect(refusal.statusCode).toBe(413);
    expect(JSON.parse(text)).toEqual({ message: 'What you sent is too large: at most 1024 KB.' });
    // Generous bounds for a busy machine: reading 45 MB is what took seconds.
    expect(refusedMs).toBeLessThan(2_000);
    expect(smallMs).toBeLessThan(2_000);
  });

  it('sent without its length, is read to its end when small and refused with 413 once it passes the limit', async () => {
    /** POSTs the pieces to /auth/login in chunks (no content-length); resolves with the status and the message. */
    const chunked = (pieces: string[]) =>
      new Promise<{ status: number | undefined; message: unknown }>((resolve, reject) => {
        const sent = request(`${origin}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        });
        sent.once('error', reject);
        sent.once('response', (answer) => {
          let body = '';
          answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
          answer.on('end', () => resolve({ status: answer.statusCode, message: JSON.parse(body).message }));
        });
        for (const piece of pieces) sent.write(piece);
        sent.end();
      });
    // Read whole: the credentials are parsed and checked.
    const small = await chunked(['{"username":"nobody",', '"password":"not-the-password"}']);
    expect(small.status).toBe(401);
    const big = await chunked([`{"username":"${'x'.repeat(600 * 1024)}`, `${'x'.repeat(600 * 1024)}"}`]);
    expect(big).toEqual({ status: 413, message: 'What you sent is too large: at most 1024 KB.' });
  });
});
