// The administration core over the reference server's real admin calls (HTTP, the kit's client).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSearchServer, type SearchServer } from '../../tests/support/search-server.ts';
import { createAdministration, GRANTABLE_ROLES } from './administration.ts';

let server: SearchServer;
beforeAll(async () => {
  server = await openSearchServer();
  await server.addLearner('root', ['Admin']);
  await server.addLearner('bob');
  server.tokens.store({ token: 'root', refreshToken: 'refresh-root-0123456789' });
}, 120_000);
afterAll(() => server.close());

describe('createAdministration', () => {
  it('offers the roles a grant gives, not those every learner holds', () => {
    expect(GRANTABLE_ROLES).toContain('Moderator');
    expect(GRANTABLE_ROLES).toContain('Admin');
    expect(GRANTABLE_ROLES).not.toContain('Default');
    expect(GRANTABLE_ROLES).not.toContain('Guest');
    expect(GRANTABLE_ROLES).not.toContain('User');
  });

  it('looks a learner up, grants a role after their others, revokes one, and forgets them when one is not found', async () => {
    const admin = createAdministration({ api: server.api });
    await expect(admin.actions.grant('Leap')).rejects.toThrow('look one up first');
    expect(await admin.actions.lookUp(' BOB ')).toEqual({ username: 'bob', roles: [] });
    await admin.actions.grant('Moderator');
    await admin.actions.grant('Leap');
    await admin.actions.grant('Moderator');
    expect(admin.signals.learner.value).toEqual({ username: 'bob', roles: ['Moderator', 'Leap'] });
    await admin.actions.revoke('Moderator');
    expect(admin.signals.learner.value).toEqual({ username: 'bob', roles: ['Leap'] });
    expect((await server.api.call('admin.grantedRoles', { params: { username: 'bob' } })).roles).toEqual(['Leap']);

    await expect(admin.actions.lookUp('nobody')).rejects.toThrow('There is no such learner.');
    expect(admin.signals.learner.value).toBeNull();
  });

  it('reads the partner origins, adds and removes one, and keeps the list when the server refuses', async () => {
    const admin = createAdministration({ api: server.api });
    // Adding reads the list first when it was not read.
    expect(await admin.actions.addOrigin('https://school.example')).toEqual({
      fromSettings: [],
      added: ['https://school.example'],
    });
    await admin.actions.addOrigin('https://games.example:8443');
    await expect(admin.actions.addOrigin('https://school.example/page')).rejects.toThrow(
      'added.2: That is not an origin.',
    );
    expect(admin.signals.origins.value?.added).toEqual(['https://games.example:8443', 'https://school.example']);
    await admin.actions.removeOrigin('https://school.example');
    expect((await createAdministration({ api: server.api }).actions.readOrigins()).added).toEqual([
      'https://games.example:8443',
    ]);
  });
});
