import { afterEach, describe, expect, it, vi } from 'vitest';
import { abilities, allows, canLoadWidget, gates } from '../abilities/abilities.ts';
import { session } from './session.ts';

/** The page's API answers /auth/me with this learner; any other call is not expected here. */
function serverKnows(profile: Record<string, unknown>): void {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.endsWith('/auth/me')) return Response.json(profile);
    return Response.json({ message: 'not expected' }, { status: 500 });
  });
}

describe('the page’s abilities follow the session’s user (spec 1 §6)', () => {
  afterEach(async () => {
    await session.actions.logout();
    vi.unstubAllGlobals();
  });

  it('are a visitor’s while signed out, the learner’s roles once signed in, a visitor’s again after', async () => {
    expect(canLoadWidget(abilities.value, '3d-models')).toBe(true);
    expect(allows(abilities.value, gates.saveQuest)).toBe(true);

    serverKnows({ id: 'u1', username: 'ada', roles: ['Leap'] });
    session.actions.storeTokens({ token: 'aaa.bbb.ccc', refreshToken: 'refresh-0123456789abcdef' });
    // Tokens alone do not say who the learner is: still a visitor until the profile loads.
    expect(canLoadWidget(abilities.value, '3d-models')).toBe(true);
    expect(await session.actions.initAuth()).toBe('signedIn');
    expect(allows(abilities.value, gates.saveQuest)).toBe(false);
    expect(canLoadWidget(abilities.value, 'quest-library')).toBe(false);
    expect(canLoadWidget(abilities.value, '3d-models')).toBe(false);

    await session.actions.logout();
    expect(allows(abilities.value, gates.saveQuest)).toBe(true);
    expect(canLoadWidget(abilities.value, '3d-models')).toBe(true);
  });
});
