// Game story calls (spec 2 §7.9): a learner's feedback on a game session, kept for the game's makers. The token is
// optional: a signed-in learner's feedback names them.
import type { ApiArea } from '../api.ts';
import type { Database } from '../db/database.ts';

export function createGameStory({ db }: { db: Database }): ApiArea {
  return (api) => {
    api.implement('gameStory.feedback', async ({ account, body }) => {
      const [row] = await db.query<{ id: string }>(
        'insert into game_feedback (game_session_id, feedback, actor) values ($1, $2, $3) returning id',
        [body.gameSessionId, body.userFeedback, account?.id ?? null],
      );
      if (!row) throw new Error('game_feedback insert returned no row');
      return { id: row.id };
    });
  };
}
