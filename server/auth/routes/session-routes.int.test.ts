import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storesUnderTest } from '../../testing/stores.ts';
import { REFRESH_GRACE_MS } from '../sessions.ts';
import { authTestBed, type AuthTestBed } from '../../testing/auth.ts';

// Set by each store's beforeAll below; the helpers read it when they run.
let bed: AuthTestBed;

const MINUTE = 60_000;

// PGlite always; a PostgreSQL server too when TEST_DATABASE_URL names one (CI).
describe.each(storesUnderTest().map((store) => [store.kind, store] as const))('on %s', (_kind, store) => {
  beforeAll(async () => {
    bed = await authTestBed({}, store);
  }, 30_000);
  afterAll(() => bed.close());

  describe('signup', () => {
    it('creates the account and answers its profile, without any secret', async () => {
      const learner = bed.newLearner({ firstName: 'Grace' });
      const answer = await bed.call('POST', '/auth/signup', { body: learner, lang: 'de' });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        username: learner.username,
        email: learner.email,
        firstName: 'Grace',
        verified: false,
        locale: 'de',
        roles: [],
        settings: { widget: {}, social: {} },
      });
      expect(String(answer.body.discriminator)).toMatch(/^[\w-]{8}$/);
      expect(JSON.stringify(answer.body)).not.toContain('argon2');
      const [row] = await bed.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [
        answer.body.id,
      ]);
      // argon2id (its production cost is proven in passwords.test.ts; these tests hash at a cheaper one).
      expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$/);
    });

    it('then logs in with the same credentials', async () => {
      const learner = bed.newLearner();
      await bed.call('POST', '/auth/signup', { body: learner });
      const login = await bed.call('POST', '/auth/login', {
        body: { username: learner.username, password: learner.password },
      });
      expect(login.status).toBe(200);
      expect(login.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(String(login.body.refreshToken).length).toBeGreaterThanOrEqual(43);
    });

    it('refuses a username that differs from a taken one only in case', async () => {
      const learner = bed.newLearner({ username: 'CaseyJones' });
      expect((await bed.call('POST', '/auth/signup', { body: learner })).status).toBe(200);
      const again = await bed.call('POST', '/auth/signup', {
        body: { ...bed.newLearner(), username: 'caseyjones' },
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This username is already taken. Please choose another one.');
    });

    it('refuses an email that differs from a taken one only in case', async () => {
      const learner = bed.newLearner({ email: 'Mixed.Case@School.test' });
      expect((await bed.call('POST', '/auth/signup', { body: learner })).status).toBe(200);
      const again = await bed.call('POST', '/auth/signup', {
        body: bed.newLearner({ email: 'mixed.case@school.TEST' }),
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(
        'An account with this email address already exists. Log in or reset its password.',
      );
    });

    // Spec 1 §5, word for word; the server applies the contract's own rules.
    it.each([
      ['username', '', 'Username is required'],
      ['username', '1abc', 'Should be alphanumeric and cannot use special characters other than: . - _'],
      ['username', 'ab', 'Should be alphanumeric and cannot use special characters other than: . - _'],
      ['username', 'a'.repeat(32), 'Should be alphanumeric and cannot use special characters other than: . - _'],
      ['username', 'ada lovelace', 'Should be alphanumeric and cannot use special characters other than: . - _'],
      ['email', '', 'Email is required'],
      ['email', 'not-an-email', 'Please enter a valid email address'],
      ['password', '', 'Password is required'],
      ['password', 'short', 'minimum 8 Characters Long'],
      ['firstName', '', 'Name is required'],
      ['firstName', 'A', 'should be at least 2 words'],
    ])('refuses %s "%s" with "%s"', async (field, value, message) => {
      const answer = await bed.call('POST', '/auth/signup', { body: { ...bed.newLearner(), [field]: value } });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(`${field}: ${message}`);
      expect(answer.body.issues).toEqual([{ path: field, message }]);
    });

    it('accepts the edges of the username rule: 3 and 31 characters, . - _', async () => {
      for (const username of ['abc', `a${'b'.repeat(30)}`, 'a.b-c_d']) {
        const answer = await bed.call('POST', '/auth/signup', { body: bed.newLearner({ username }) });
        expect(answer.status, username).toBe(200);
      }
    });

    it('refuses a password longer than 128 characters', async () => {
      const answer = await bed.call('POST', '/auth/signup', { body: bed.newLearner({ password: 'p'.repeat(129) }) });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('A password can be at most 128 characters long.');
    });

    it('translates rule messages into the language asked for', async () => {
      const answer = await bed.call('POST', '/auth/signup', {
        body: { ...bed.newLearner(), email: 'nope' },
        lang: 'es',
      });
      expect(answer.body.message).toBe('email: Introduce una dirección de correo válida');
    });
  });

  describe('login', () => {
    it('refuses a wrong password and an unknown username with the same message', async () => {
      const learner = await bed.signedIn();
      const wrong = await bed.call('POST', '/auth/login', {
        body: { username: learner.username, password: 'wrong password' },
        address: 'wrong-1',
      });
      const unknown = await bed.call('POST', '/auth/login', {
        body: { username: 'nobodyhere', password: 'wrong password' },
        address: 'wrong-1',
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ message: 'Incorrect username or password' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('takes a username in any case', async () => {
      const learner = await bed.signedIn({ username: 'MixedName' });
      const login = await bed.call('POST', '/auth/login', {
        body: { username: 'mixedname', password: learner.password },
      });
      expect(login.status).toBe(200);
    });

    it('checks the login form rules with the login messages', async () => {
      const answer = await bed.call('POST', '/auth/login', { body: { username: '', password: 'whatever1' } });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('username: username is required');
    });

    it('allows 5 failed logins per account and address, then answers 429 with the wait, even for the right password', async () => {
      const learner = await bed.signedIn();
      const attempt = (password: string, address = 'attacker') =>
        bed.call('POST', '/auth/login', { body: { username: learner.username, password }, address });
      for (let i = 0; i < 5; i += 1) expect((await attempt('not the password')).status).toBe(401);
      const blocked = await attempt(learner.password);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/^Too many attempts\. Try again in \d+ s\.$/);
      const seconds = Number(/in (\d+) s/.exec(String(blocked.body.message))?.[1]);
      expect(seconds).toBeGreaterThan(15 * 60 - 10);
      expect(seconds).toBeLessThanOrEqual(15 * 60);
      expect(blocked.headers.get('retry-after')).toBe(String(seconds));
      // Another address is not blocked for this account yet.
      expect((await attempt(learner.password, 'home')).status).toBe(200);
    });

    it('translates the 429 message', async () => {
      const learner = await bed.signedIn();
      for (let i = 0; i < 5; i += 1) {
        await bed.call('POST', '/auth/login', {
          body: { username: learner.username, password: 'not the password' },
          address: 'hindi',
        });
      }
      const blocked = await bed.call('POST', '/auth/login', {
        body: { username: learner.username, password: learner.password },
        address: 'hindi',
        lang: 'hi',
      });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/^बहुत अधिक प्रयास। \d+ सेकंड बाद फिर से प्रयास करें।$/);
    });

    it('limits failed logins per address across accounts (50 per hour)', async () => {
      for (let i = 0; i < 50; i += 1) {
        const answer = await bed.call('POST', '/auth/login', {
          body: { username: `sprayed${i}`, password: 'Password1!' },
          address: 'sprayer',
        });
        expect(answer.status).toBe(401);
      }
      const blocked = await bed.call('POST', '/auth/login', {
        body: { username: 'sprayed99', password: 'Password1!' },
        address: 'sprayer',
      });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    }, 30_000);

    it('never refuses the right password from an address without failures, whatever failed elsewhere', async () => {
      const learner = await bed.signedIn();
      const attempt = (password: string, address: string) =>
        bed.call('POST', '/auth/login', { body: { username: learner.username, password }, address });
      for (let i = 0; i < 60; i += 1) expect((await attempt('not the password', `botnet-${i}`)).status).toBe(401);
      // The learner, from a new address: in at once.
      expect((await attempt(learner.password, 'home')).status).toBe(200);
      // The account is under attack: an address that already failed on it gets no more tries this hour.
      const blocked = await attempt('another guess', 'botnet-7');
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
      expect((await attempt(learner.password, 'botnet-8')).status).toBe(429);
    }, 60_000);

    it('forgets earlier failures after a successful login', async () => {
      const learner = await bed.signedIn();
      const attempt = (password: string) =>
        bed.call('POST', '/auth/login', { body: { username: learner.username, password }, address: 'forgetful' });
      for (let i = 0; i < 4; i += 1) await attempt('not the password');
      expect((await attempt(learner.password)).status).toBe(200);
      for (let i = 0; i < 4; i += 1) expect((await attempt('not the password')).status).toBe(401);
      expect((await attempt(learner.password)).status).toBe(200);
    });
  });

  describe('me and tokens', () => {
    it('answers the profile of the bearer', async () => {
      const learner = await bed.signedIn();
      const me = await bed.call('GET', '/auth/me', { token: learner.token });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ id: learner.id, username: learner.username, email: learner.email });
    });

    it('refuses a missing, forged or foreign token with 401', async () => {
      const learner = await bed.signedIn();
      expect((await bed.call('GET', '/auth/me')).status).toBe(401);
      const [header, payload] = learner.token.split('.');
      const unsigned = `${header}.${payload}.`;
      const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      for (const token of ['garbage', unsigned, `${noneHeader}.${payload}.`, `${learner.token.slice(0, -2)}xx`]) {
        const answer = await bed.call('GET', '/auth/me', { token });
        expect(answer.status, token).toBe(401);
        expect(answer.body.message, token).toBe('Your sign-in could not be verified. Please log in again.');
      }
    });

    it('answers "jwt expired" after 15 minutes; a refresh then gives tokens that work', async () => {
      const learner = await bed.signedIn();
      bed.advance(14 * MINUTE);
      expect((await bed.call('GET', '/auth/me', { token: learner.token })).status).toBe(200);
      bed.advance(2 * MINUTE);
      const expired = await bed.call('GET', '/auth/me', { token: learner.token });
      expect(expired.status).toBe(401);
      expect(expired.body).toEqual({ message: 'jwt expired' });
      const refreshed = await bed.call('GET', '/auth/refresh-token', { refreshToken: learner.refreshToken });
      expect(refreshed.status).toBe(200);
      expect(refreshed.body.refreshToken).not.toBe(learner.refreshToken);
      const retry = await bed.call('GET', '/auth/me', { token: String(refreshed.body.token) });
      expect(retry.status).toBe(200);
      expect(retry.body.username).toBe(learner.username);
    });

    it('rotates the refresh token on every use', async () => {
      const learner = await bed.signedIn();
      let refreshToken = learner.refreshToken;
      const seen = new Set([refreshToken]);
      for (let i = 0; i < 3; i += 1) {
        const answer = await bed.call('GET', '/auth/refresh-token', { refreshToken });
        expect(answer.status).toBe(200);
        refreshToken = String(answer.body.refreshToken);
        expect(seen.has(refreshToken)).toBe(false);
        seen.add(refreshToken);
      }
      const [row] = await bed.db.query<{ n: number }>(
        'select count(*)::integer as n from refresh_tokens where token_hash = $1',
        [refreshToken],
      );
      // Stored hashed, never as it was sent.
      expect(row?.n).toBe(0);
    });

    it('answers two refreshes with the same token at once (two tabs) with the same new pair', async () => {
      const learner = await bed.signedIn();
      const [one, two] = await Promise.all([
        bed.call('GET', '/auth/refresh-token', { refreshToken: learner.refreshToken }),
        bed.call('GET', '/auth/refresh-token', { refreshToken: learner.refreshToken }),
      ]);
      expect([one.status, two.status]).toEqual([200, 200]);
      expect(two.body).toEqual(one.body);
      expect(one.body.refreshToken).not.toBe(learner.refreshToken);
      // And the pair goes on working: the family was not taken for stolen.
      expect((await bed.call('GET', '/auth/me', { token: String(one.body.token) })).status).toBe(200);
      const next = await bed.call('GET', '/auth/refresh-token', { refreshToken: String(one.body.refreshToken) });
      expect(next.status).toBe(200);
    });

    it(`answers the same token again within ${REFRESH_GRACE_MS / 1000} s with the same pair`, async () => {
      const learner = await bed.signedIn();
      const first = await bed.call('GET', '/auth/refresh-token', { refreshToken: learner.refreshToken });
      bed.advance(REFRESH_GRACE_MS - 1000);
      const again = await bed.call('GET', '/auth/refresh-token', { refreshToken: learner.refreshToken });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
    });

    it('revokes the whole family when a rotated refresh token is used again after the grace window', async () => {
      const learner = await bed.signedIn();
      const first = await bed.call('GET', '/auth/refresh-token', { refreshToken: learner.refreshToken });
      expect(first.status).toBe(200);
      bed.advance(REFRESH_GRACE_MS + 1000);
      // Someone replays the old token: refused, and the family ends.
      const replay = await bed.call('GET', '/auth/refresh-token', { refreshToken: learner.refreshToken });
      expect(replay.status).toBe(401);
      expect(replay.body.message).toBe('Your session has ended. Please log in again.');
      // The token it was rotated to stops working too, and so does its access token.
      const successor = await bed.call('GET', '/auth/refresh-token', { refreshToken: String(first.body.refreshToken) });
      expect(successor.status).toBe(401);
      expect((await bed.call('GET', '/auth/me', { token: String(first.body.token) })).status).toBe(401);
      // Another sign-in of the same learner is a different family and goes on.
      const other = await bed.call('POST', '/auth/login', {
        body: { username: learner.username, password: learner.password },
      });
      expect((await bed.call('GET', '/auth/me', { token: String(other.body.token) })).status).toBe(200);
    });

    it('refuses an unknown or missing refresh token', async () => {
      expect((await bed.call('GET', '/auth/refresh-token', { refreshToken: 'made-up' })).status).toBe(401);
      expect((await bed.call('GET', '/auth/refresh-token')).status).toBe(401);
    });

    it('lets a refresh token idle for 14 days at most, and a family live 30 days at most', async () => {
      const idle = await bed.signedIn();
      bed.advance(14 * 24 * 60 * MINUTE + MINUTE);
      expect((await bed.call('GET', '/auth/refresh-token', { refreshToken: idle.refreshToken })).status).toBe(401);

      const busy = await bed.signedIn();
      let refreshToken = busy.refreshToken;
      // Refreshing every 10 days keeps it alive until the 30th day, not beyond.
      for (let day = 10; day <= 20; day += 10) {
        bed.advance(10 * 24 * 60 * MINUTE);
        const answer = await bed.call('GET', '/auth/refresh-token', { refreshToken });
        expect(answer.status, `day ${day}`).toBe(200);
        refreshToken = String(answer.body.refreshToken);
      }
      bed.advance(10 * 24 * 60 * MINUTE + MINUTE);
      expect((await bed.call('GET', '/auth/refresh-token', { refreshToken })).status).toBe(401);
    });
  });

  describe('logout', () => {
    it('revokes the refresh token and its access token at once', async () => {
      const learner = await bed.signedIn();
      const logout = await bed.call('GET', '/auth/logout', { refreshToken: learner.refreshToken });
      expect(logout.status).toBe(200);
      expect(logout.body).toEqual({ message: 'You are logged out.' });
      expect((await bed.call('GET', '/auth/refresh-token', { refreshToken: learner.refreshToken })).status).toBe(401);
      const me = await bed.call('GET', '/auth/me', { token: learner.token });
      expect(me.status).toBe(401);
      expect(me.body.message).toBe('Your session has ended. Please log in again.');
    });

    it('ends the session of the access token when no refresh token is sent', async () => {
      const learner = await bed.signedIn();
      const logout = await bed.call('GET', '/auth/logout', { token: learner.token });
      expect(logout.body).toEqual({ message: 'You are logged out.' });
      expect((await bed.call('GET', '/auth/me', { token: learner.token })).status).toBe(401);
      expect((await bed.call('GET', '/auth/refresh-token', { refreshToken: learner.refreshToken })).status).toBe(401);
    });

    it('answers 200 without a token or twice: logging out is always possible', async () => {
      const learner = await bed.signedIn();
      expect((await bed.call('GET', '/auth/logout')).status).toBe(200);
      expect((await bed.call('GET', '/auth/logout', { refreshToken: learner.refreshToken })).status).toBe(200);
      expect((await bed.call('GET', '/auth/logout', { refreshToken: learner.refreshToken })).status).toBe(200);
    });

    it("leaves the learner's other sessions alone", async () => {
      const learner = await bed.signedIn();
      const phone = await bed.call('POST', '/auth/login', {
        body: { username: learner.username, password: learner.password },
      });
      await bed.call('GET', '/auth/logout', { refreshToken: learner.refreshToken });
      expect((await bed.call('GET', '/auth/me', { token: String(phone.body.token) })).status).toBe(200);
    });
  });

  // GET /auth/me answers from memory; any change to the learner's row, however made, is seen at once.
  describe('me from memory', () => {
    const firstNameOf = async (token: string) => (await bed.call('GET', '/auth/me', { token })).body.firstName;

    it('shows a change made by a route', async () => {
      const learner = await bed.signedIn({ firstName: 'Ada Lovelace' });
      expect(await firstNameOf(learner.token)).toBe('Ada Lovelace');
      await bed.call('PATCH', '/auth/me/profile', { token: learner.token, body: { firstName: 'Ada King' } });
      expect(await firstNameOf(learner.token)).toBe('Ada King');
    });

    it('shows a change made by any statement, as another process would make it (the table’s trigger)', async () => {
      const learner = await bed.signedIn({ firstName: 'Grace Hopper' });
      expect(await firstNameOf(learner.token)).toBe('Grace Hopper');
      await bed.db.query('update users set first_name = $2 where id = $1', [learner.id, 'Grace B. Hopper']);
      await expect.poll(() => firstNameOf(learner.token), { timeout: 5_000 }).toBe('Grace B. Hopper');
    });

    it('ends the session of a learner who is gone', async () => {
      const learner = await bed.signedIn();
      expect((await bed.call('GET', '/auth/me', { token: learner.token })).status).toBe(200);
      await bed.db.query('delete from users where id = $1', [learner.id]);
      await expect.poll(async () => (await bed.call('GET', '/auth/me', { token: learner.token })).status).toBe(401);
    });
  });
});
