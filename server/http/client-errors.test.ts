import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientErrors } from './client-errors.ts';

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createAdaptorServer({ fetch: new Hono().get('*', (c) => c.json({ ok: true })).fetch }) as Server;
  answerClientErrors(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('requests Node refuses before the app', () => {
  it('answer a 1 MB query string with 431 and a JSON message', async () => {
    const answer = await fetch(`${origin}/api/v1/notes?searchWord=${'a'.repeat(1024 * 1024)}`);
    expect(answer.status).toBe(431);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({
      message: 'The address or the headers of this request are too long. Shorten them and try again.',
    });
  });

  it('leave other requests alone', async () => {
    expect(await (await fetch(`${origin}/anything?q=short`)).json()).toEqual({ ok: true });
  });
});
