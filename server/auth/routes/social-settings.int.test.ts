// The Settings page's social fields and the edit-profile page's web addresses, as the server checks them
// (src/contract/profile-forms.ts): the same rules as the forms, refused in the learner's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { userSchema } from '../../../src/contract/user.ts';
import { storesUnderTest } from '../../testing/stores.ts';
import { authTestBed, type Answer, type AuthTestBed } from '../../testing/auth.ts';

let bed: AuthTestBed;

const socialOf = (answer: Answer) => userSchema.parse(answer.body).settings.social;
const issuesOf = (answer: Answer) =>
  z.array(z.object({ path: z.string(), message: z.string() })).parse(answer.body.issues);

describe.each(storesUnderTest().map((store) => [store.kind, store] as const))('on %s', (_kind, store) => {
  beforeAll(async () => {
    bed = await authTestBed({}, store);
  }, 30_000);
  afterAll(() => bed.close());

  const putSocial = async (social: Record<string, unknown>, lang = 'en') => {
    const learner = await bed.signedIn();
    const answer = await bed.call('PUT', `/userProfiles/${learner.discriminator}`, {
      token: learner.token,
      lang,
      body: { actor: learner.username, settings: { social } },
    });
    return { learner, answer };
  };

  it('stores the three social fields, trimmed, beside keys it does not know', async () => {
    const { learner, answer } = await putSocial({
      sourceCodeHostUsername: ' ada-lovelace ',
      professionalNetworkUrl: 'https://network.test/in/ada',
      shortMessageHandle: '@ada_l',
      github: 'kept',
    });
    expect(answer.status).toBe(200);
    const social = {
      sourceCodeHostUsername: 'ada-lovelace',
      professionalNetworkUrl: 'https://network.test/in/ada',
      shortMessageHandle: '@ada_l',
      github: 'kept',
    };
    expect(socialOf(answer)).toEqual(social);
    const me = await bed.call('GET', '/auth/me', { token: learner.token });
    expect(socialOf(me)).toEqual(social);
  });

  it('takes empty fields: a learner may clear each one', async () => {
    const { answer } = await putSocial({
      sourceCodeHostUsername: '',
      professionalNetworkUrl: '',
      shortMessageHandle: '',
    });
    expect(answer.status).toBe(200);
  });

  it.each([
    [{ sourceCodeHostUsername: '-ada' }, 'settings.social.sourceCodeHostUsername'],
    [{ sourceCodeHostUsername: 'a'.repeat(40) }, 'settings.social.sourceCodeHostUsername'],
    [{ professionalNetworkUrl: 'javascript:alert(1)' }, 'settings.social.professionalNetworkUrl'],
    [{ professionalNetworkUrl: 'network.test/ada' }, 'settings.social.professionalNetworkUrl'],
    [{ shortMessageHandle: 'ada lovelace' }, 'settings.social.shortMessageHandle'],
    [{ shortMessageHandle: 42 }, 'settings.social.shortMessageHandle'],
  ])('refuses %j', async (social, path) => {
    const { learner, answer } = await putSocial(social);
    expect(answer.status).toBe(400);
    expect(issuesOf(answer).map((issue) => issue.path)).toEqual([path]);
    const me = await bed.call('GET', '/auth/me', { token: learner.token });
    expect(socialOf(me)).toEqual({});
  });

  it('says what is wrong in the learner’s language', async () => {
    const { answer } = await putSocial({ professionalNetworkUrl: 'ftp://network.test/ada' }, 'de');
    expect(answer.status).toBe(400);
    expect(issuesOf(answer)[0]?.message).toBe(
      'Gib eine vollständige Webadresse ein, zum Beispiel https://example.org/du.',
    );
  });

  it('checks the image addresses of PATCH /auth/me/profile by the same rule', async () => {
    const learner = await bed.signedIn();
    const refused = await bed.call('PATCH', '/auth/me/profile', {
      token: learner.token,
      body: { profileImage: { Location: 'data:image/png;base64,AAAA' } },
    });
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)[0]).toEqual({
      path: 'profileImage.Location',
      message: 'Enter a full web address, such as https://example.org/you.',
    });
    const taken = await bed.call('PATCH', '/auth/me/profile', {
      token: learner.token,
      body: { profileImage: { Location: ' https://images.test/ada.png ' }, avatar: '' },
    });
    expect(taken.status).toBe(200);
    expect(taken.body.profileImage).toEqual({ Location: 'https://images.test/ada.png' });
  });
});
