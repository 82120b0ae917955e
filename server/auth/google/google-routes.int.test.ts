import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '../index.ts';
import { authTestBed, PUBLIC_URL, type AuthTestBed } from '../../testing/auth.ts';
import { fakeGoogle } from '../../testing/fake-google.ts';
import { usernameFromEmail } from './link-account.ts';

const CLIENT_ID = 'thoughtkit-test.apps.googleusercontent.com';

let bed: AuthTestBed;
let google: Awaited<ReturnType<typeof fakeGoogle>>;
beforeAll(async () => {
  google = await fakeGoogle(CLIENT_ID);
  bed = await authTestBed();
}, 30_000);
afterAll(() => bed.close());

/** The Google routes of a createAuth over the bed's database and clock, with or without a Google client. */
function googleApp(configured = true) {
  const { google: _none, ...config } = bed.config;
  return createAuth(
    { db: bed.db, config: configured ? { ...config, google: { clientId: CLIENT_ID, clientSecret: 'shh' } } : config },
    { clock: bed.clock, google: { issuer: google.issuer, fetch: google.fetch }, log: (line) => bed.logs.push(line) },
  ).googleRoutes;
}

describe('Google sign-in, not configured', () => {
  it("answers a page saying why, in the learner's language, with a way back to login", async () => {
    for (const path of ['/auth/google-auth', '/auth/google-auth/callback']) {
      const answer = await googleApp(false).request(`http://localhost${path}`, {
        headers: { 'accept-language': 'de-DE,de;q=0.9' },
      });
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toContain('text/html');
      const page = await answer.text();
      expect(page).toContain('Die Anmeldung mit Google ist nicht verfügbar');
      expect(page).toContain('Melde dich stattdessen mit Benutzername und Passwort an.');
      // The settings that would turn it on are for whoever runs the server (its start log), not the learner.
      expect(page).not.toContain('GOOGLE_CLIENT_ID');
      expect(page).toContain('href="/auth/login"');
    }
  });
});

