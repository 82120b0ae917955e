import { describe, expect, it } from 'vitest';
import { GAME_FEEDBACK_MAX_LENGTH } from '../../src/contract/game-story.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { libraryKitFor } from '../testing/library-kit.ts';
import { createGameStory } from './index.ts';

describe.each(storesUnderTest())('POST /game-story/feedback on $kind', (store) => {
  const kit = libraryKitFor(store, ['ada'], ({ db }) => [createGameStory({ db })]);
  const stored = () =>
    kit.db.query<{ game_session_id: string; feedback: string; actor: string | null }>(
      'select game_session_id, feedback, actor from game_feedback order by created_at',
    );

  it('keeps the feedback, trimmed, naming the learner when a token came, and answers its id', async () => {
    const sent = await kit.ada.call('POST', '/game-story/feedback', {
      gameSessionId: ' path-7 ',
      userFeedback: '  Too easy: the path was three words long.\n',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ id: expect.any(String) });
    // Without a token, as from a game on a partner page.
    const anonymous = await kit.ada.call(
      'POST',
      '/game-story/feedback',
      { gameSessionId: 'path-7', userFeedback: 'Fun!' },
      { authorization: '' },
    );
    expect(anonymous.status).toBe(200);
    expect(await stored()).toEqual([
      { game_session_id: 'path-7', feedback: 'Too easy: the path was three words long.', actor: kit.ada.id },
      { game_session_id: 'path-7', feedback: 'Fun!', actor: null },
    ]);
  });

  it('refuses empty, missing or too long fields with a message in the learner’s language, keeping nothing', async () => {
    const before = (await stored()).length;
    const empty = await kit.ada.call(
      'POST',
      '/game-story/feedback',
      { gameSessionId: 'path-7', userFeedback: '   ' },
      { 'accept-language': 'de' },
    );
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: 'userFeedback: Schreib, wie dir die Spielrunde gefallen hat.' });
    const long = await kit.ada.call('POST', '/game-story/feedback', {
      gameSessionId: 'path-7',
      userFeedback: 'x'.repeat(GAME_FEEDBACK_MAX_LENGTH + 1),
    });
    expect(long.status).toBe(400);
    expect((await kit.ada.call('POST', '/game-story/feedback', { userFeedback: 'Fun!' })).status).toBe(400);
    expect(await stored()).toHaveLength(before);
  });
});
