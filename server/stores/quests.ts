// Quests (spec 2 §7.7) in storage: saved thought maps, each statement naming the owner.
import type { Quest } from '../../src/contract/quests.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { Account, RouteInput } from '../http/route.ts';
import { gone, itemId, type PathId } from './ids.ts';

/** A new quest and a change to one, as the contract's calls carry them; a part left out keeps what is saved. */
export type QuestInput = RouteInput<'quests.create'>['body'];
export type QuestChange = RouteInput<'quests.update'>['body'];

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

export type QuestsStore = ReturnType<typeof questsStore>;

export function questsStore(db: Database) {
  return {
    /** The owner's quests, newest first. */
    async list(owner: Account): Promise<Quest[]> {
      const rows = await db.query<QuestRow>(
        `select ${QUEST_COLUMNS} from quests where actor = $1 order by created_at desc, id desc`,
        [owner.id],
      );
      return rows.map(toQuest);
    },

    async get(owner: Account, id: PathId): Promise<Quest> {
      const [row] = await db.query<QuestRow>(`select ${QUEST_COLUMNS} from quests where id = $1 and actor = $2`, [
        itemId(id, NOT_FOUND),
        owner.id,
      ]);
      if (!row) throw new HttpError(404, NOT_FOUND);
      return toQuest(row);
    },

    async create(owner: Account, quest: QuestInput): Promise<Quest> {
      const [row] = await db.query<QuestRow>(
        `insert into quests (actor, general_information, thought_map) values ($1, $2::jsonb, $3::jsonb)
         returning ${QUEST_COLUMNS}`,
        [owner.id, jsonb(quest.general_information), jsonb(quest.thought_map)],
      );
      if (!row) throw new Error('insert into quests returned no row');
      return toQuest(row);
    },

    async update(owner: Account, id: PathId, change: QuestChange): Promise<Quest> {
      const [row] = await db.query<QuestRow>(
        `update quests set general_information = coalesce($3::jsonb, general_information),
           thought_map = coalesce($4::jsonb, thought_map), updated_at = now()
         where id = $1 and actor = $2 returning ${QUEST_COLUMNS}`,
        [itemId(id, NOT_FOUND), owner.id, jsonb(change.general_information), jsonb(change.thought_map)],
      );
      if (!row) throw new HttpError(404, NOT_FOUND);
      return toQuest(row);
    },

    async delete(owner: Account, id: PathId) {
      const [row] = await db.query<{ id: string }>('delete from quests where id = $1 and actor = $2 returning id', [
        itemId(id, NOT_FOUND),
        owner.id,
      ]);
      if (!row) throw new HttpError(404, NOT_FOUND);
      return gone(row.id);
    },
  };
}