describe('Google sign-in, configured', () => {
  /** Runs the browser's part: start, "approve" at Google, come back; answers the callback's response. */
  async function signIn(identity: Parameters<typeof google.approve>[1], tamper?: (query: string) => string) {
    const routes = googleApp();
    const start = await routes.request('http://localhost/auth/google-auth');
    expect(start.status).toBe(302);
    const location = start.headers.get('location') ?? '';
    const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^tk_google_signin=/);
    expect(start.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    const query = google.approve(location, identity);
    return routes.request(`http://localhost/auth/google-auth/callback${tamper ? tamper(query) : query}`, {
      headers: { cookie },
    });
  }

  it("sends the browser to Google with PKCE (S256), state, nonce and this server's callback", async () => {
    const start = await googleApp().request('http://localhost/auth/google-auth');
    const url = new URL(start.headers.get('location') ?? '');
    expect(url.origin + url.pathname).toBe('https://accounts.google.test/o/oauth2/v2/auth');
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/google-auth/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toBeTruthy();
  });

  it('creates an account for a new verified email and hands over tokens through a one-time key', async () => {
    const callback = await signIn({
      sub: 'g-1',
      email: 'new.person@gmail.test',
      email_verified: true,
      name: 'New Person',
    });
    expect(callback.status).toBe(302);
    const location = callback.headers.get('location') ?? '';
    expect(location).toMatch(new RegExp(`^${PUBLIC_URL}/auth/oauth-request/[\\w-]{43}$`));
    const key = location.split('/').pop() ?? '';
    const tokens = await bed.call('GET', `/auth/oauth-request/${key}`);
    expect(tokens.status).toBe(200);
    const me = await bed.call('GET', '/auth/me', { token: String(tokens.body.token) });
    expect(me.body).toMatchObject({
      username: 'new.person',
      email: 'new.person@gmail.test',
      firstName: 'New Person',
      verified: true,
    });
    // The key works once.
    const again = await bed.call('GET', `/auth/oauth-request/${key}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('This sign-in link has expired or was already used. Please sign in again.');
  });

  it('signs the same Google account into the same learner next time', async () => {
    const identity = { sub: 'g-2', email: 'twice@gmail.test', email_verified: true };
    const first = await signIn(identity);
    const second = await signIn(identity);
    const idOf = async (response: Response) => {
      const key = (response.headers.get('location') ?? '').split('/').pop() ?? '';
      const tokens = await bed.call('GET', `/auth/oauth-request/${key}`);
      return (await bed.call('GET', '/auth/me', { token: String(tokens.body.token) })).body.id;
    };
    expect(await idOf(first)).toBe(await idOf(second));
  });

  it('links an existing account by email; an unproved one loses its password and sessions', async () => {
    const squatter = await bed.signedIn({ email: 'victim@gmail.test' });
    const callback = await signIn({ sub: 'g-3', email: 'Victim@gmail.test', email_verified: true });
    const key = (callback.headers.get('location') ?? '').split('/').pop() ?? '';
    const tokens = await bed.call('GET', `/auth/oauth-request/${key}`);
    const me = await bed.call('GET', '/auth/me', { token: String(tokens.body.token) });
    expect(me.body).toMatchObject({ id: squatter.id, verified: true });
    // Whoever signed up with this address before cannot get in with their password any more.
    expect((await bed.call('GET', '/auth/me', { token: squatter.token })).status).toBe(401);
    const login = await bed.call('POST', '/auth/login', {
      body: { username: squatter.username, password: squatter.password },
    });
    expect(login.status).toBe(401);
  });

  it('refuses a Google account without a verified email', async () => {
    const callback = await signIn({ sub: 'g-4', email: 'unverified@gmail.test', email_verified: false });
    expect(callback.status).toBe(400);
    expect(await callback.text()).toContain('no verified email address');
  });

  it('refuses a callback whose state does not match, or that comes without the cookie', async () => {
    const tampered = await signIn({ sub: 'g-5', email: 'x@gmail.test', email_verified: true }, (query) =>
      query.replace(/state=[^&]+/, 'state=forged'),
    );
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('Google sign-in did not complete');
    const routes = googleApp();
    const noCookie = await routes.request('http://localhost/auth/google-auth/callback?code=abc&state=def');
    expect(noCookie.status).toBe(400);
  });

  it('refuses a callback more than 10 minutes after the start', async () => {
    const routes = googleApp();
    const start = await routes.request('http://localhost/auth/google-auth');
    const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const query = google.approve(start.headers.get('location') ?? '', {
      sub: 'g-7',
      email: 'late@gmail.test',
      email_verified: true,
    });
    bed.advance(11 * 60_000);
    const late = await routes.request(`http://localhost/auth/google-auth/callback${query}`, { headers: { cookie } });
    expect(late.status).toBe(400);
  });

  it('refuses an oauth key after 2 minutes', async () => {
    const callback = await signIn({ sub: 'g-6', email: 'slow@gmail.test', email_verified: true });
    const key = (callback.headers.get('location') ?? '').split('/').pop() ?? '';
    bed.advance(3 * 60_000);
    expect((await bed.call('GET', `/auth/oauth-request/${key}`)).status).toBe(404);
  });
});

describe('usernameFromEmail', () => {
  it('makes a name that passes the username rule', () => {
    expect(usernameFromEmail('ada.lovelace@x.test')).toBe('ada.lovelace');
    expect(usernameFromEmail('42@x.test')).toBe('u42');
    expect(usernameFromEmail('a@x.test')).toBe('a00');
    expect(usernameFromEmail('józef+tag@x.test')).toBe('jzeftag');
    expect(usernameFromEmail(`${'l'.repeat(40)}@x.test`)).toHaveLength(26);
  });
});

describe('Google sign-in, Google unreachable', () => {
  it('answers 502 with the page, and logs why', async () => {
    const { google: _none, ...config } = bed.config;
    const routes = createAuth(
      { db: bed.db, config: { ...config, google: { clientId: CLIENT_ID, clientSecret: 'shh' } } },
      {
        google: { issuer: google.issuer, fetch: () => Promise.reject(new Error('getaddrinfo ENOTFOUND')) },
        log: (line) => bed.logs.push(line),
      },
    ).googleRoutes;
    const answer = await routes.request('http://localhost/auth/google-auth');
    expect(answer.status).toBe(502);
    expect(await answer.text()).toContain('Google sign-in did not complete');
    expect(bed.logs.some((line) => line.includes('ENOTFOUND'))).toBe(true);
  });
});
