// Quests (spec 2 §7.7): saved thought maps, a learner's own.
import type { Quest } from '../../src/contract/quests.ts';
import type { ApiArea } from '../api.ts';
import { HttpError } from '../http/errors.ts';
import { gone, itemId } from './ids.ts';
import type { LibraryDeps } from './index.ts';

const NOT_FOUND = 'server.library.questNotFound';

interface QuestRow {
  id: string;
  general_information: Quest['general_information'];
  thought_map: Quest['thought_map'];
}

const QUEST_COLUMNS = 'id, general_information, thought_map';

const toQuest = (row: QuestRow): Quest => ({
  id: row.id,
  general_information: row.general_information,
  thought_map: row.thought_map,
});

/** A JSON value for a jsonb parameter, or null to keep what is saved. */
const jsonb = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export function questsArea({ db }: LibraryDeps): ApiArea {
  return (api) => {
    api.implement('quests.list', async ({ account }) => {
      const rows = await db.query<QuestRow>(
        `select ${QUEST_COLUMNS} from quests where actor = $1 order by created_at desc, id desc`,
        [account.id],
      );
      return rows.map(toQuest);
    });

    api.implement('quests.create', async ({ body, account }) => {
      const [row] = await db.query<QuestRow>(
        `insert into quests (actor, general_information, thought_map) values ($1, $2::jsonb, $3::jsonb)
         returning ${QUEST_COLUMNS}`,
        [account.id, jsonb(body.general_information), jsonb(body.thought_map)],
      );
      if (!row) throw new Error('insert into quests returned no row');
      return toQuest(row);
    });

    api.implement('quests.get', async ({ params, account }) => {
      const [row] = await db.query<QuestRow>(`select ${QUEST_COLUMNS} from quests where id = $1 and actor = $2`, [
        itemId(params.id, NOT_FOUND),
        account.id,
      ]);
      if (!row) throw new HttpError(404, NOT_FOUND);
      return toQuest(row);
    });

    api.implement('quests.update', async ({ params, body, account }) => {
      const [row] = await db.query<QuestRow>(
        `update quests set general_information = coalesce($3::jsonb, general_information),
           thought_map = coalesce($4::jsonb, thought_map), updated_at = now()
         where id = $1 and actor = $2 returning ${QUEST_COLUMNS}`,
        [itemId(params.id, NOT_FOUND), account.id, jsonb(body.general_information), jsonb(body.thought_map)],
      );
      if (!row) throw new HttpError(404, NOT_FOUND);
      return toQuest(row);
    });

    api.implement('quests.delete', async ({ params, account }) => {
      const [row] = await db.query<{ id: string }>('delete from quests where id = $1 and actor = $2 returning id', [
        itemId(params.id, NOT_FOUND),
        account.id,
      ]);
      if (!row) throw new HttpError(404, NOT_FOUND);
      return gone(row.id);
    });
  };
}
