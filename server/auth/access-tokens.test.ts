import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { accessTokens } from './access-tokens.ts';
import { derivedKey } from './secrets.ts';

const secret = new Uint8Array(randomBytes(32));
const claims = { userId: crypto.randomUUID(), familyId: crypto.randomUUID(), username: 'ada' };
let now = new Date('2030-01-01T00:00:00Z');
const tokens = (publicUrl = 'http://thoughtkit.test', key = secret) =>
  accessTokens({ secret: key, publicUrl, lifetimeMs: 15 * 60_000, clock: () => now });

const issue = () => ({ issuedAt: now, id: crypto.randomUUID() });

/** The message of the 401 a token gets. */
async function refusal(token: string): Promise<string> {
  try {
    await tokens().verify(token);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    return (error as HttpError).message;
  }
  throw new Error('the token was accepted');
}

describe('access tokens', () => {
  it('round-trips the claims', async () => {
    expect(await tokens().verify(await tokens().sign(claims, issue()))).toEqual(claims);
  });

  it('signs the same token for the same claims, time and id', async () => {
    const same = issue();
    expect(await tokens().sign(claims, same)).toBe(await tokens().sign(claims, same));
  });

  it('says exactly "jwt expired" after 15 minutes, and only then', async () => {
    const token = await tokens().sign(claims, issue());
    now = new Date(now.getTime() + 15 * 60_000 + 1000);
    expect(await refusal(token)).toBe('jwt expired');
    now = new Date('2030-01-01T00:00:00Z');
  });

  it('says "jwt expired" for a token it verified before, once its time is up', async () => {
    const verifier = tokens();
    const token = await verifier.sign(claims, issue());
    expect(await verifier.verify(token)).toEqual(claims);
    now = new Date(now.getTime() + 15 * 60_000 - 1000);
    expect(await verifier.verify(token)).toEqual(claims);
    now = new Date(now.getTime() + 2000);
    await expect(verifier.verify(token)).rejects.toMatchObject({ status: 401, message: 'jwt expired' });
    now = new Date('2030-01-01T00:00:00Z');
  });

  it('refuses another issuer, another secret, and another algorithm', async () => {
    expect(await refusal(await tokens('https://elsewhere.test').sign(claims, issue()))).toBe(
      'server.auth.tokenInvalid',
    );
    expect(await refusal(await tokens(undefined, new Uint8Array(randomBytes(32))).sign(claims, issue()))).toBe(
      'server.auth.tokenInvalid',
    );
    // Same key, right claims, but HS512: not on the allow-list.
    const hs512 = await new SignJWT({ sid: claims.familyId, username: 'ada' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(claims.userId)
      .setIssuer('http://thoughtkit.test')
      .setAudience('http://thoughtkit.test/api/v1')
      .setIssuedAt(now)
      .setExpirationTime(new Date(now.getTime() + 60_000))
      .sign(derivedKey(secret, 'access token'));
    expect(await refusal(hs512)).toBe('server.auth.tokenInvalid');
  });

  it('is signed with a key derived for access tokens, not the configured secret itself', async () => {
    const raw = await new SignJWT({ sid: claims.familyId, username: 'ada' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer('http://thoughtkit.test')
      .setAudience('http://thoughtkit.test/api/v1')
      .setIssuedAt(now)
      .setExpirationTime(new Date(now.getTime() + 60_000))
      .sign(secret);
    expect(await refusal(raw)).toBe('server.auth.tokenInvalid');
  });
});
