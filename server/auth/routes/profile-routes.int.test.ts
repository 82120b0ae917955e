import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardPoints } from '../points.ts';
import { storesUnderTest } from '../../testing/stores.ts';
import { authTestBed, type AuthTestBed } from '../../testing/auth.ts';

// Set by each store's beforeAll below; the helpers read it when they run.
let bed: AuthTestBed;

// PGlite always; a PostgreSQL server too when TEST_DATABASE_URL names one (CI).
describe.each(storesUnderTest().map((store) => [store.kind, store] as const))('on %s', (_kind, store) => {
  beforeAll(async () => {
    bed = await authTestBed({}, store);
  }, 30_000);
  afterAll(() => bed.close());

  describe('PATCH /auth/me/profile', () => {
    it('changes name, locale, avatar and profile image', async () => {
      const learner = await bed.signedIn();
      const answer = await bed.call('PATCH', '/auth/me/profile', {
        token: learner.token,
        body: {
          firstName: 'Ada L.',
          locale: 'es',
          avatar: 'https://images.test/ada.png',
          profileImage: { Location: 'https://images.test/ada-large.png' },
        },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        firstName: 'Ada L.',
        locale: 'es',
        avatar: 'https://images.test/ada.png',
        profileImage: { Location: 'https://images.test/ada-large.png' },
        username: learner.username,
      });
      const me = await bed.call('GET', '/auth/me', { token: learner.token });
      expect(me.body.firstName).toBe('Ada L.');
    });

    it('refuses fields a learner may not set (roles, username, verified) and bad values', async () => {
      const learner = await bed.signedIn();
      for (const body of [
        { roles: ['admin'] },
        { username: 'someoneelse' },
        { verified: true },
        { firstName: 'A' },
        { email: 'nope' },
        { avatar: 'javascript:alert(1)' },
      ]) {
        const answer = await bed.call('PATCH', '/auth/me/profile', { token: learner.token, body });
        expect(answer.status, JSON.stringify(body)).toBe(400);
      }
      const locale = await bed.call('PATCH', '/auth/me/profile', { token: learner.token, body: { locale: 'fr' } });
      expect(locale.status).toBe(400);
      expect(locale.body.message).toBe('This language is not available. Choose one of: en, hi, es, de.');
      const me = await bed.call('GET', '/auth/me', { token: learner.token });
      expect(me.body.roles).toEqual([]);
    });

    it('changes the email only with the current password, and the new address is not yet proved', async () => {
      const learner = await bed.signedIn();
      const without = await bed.call('PATCH', '/auth/me/profile', {
        token: learner.token,
        body: { email: 'new.address@school.test' },
      });
      expect(without.status).toBe(400);
      expect(without.body.message).toBe('Enter your current password to change your email address.');
      const wrong = await bed.call('PATCH', '/auth/me/profile', {
        token: learner.token,
        body: { email: 'new.address@school.test', currentPassword: 'not the password' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Your current password is not correct.');
      const right = await bed.call('PATCH', '/auth/me/profile', {
        token: learner.token,
        body: { email: 'new.address@school.test', currentPassword: learner.password },
      });
      expect(right.status).toBe(200);
      expect(right.body).toMatchObject({ email: 'new.address@school.test', verified: false });
    });

    it('refuses an email another learner uses, in any case', async () => {
      const other = await bed.signedIn();
      const learner = await bed.signedIn();
      const answer = await bed.call('PATCH', '/auth/me/profile', {
        token: learner.token,
        body: { email: other.email.toUpperCase(), currentPassword: learner.password },
      });
      expect(answer.status).toBe(409);
    });
  });

  describe('/userProfiles/{discriminator}', () => {
    it("shows and updates the owner's settings; a group left out keeps its value", async () => {
      const learner = await bed.signedIn();
      const got = await bed.call('GET', `/userProfiles/${learner.discriminator}`, { token: learner.token });
      expect(got.status).toBe(200);
      expect(got.body.settings).toEqual({ widget: {}, social: {} });
      const put = await bed.call('PUT', `/userProfiles/${learner.discriminator}`, {
        token: learner.token,
        body: { actor: learner.username, settings: { social: { github: 'ada', linkedin: 'https://li.test/ada' } } },
      });
      expect(put.status).toBe(200);
      expect(put.body.settings).toEqual({ widget: {}, social: { github: 'ada', linkedin: 'https://li.test/ada' } });
      await bed.call('PUT', `/userProfiles/${learner.discriminator}`, {
        token: learner.token,
        body: { actor: learner.username, settings: { widget: { fontSize: 90 } } },
      });
      const again = await bed.call('GET', `/userProfiles/${learner.discriminator}`, { token: learner.token });
      expect(again.body.settings).toEqual({
        widget: { fontSize: 90 },
        social: { github: 'ada', linkedin: 'https://li.test/ada' },
      });
    });

    it("refuses another learner's profile (403) and an unknown one (404)", async () => {
      const owner = await bed.signedIn();
      const other = await bed.signedIn();
      const peek = await bed.call('GET', `/userProfiles/${owner.discriminator}`, { token: other.token });
      expect(peek.status).toBe(403);
      expect(peek.body.message).toBe(
        'You can see your own profile, and the card of a learner when one of you has shared a graph with the other.',
      );
      const write = await bed.call('PUT', `/userProfiles/${owner.discriminator}`, {
        token: other.token,
        body: { actor: other.username, settings: { social: { github: 'evil' } } },
      });
      expect(write.status).toBe(403);
      const unknown = await bed.call('GET', '/userProfiles/nosuchone', { token: other.token });
      expect(unknown.status).toBe(404);
      expect((await bed.call('GET', `/userProfiles/${owner.discriminator}`)).status).toBe(401);
    });

    it("shows a shared graph's owner as a card to the learners it is shared with, and them to the owner", async () => {
      const owner = await bed.signedIn();
      const reader = await bed.signedIn();
      const stranger = await bed.signedIn();
      await bed.call('PUT', `/userProfiles/${owner.discriminator}`, {
        token: owner.token,
        body: {
          actor: owner.username,
          settings: { social: { sourceCodeHostUsername: 'ada-codes' }, widget: { a: 1 } },
        },
      });
      await bed.db.query(
        `insert into saved_graphs (actor, g6_data, access, shared_access)
         values ($1, '{"graph_name": "Volcanoes", "gdata": {"nodes": [], "edges": []}}', 'custom', array[$2::text])`,
        [owner.id, reader.username],
      );
      const card = await bed.call('GET', `/userProfiles/${owner.discriminator}`, { token: reader.token });
      expect(card.status).toBe(200);
      expect(card.body).toMatchObject({
        username: owner.username,
        firstName: owner.firstName,
        discriminator: owner.discriminator,
        settings: { widget: {}, social: { sourceCodeHostUsername: 'ada-codes' } },
      });
      // Nothing private: no email, API key, id, roles, brains or widget settings.
      expect(card.body).toMatchObject({ id: '', email: '', apiKey: '', roles: [], connectedBrains: [] });
      const back = await bed.call('GET', `/userProfiles/${reader.discriminator}`, { token: owner.token });
      expect(back.status).toBe(200);
      expect(back.body.email).toBe('');
      const refused = await bed.call('GET', `/userProfiles/${owner.discriminator}`, { token: stranger.token });
      expect(refused.status).toBe(403);
    });

    it('refuses an actor that is not the caller', async () => {
      const learner = await bed.signedIn();
      const answer = await bed.call('PUT', `/userProfiles/${learner.discriminator}`, {
        token: learner.token,
        body: { actor: 'someone-else', settings: {} },
      });
      expect(answer.status).toBe(403);
    });

    it('refuses settings larger than 16 KB', async () => {
      const learner = await bed.signedIn();
      const answer = await bed.call('PUT', `/userProfiles/${learner.discriminator}`, {
        token: learner.token,
        body: { actor: learner.username, settings: { widget: { blob: 'x'.repeat(17 * 1024) } } },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('These settings are too large to save (at most 16 KB).');
    });
  });

  describe('GET /userProfiles/user/search', () => {
    it('finds learners by the start of their username, ignoring case, without emails or the caller', async () => {
      const searcher = await bed.signedIn({ username: 'zed_searcher' });
      await bed.signedIn({ username: 'Zed_Alpha', firstName: 'Alpha' });
      await bed.signedIn({ username: 'zed_beta', firstName: 'Beta' });
      await bed.signedIn({ username: 'zedXgamma' });
      const answer = await bed.call('GET', '/userProfiles/user/search?userSearch=ZED_', { token: searcher.token });
      expect(answer.status).toBe(200);
      const hits = answer.body as unknown as { username: string; firstName: string; discriminator: string }[];
      // "_" is a character here, not LIKE's wildcard: zedXgamma does not match.
      expect(hits.map((hit) => hit.username)).toEqual(['Zed_Alpha', 'zed_beta']);
      expect(Object.keys(hits[0] ?? {}).sort()).toEqual(['discriminator', 'firstName', 'username']);
      expect(JSON.stringify(hits)).not.toContain('@');
    });

    it('needs 3 characters and a token', async () => {
      const learner = await bed.signedIn();
      for (const userSearch of ['', 'ze', ' z ']) {
        const short = await bed.call('GET', `/userProfiles/user/search?userSearch=${userSearch}`, {
          token: learner.token,
        });
        expect(short.status, userSearch).toBe(400);
        expect(short.body.message).toBe(
          'userSearch: Type at least 3 characters of a username to search for a learner.',
        );
      }
      expect((await bed.call('GET', '/userProfiles/user/search?userSearch=zed')).status).toBe(401);
    });

    it('answers 10 learners at most', async () => {
      const searcher = await bed.signedIn();
      for (let n = 0; n < 12; n += 1) await bed.signedIn({ username: `many${n}_${searcher.username.slice(-4)}` });
      const answer = await bed.call('GET', '/userProfiles/user/search?userSearch=many', { token: searcher.token });
      expect((answer.body as unknown as unknown[]).length).toBe(10);
    }, 60_000);

    it('is limited to 60 searches a minute per learner', async () => {
      const learner = await bed.signedIn();
      const search = () => bed.call('GET', '/userProfiles/user/search?userSearch=abc', { token: learner.token });
      for (let n = 0; n < 60; n += 1) expect((await search()).status).toBe(200);
      const refused = await search();
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many attempts\. Try again in \d+ s\.$/);
    });
  });

  describe('GET /points/{id}', () => {
    it('is 0 for a new learner and the sum of the ledger later', async () => {
      const learner = await bed.signedIn();
      const fresh = await bed.call('GET', `/points/${learner.id}`, { token: learner.token });
      expect(fresh.status).toBe(200);
      expect(fresh.body).toEqual({ id: learner.id, points: 0 });
      await awardPoints(bed.db, learner.id, 10, 'NOTED');
      await awardPoints(bed.db, learner.id, 5, 'CREATED_GOAL');
      const later = await bed.call('GET', `/points/${learner.id}`, { token: learner.token });
      expect(later.body).toEqual({ id: learner.id, points: 15 });
    });

    it("shows only the caller's own points", async () => {
      const owner = await bed.signedIn();
      const other = await bed.signedIn();
      expect((await bed.call('GET', `/points/${owner.id}`, { token: other.token })).status).toBe(403);
      expect((await bed.call('GET', '/points/not-a-uuid', { token: other.token })).status).toBe(404);
      expect((await bed.call('GET', `/points/${crypto.randomUUID()}`, { token: other.token })).status).toBe(404);
    });
  });

  describe('OpenAPI', () => {
    it('lists every auth, profile and points call', async () => {
      const response = await bed.api.request('http://localhost/api/v1/openapi.json');
      const document = (await response.json()) as { paths: Record<string, Record<string, { operationId: string }>> };
      const operations = Object.values(document.paths).flatMap((methods) =>
        Object.values(methods).map((operation) => operation.operationId),
      );
      expect(operations.sort()).toEqual(
        [
          'auth.login',
          'auth.signup',
          'auth.logout',
          'auth.me',
          'auth.refreshToken',
          'auth.requestForgotPassword',
          'auth.checkForgotRequest',
          'auth.resetPassword',
          'auth.updatePassword',
          'auth.oauthRequest',
          'auth.updateProfile',
          'userProfiles.get',
          'userProfiles.update',
          'userProfiles.search',
          'points.get',
        ].sort(),
      );
    });
  });
});
