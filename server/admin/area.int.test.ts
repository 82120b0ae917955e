import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../db/migrate.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { authTestBed, type AuthTestBed } from '../testing/auth.ts';
import { partnerOriginList } from '../partner-origins.ts';
import { createAdmin } from './area.ts';

// Granting roles over the API, with the real sign-in: who is an Admin (ADMIN_USERNAMES, or granted), and a grant
// taking effect at the learner's next call, though their profile is kept in memory.
const PARTNER_ORIGINS = ['http://localhost:8788'];

describe.each(storesUnderTest())('the admin calls on $kind', (store) => {
  let bed: AuthTestBed;
  beforeAll(async () => {
    bed = await authTestBed({}, store, {
      settings: { adminUsernames: ['Root'] },
      areas: (db) => [createAdmin({ db, partnerOrigins: partnerOriginList(db, PARTNER_ORIGINS) })],
    });
    // The bed has the auth tables only.
    await migrate(
      bed.db,
      readMigrations().filter((migration) => migration.name === 'partner_origins'),
    );
  }, 60_000);
  afterAll(() => bed.close());

  const setRoles = (token: string, username: string, roles: unknown, lang = 'en') =>
    bed.call('PUT', `/admin/users/${username}/roles`, { token, body: { roles }, lang });
  const rolesOf = async (token: string) => (await bed.call('GET', '/auth/me', { token })).body.roles;

  it('lets a learner ADMIN_USERNAMES names (ignoring case) grant roles, which hold from their next call', async () => {
    const root = await bed.signedIn({ username: 'root' });
    const bob = await bed.signedIn();
    expect(await rolesOf(root.token)).toEqual(['Admin']);
    expect(await rolesOf(bob.token)).toEqual([]);
    // Bob's profile is in memory now: the grant must reach it.
    expect((await setRoles(bob.token, root.username, [])).status).toBe(403);

    const granted = await setRoles(root.token, bob.username.toUpperCase(), ['Moderator', 'Admin', 'Moderator']);
    expect(granted.status).toBe(200);
    expect(granted.body).toEqual({ username: bob.username, roles: ['Moderator', 'Admin'] });
    expect(await rolesOf(bob.token)).toEqual(['Moderator', 'Admin']);
    expect((await setRoles(bob.token, root.username, ['Leap'])).status).toBe(200);
    // ADMIN_USERNAMES outranks what is granted: Admin comes after the granted roles, so it overrides them.
    expect(await rolesOf(root.token)).toEqual(['Leap', 'Admin']);

    expect((await setRoles(root.token, bob.username, [])).body).toEqual({ username: bob.username, roles: [] });
    const refused = await setRoles(bob.token, root.username, []);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Your role does not allow this. If you need it, ask an administrator of this Thoughtkit server.',
    );
  });

  it('takes the roles as the table names them, and refuses an unknown role or learner', async () => {
    const root = await bed.signedIn({ username: 'ROOT2' });
    const admin = await bed.signedIn();
    // ROOT2 is not named: only "Root" is.
    expect((await setRoles(root.token, admin.username, ['Admin'])).status).toBe(403);
    // Granted Admin, as the operator's command grants it.
    await bed.db.query('update users set roles = $2 where id = $1', [admin.id, ['Admin']]);

    const spelt = await setRoles(admin.token, root.username, ['BootcampFall23']);
    expect(spelt.body).toEqual({ username: 'ROOT2', roles: ['Bootcampfall23'] });

    const unknownRole = await setRoles(admin.token, root.username, ['Moderator', 'admin'], 'de');
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.body.message).toBe(
      'roles.1: Das ist keine Rolle von Thoughtkit. Schreib sie wie in der Rollentabelle, z. B. Moderator, Open User ' +
        'oder auditor.',
    );
    const read = await bed.call('GET', `/admin/users/${root.username.toLowerCase()}/roles`, { token: admin.token });
    expect(read.body).toEqual({ username: 'ROOT2', roles: ['Bootcampfall23'] });
    expect((await bed.call('GET', '/admin/users/nobody-here/roles', { token: admin.token })).status).toBe(404);
    expect((await bed.call('GET', `/admin/users/${admin.username}/roles`, { token: root.token })).status).toBe(403);
    const unknownLearner = await setRoles(admin.token, 'nobody-here', ['Leap']);
    expect(unknownLearner.status).toBe(404);
    expect(unknownLearner.body.message).toBe('There is no such learner.');
    expect((await setRoles(admin.token, root.username, 'Leap')).status).toBe(400);
    expect(await rolesOf(root.token)).toEqual(['Bootcampfall23']);
  });

  it('asks for a token', async () => {
    expect((await bed.call('PUT', '/admin/users/root/roles', { body: { roles: [] } })).status).toBe(401);
    expect((await bed.call('GET', '/admin/users/root/roles')).status).toBe(401);
    expect((await bed.call('GET', '/admin/partner-origins')).status).toBe(401);
  });

  it('lets an Admin read and replace the partner origins kept in the database, and checks each origin', async () => {
    const root = await bed.signedIn();
    await bed.db.query('update users set roles = $2 where id = $1', [root.id, ['Admin']]);
    const bob = await bed.signedIn();
    const setOrigins = (token: string, added: unknown, lang = 'en') =>
      bed.call('PUT', '/admin/partner-origins', { token, body: { added }, lang });

    expect((await bed.call('GET', '/admin/partner-origins', { token: root.token })).body).toEqual({
      fromSettings: PARTNER_ORIGINS,
      added: [],
    });
    const set = await setOrigins(root.token, ['https://school.example/', ' https://games.example:8443']);
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      fromSettings: PARTNER_ORIGINS,
      added: ['https://games.example:8443', 'https://school.example'],
    });

    const withPath = await setOrigins(root.token, ['https://school.example/page'], 'es');
    expect(withPath.status).toBe(400);
    expect(withPath.body.message).toBe(
      'added.0: Eso no es un origen. Escríbelo como https://school.example: esquema, host y puerto opcional, sin ruta.',
    );
    expect((await setOrigins(root.token, ['*'])).status).toBe(400);
    expect((await setOrigins(bob.token, [])).status).toBe(403);
    expect((await bed.call('GET', '/admin/partner-origins', { token: bob.token })).status).toBe(403);
    expect((await bed.call('GET', '/admin/partner-origins', { token: root.token })).body.added).toHaveLength(2);
  });
});
