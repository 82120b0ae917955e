import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ApiEnv } from '../http/route.ts';
import { ApiRefusal, inProcessClient } from './in-process-client.ts';

/** An API whose access tokens expire after one call, as a server with ACCESS_TOKEN_SECONDS=5 does on a slow seed. */
function shortLivedTokens() {
  let issued = 0;
  const used = new Set<string>();
  const api = new Hono<ApiEnv>();
  api.post('/api/v1/auth/login', (c) => c.json({ token: `t${++issued}`, refreshToken: 'r' }));
  api.get('/api/v1/brains', (c) => {
    const token = c.req.header('authorization')?.replace('Bearer ', '') ?? '';
    if (!token || used.has(token)) return c.json({ message: 'jwt expired' }, 401);
    used.add(token);
    return c.json([]);
  });
  return { api, logins: () => issued };
}

describe('inProcessClient (the demo data seed’s client)', () => {
  it('logs in again when its access token has expired, and the call goes through', async () => {
    const { api, logins } = shortLivedTokens();
    const client = inProcessClient(api);
    await client.signIn({ username: 'demo', password: 'secret-pass' });
    expect(await client.call('brains.list')).toEqual([]);
    expect(await client.call('brains.list')).toEqual([]);
    expect(logins()).toBe(2);
  });

  it('does not retry a refusal when it was never signed in', async () => {
    const { api } = shortLivedTokens();
    await expect(inProcessClient(api).call('brains.list')).rejects.toBeInstanceOf(ApiRefusal);
  });
});
