// A stand-in for Google's OpenID provider, served in-process, so the sign-in flow runs for real in tests:
// discovery, the token endpoint (checking the PKCE verifier) and an RS256-signed ID token.
import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { CustomFetch } from 'openid-client';

export const FAKE_ISSUER = 'https://accounts.google.test';

export interface FakeIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

export async function fakeGoogle(clientId: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { identity: FakeIdentity; nonce: string; challenge: string; redirectUri: string }>();
  const provider = new Hono();

  provider.get('/.well-known/openid-configuration', (c) =>
    c.json({
      issuer: FAKE_ISSUER,
      authorization_endpoint: `${FAKE_ISSUER}/o/oauth2/v2/auth`,
      token_endpoint: `${FAKE_ISSUER}/token`,
      jwks_uri: `${FAKE_ISSUER}/certs`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
    }),
  );
  provider.get('/certs', (c) => c.json({ keys: [jwk] }));
  provider.post('/token', async (c) => {
    const form = await c.req.parseBody();
    const grant = codes.get(String(form.code));
    codes.delete(String(form.code));
    const verifierHash = createHash('sha256').update(String(form.code_verifier)).digest('base64url');
    if (!grant || verifierHash !== grant.challenge || form.redirect_uri !== grant.redirectUri) {
      return c.json({ error: 'invalid_grant' }, 400);
    }
    const idToken = await new SignJWT({ ...grant.identity, nonce: grant.nonce })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(FAKE_ISSUER)
      .setAudience(clientId)
      .setSubject(grant.identity.sub)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    return c.json({ access_token: 'google-access', token_type: 'Bearer', expires_in: 300, id_token: idToken });
  });

  const fetch: CustomFetch = (url, options) => {
    // openid-client sends a form (URLSearchParams) or nothing; its wider body type is one that fetch takes too.
    const body = options.body as BodyInit | null | undefined;
    return Promise.resolve(provider.request(url, { method: options.method, headers: options.headers, body }));
  };

  return {
    issuer: new URL(FAKE_ISSUER),
    fetch,
    /**
     * The learner approves on "Google": from the authorization URL the server redirected to, the query the
     * browser brings back to the callback.
     */
    approve(authorizationUrl: string, identity: FakeIdentity): string {
      const url = new URL(authorizationUrl);
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        identity,
        nonce: url.searchParams.get('nonce') ?? '',
        challenge: url.searchParams.get('code_challenge') ?? '',
        redirectUri: url.searchParams.get('redirect_uri') ?? '',
      });
      return `?code=${code}&state=${encodeURIComponent(url.searchParams.get('state') ?? '')}`;
    },
  };
}
