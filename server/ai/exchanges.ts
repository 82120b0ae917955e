// Eddie's exchanges with one learner: the history (paged, newest first) and the context later questions see.
import type { EddieExchange } from '../../src/contract/eddie.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { page, pageOffset } from '../http/pages.ts';
import { LIBRARY_PAGE_SIZE } from '../../src/contract/page.ts';
import type { Account } from '../http/route.ts';
import { itemId, type PathId } from '../stores/ids.ts';
import type { ContextExchange } from './provider.ts';

/** How many of the latest exchanges in context go with a question: enough to follow up, small enough to send. */
export const CONTEXT_EXCHANGES = 6;
const NOT_FOUND = 'server.eddie.exchangeNotFound';

interface ExchangeRow {
  id: string;
  prompt: string;
  answer: string;
  in_context: boolean;
  created_at: Date;
}

const COLUMNS = 'id, prompt, answer, in_context, created_at';
const toExchange = (row: ExchangeRow): EddieExchange => ({
  _id: row.id,
  prompt: row.prompt,
  answer: row.answer,
  inContext: row.in_context,
  timestamp: row.created_at.toISOString(),
});

export type ExchangeStore = ReturnType<typeof exchangeStore>;

export function exchangeStore(db: Database) {
  /** One exchange of the owner's; someone else's is not found, as one that never was. */
  async function get(owner: Account, id: PathId): Promise<EddieExchange> {
    const [row] = await db.query<ExchangeRow>(`select ${COLUMNS} from eddie_exchanges where id = $1 and actor = $2`, [
      itemId(id, NOT_FOUND),
      owner.id,
    ]);
    if (!row) throw new HttpError(404, NOT_FOUND);
    return toExchange(row);
  }

  return {
    async save(owner: Account, exchange: ContextExchange): Promise<EddieExchange> {
      const [row] = await db.query<ExchangeRow>(
        `insert into eddie_exchanges (actor, prompt, answer) values ($1, $2, $3) returning ${COLUMNS}`,
        [owner.id, exchange.prompt, exchange.answer],
      );
      if (!row) throw new Error('insert returned no row');
      return toExchange(row);
    },

    /**
     * The latest exchanges still in context, oldest first, as a conversation reads; with the thread room a question
     * continues, that exchange first unless it is among them (another learner's room is not found).
     */
    async context(owner: Account, roomId?: PathId): Promise<ContextExchange[]> {
      const rows = await db.query<ExchangeRow>(
        `select ${COLUMNS} from eddie_exchanges where actor = $1 and in_context
          order by created_at desc, id desc limit ${CONTEXT_EXCHANGES}`,
        [owner.id],
      );
      const latest = rows.reverse().map(({ prompt, answer }) => ({ prompt, answer }));
      if (roomId === undefined || rows.some((row) => row.id === String(roomId).toLowerCase())) return latest;
      const { prompt, answer } = await get(owner, roomId);
      return [{ prompt, answer }, ...latest];
    },

    /** Takes every exchange out of the context; answers how many were in it. */
    async clearContext(owner: Account): Promise<number> {
      const rows = await db.query<{ id: string }>(
        'update eddie_exchanges set in_context = false where actor = $1 and in_context returning id',
        [owner.id],
      );
      return rows.length;
    },

    async history(owner: Account, pageNo: number) {
      const [[count], rows] = await Promise.all([
        db.query<{ total: number }>('select count(*)::int as total from eddie_exchanges where actor = $1', [owner.id]),
        db.query<ExchangeRow>(
          `select ${COLUMNS} from eddie_exchanges where actor = $1
            order by created_at desc, id desc limit ${LIBRARY_PAGE_SIZE} offset $2`,
          [owner.id, pageOffset(pageNo)],
        ),
      ]);
      return page(rows.map(toExchange), pageNo, count?.total ?? 0);
    },

    get,
  };
}
