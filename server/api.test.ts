import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApi } from './api.ts';
import { HttpError } from './http/errors.ts';
import type { Authenticate } from './http/route.ts';

const authenticate: Authenticate = async (token) => {
  if (token === 'good') return { id: '1', username: 'ada', roles: [] };
  throw new HttpError(401, { literal: 'jwt expired' });
};

const api = createApi({
  authenticate,
  areas: [
    (router) => {
      router.implement('auth.login', async ({ body }) => {
        if (body.password === 'explode!!') throw new Error('a bug');
        return { token: `t-${body.username}`, refreshToken: 'r' };
      });
      router.implement('points.get', async ({ params, account }) => ({
        id: String(params.id),
        points: account.username.length,
      }));
      router.implement('userProfiles.brains', async ({ account }) => ({ brains: [account?.username ?? 'visitor'] }));
    },
  ],
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api.request(`http://localhost/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the API router', () => {
  it('answers a valid call with the contract shape', async () => {
    const answer = await post('/auth/login', { username: 'ada', password: 'longenough' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ token: 't-ada', refreshToken: 'r' });
  });

  it('refuses bad input with 400 and a translated message of the contract rule', async () => {
    const answer = await post(
      '/auth/login',
      { username: '1ada', password: 'longenough' },
      { 'accept-language': 'de-DE' },
    );
    expect(answer.status).toBe(400);
    const { message } = (await answer.json()) as { message: string };
    expect(message).toContain('Nur Buchstaben und Ziffern');
  });

  it('refuses malformed JSON with 400, not 500', async () => {
    const answer = await post('/auth/login', '{"username":');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('requires a bearer token where the table says so, and passes the exact "jwt expired"', async () => {
    expect((await api.request('http://localhost/api/v1/points/7')).status).toBe(401);
    const expired = await api.request('http://localhost/api/v1/points/7', { headers: { authorization: 'Bearer old' } });
    expect(await expired.json()).toEqual({ message: 'jwt expired' });
    const ok = await api.request('http://localhost/api/v1/points/7', { headers: { authorization: 'Bearer good' } });
    expect(await ok.json()).toEqual({ id: '7', points: 3 });
  });

  it('asks for no token where the table says none, and goes on for a visitor on a stale token where it is optional', async () => {
    const login = await post(
      '/auth/login',
      { username: 'ada', password: 'longenough' },
      { authorization: 'Bearer old' },
    );
    expect(login.status).toBe(200);
    const brains = async (headers: Record<string, string>) => {
      const answer = await api.request('http://localhost/api/v1/userProfiles/brains/push', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ vectorStoreId: 'vs-1' }),
      });
      return answer.json();
    };
    expect(await brains({})).toEqual({ brains: ['visitor'] });
    expect(await brains({ authorization: 'Bearer old' })).toEqual({ brains: ['visitor'] });
    expect(await brains({ authorization: 'Bearer good' })).toEqual({ brains: ['ada'] });
  });

  it('answers an unknown call with 404 and a message', async () => {
    const answer = await api.request('http://localhost/api/v1/nope');
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { message: string }).message).toContain('openapi.json');
  });

  it('hides a bug behind a 500 message without a stack trace', async () => {
    const answer = await post('/auth/login', { username: 'ada', password: 'explode!!' });
    expect(answer.status).toBe(500);
    const text = await answer.text();
    expect(text).not.toContain('a bug');
    expect(text).not.toMatch(/at .*\.ts/);
  });

  it('publishes an OpenAPI document of exactly the implemented calls', async () => {
    const document = (await (await api.request('http://localhost/api/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(Object.keys(document.paths).sort()).toEqual([
      '/auth/login',
      '/points/{id}',
      '/userProfiles/brains/{action}',
    ]);
    expect(document.paths['/auth/login']?.post?.operationId).toBe('auth.login');
  });
});

describe('compression', () => {
  it('gzips a JSON answer of 1 KB or more for a client that asks, and leaves a small one as it is', async () => {
    const document = await api.request('http://localhost/api/v1/openapi.json', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(document.headers.get('content-encoding')).toBe('gzip');
    const text = gunzipSync(Buffer.from(await document.arrayBuffer())).toString();
    expect((JSON.parse(text) as { openapi: string }).openapi).toMatch(/^3\./);
    const small = await api.request('http://localhost/api/v1/points/7', {
      headers: { authorization: 'Bearer good', 'accept-encoding': 'gzip' },
    });
    expect(small.status).toBe(200);
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});
