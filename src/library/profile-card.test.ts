import { describe, expect, it } from 'vitest';
import { createTestApi } from '../../tests/support/test-api.ts';
import { createProfileCard } from './profile-card.ts';

describe('createProfileCard', () => {
  it("reads the learner's card by discriminator: names, the picture to show and the social links", async () => {
    const server = createTestApi();
    server.route('GET /userProfiles/d-7', () => ({
      body: {
        username: 'grace',
        firstName: 'Grace',
        discriminator: 'd-7',
        avatar: 'https://pictures.test/avatar.png',
        profileImage: { Location: '' },
        settings: { widget: {}, social: { shortMessageHandle: '@grace', unknown: 1 } },
      },
    }));
    const card = createProfileCard({ api: server.api });
    await card.ask('d-7');
    expect(server.seen.map((request) => request.path)).toEqual(['/userProfiles/d-7']);
    expect(card.state.value).toEqual({
      status: 'ready',
      asked: 'd-7',
      answer: {
        username: 'grace',
        firstName: 'Grace',
        picture: 'https://pictures.test/avatar.png',
        social: { sourceCodeHostUsername: '', professionalNetworkUrl: '', shortMessageHandle: '@grace' },
      },
    });
  });
});
