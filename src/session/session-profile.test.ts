import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage/storage.ts';
import { createSession, type Session } from './session.ts';
import { createSessionTokens } from './tokens.ts';
import { createTestApi, type TestApi } from '../../tests/support/test-api.ts';

const TOKENS = { token: 'aaa.bbb.ccc', refreshToken: 'refresh-0123456789abcdef' };
const ADA = {
  id: 'u1',
  username: 'ada',
  discriminator: 'ada#0001',
  email: 'ada@example.org',
  firstName: 'Ada',
  settings: { widget: { fontSize: 90 }, social: { shortMessageHandle: '@ada', github: 'ada' } },
};

let server: TestApi;
let session: Session;
beforeEach(async () => {
  const tokens = createSessionTokens(memoryStorage());
  server = createTestApi(tokens);
  session = createSession({ api: server.api, tokens });
  tokens.store(TOKENS);
  server.route('GET /auth/me', { body: ADA });
  await session.actions.initAuth();
});
const user = () => session.signals.user.value;

describe('updateProfile', () => {
  it('sends the changes and shows the profile the server answers', async () => {
    server.route('PATCH /auth/me/profile', (request) => ({ body: { ...ADA, ...(request.body as object) } }));
    const answer = await session.actions.updateProfile({ firstName: 'Ada L.', locale: 'de' });
    expect(server.seen.at(-1)?.body).toEqual({ firstName: 'Ada L.', locale: 'de' });
    expect(answer.firstName).toBe('Ada L.');
    expect(user()).toMatchObject({ firstName: 'Ada L.', locale: 'de', username: 'ada' });
  });

  it('keeps the profile as it was when the server refuses, and rejects with its message', async () => {
    server.route('PATCH /auth/me/profile', { status: 400, body: { message: 'Your current password is not correct.' } });
    await expect(session.actions.updateProfile({ email: 'new@example.org' })).rejects.toMatchObject({
      code: 'rejected',
      message: 'Your current password is not correct.',
    });
    expect(user().email).toBe('ada@example.org');
  });

  it('does not show the answer once another learner has signed in meanwhile', async () => {
    server.route('PATCH /auth/me/profile', { body: { ...ADA, firstName: 'Ada L.' } });
    const update = session.actions.updateProfile({ firstName: 'Ada L.' });
    // Another sign-in while the answer is on its way: Ada's profile is forgotten at once.
    session.actions.storeTokens(TOKENS);
    expect((await update).firstName).toBe('Ada L.');
    expect(user().username).toBe('');
  });
});

describe('updateSocialSettings', () => {
  it("puts the social fields beside the group's other keys, as the learner, and shows the answer", async () => {
    server.route('PUT /userProfiles/ada%230001', (request) => ({
      body: { ...ADA, settings: { ...ADA.settings, ...(request.body as { settings: object }).settings } },
    }));
    const social = {
      sourceCodeHostUsername: 'ada-l',
      professionalNetworkUrl: 'https://network.test/in/ada',
      shortMessageHandle: '',
    };
    await session.actions.updateSocialSettings(social);
    expect(server.seen.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/userProfiles/ada%230001',
      body: { actor: 'ada', settings: { social: { ...social, github: 'ada' } } },
    });
    expect(user().settings).toEqual({ widget: { fontSize: 90 }, social: { ...social, github: 'ada' } });
  });
});
