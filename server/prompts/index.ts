// Prompts and Kaaro experiment rows (spec 2 §7.8). A learner lists the default entry, their own prompts and the
// public ones of others; changes only their own (anyone else's is not found, as one that never was). Kaaro rows
// are a learner's own sheet: each call that moves or deletes rows answers the sheet as it now is.
import type { PromptFields } from '../../src/contract/endpoints/prompts.ts';
import { defaultIntent, type Kaaro, type Prompt } from '../../src/contract/prompts.ts';
import type { ApiArea } from '../api.ts';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { Account } from '../http/route.ts';
import { itemId, type PathId } from '../stores/ids.ts';

const NOT_FOUND = 'server.prompts.notFound';

interface PromptRow {
  id: string;
  actor: string;
  label: string;
  prompt: string;
  visibility: string;
  description: string;
  type: string;
  subtype: string;
  row_index: number;
}

const COLUMNS = `p.id, u.username as actor, p.label, p.prompt, p.visibility, p.description, p.type, p.subtype,
  p.row_index`;
const FROM = 'prompts p join users u on u.id = p.owner';

const toPrompt = ({ row_index: _rowIndex, ...row }: PromptRow): Prompt => row;
const toKaaro = ({ row_index, ...row }: PromptRow): Kaaro => ({ ...row, rowIndex: row_index });

export function createPrompts({ db }: { db: Database }): ApiArea {
  async function ownIntent(tx: Queryable, owner: Account, id: PathId): Promise<string> {
    const [row] = await tx.query<{ id: string }>(
      `select id from prompts where id = $1 and owner = $2 and kind = 'intent' for update`,
      [itemId(id, NOT_FOUND), owner.id],
    );
    if (!row) throw new HttpError(404, NOT_FOUND);
    return row.id;
  }

  /** Holds the learner's rows until the transaction ends, so two moves cannot interleave. */
  async function lockSheet(tx: Queryable, owner: Account): Promise<Kaaro[]> {
    await tx.query(`select id from prompts where owner = $1 and kind = 'kaaro' for update`, [owner.id]);
    return sheet(tx, owner);
  }

  async function sheet(tx: Queryable, owner: Account): Promise<Kaaro[]> {
    const rows = await tx.query<PromptRow>(
      `select ${COLUMNS} from ${FROM} where p.owner = $1 and p.kind = 'kaaro' order by p.row_index, p.created_at`,
      [owner.id],
    );
    return rows.map(toKaaro);
  }

  /** Writes the rows' order as their row indexes 0, 1, 2, … */
  async function renumber(tx: Queryable, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await tx.query(
      `update prompts set row_index = ordered.n - 1
         from unnest($1::uuid[]) with ordinality as ordered(id, n) where prompts.id = ordered.id`,
      [ids],
    );
  }

  const fieldValues = (fields: PromptFields) => [
    fields.label,
    fields.prompt,
    fields.visibility,
    fields.description,
    fields.type,
    fields.subtype,
  ];

  return (api) => {
    api.implement('prompts.list', async ({ account }) => {
      const rows = await db.query<PromptRow>(
        `select ${COLUMNS} from ${FROM}
          where p.kind = 'intent' and (p.owner = $1 or p.visibility = 'public')
          order by (p.owner = $1) desc, lower(p.label), p.created_at`,
        [account.id],
      );
      return [defaultIntent, ...rows.map(toPrompt)];
    });

    api.implement('prompts.create', async ({ account, body }) => {
      const [row] = await db.query<PromptRow>(
        `with added as (
           insert into prompts (owner, kind, label, prompt, visibility, description, type, subtype)
           values ($1, 'intent', $2, $3, $4, $5, $6, $7) returning *)
         select ${COLUMNS} from added p join users u on u.id = p.owner`,
        [account.id, ...fieldValues(body)],
      );
      if (!row) throw new Error('prompts insert returned no row');
      return toPrompt(row);
    });

    api.implement('prompts.update', async ({ account, body, params }) =>
      db.transaction(async (tx) => {
        const id = await ownIntent(tx, account, params.id);
        await tx.query(
          `update prompts set label = $2, prompt = $3, visibility = $4, description = $5, type = $6, subtype = $7,
             updated_at = now() where id = $1`,
          [id, ...fieldValues(body)],
        );
        const [row] = await tx.query<PromptRow>(`select ${COLUMNS} from ${FROM} where p.id = $1`, [id]);
        if (!row) throw new HttpError(404, NOT_FOUND);
        return toPrompt(row);
      }),
    );

    api.implement('prompts.delete', async ({ account, params }) =>
      db.transaction(async (tx) => {
        const id = await ownIntent(tx, account, params.id);
        const [row] = await tx.query<PromptRow>(`select ${COLUMNS} from ${FROM} where p.id = $1`, [id]);
        await tx.query('delete from prompts where id = $1', [id]);
        if (!row) throw new HttpError(404, NOT_FOUND);
        return toPrompt(row);
      }),
    );

    api.implement('prompts.fetchKaaros', async ({ account }) => sheet(db, account));

    api.implement('prompts.createKaaro', async ({ account, body }) => {
      const [row] = await db.query<PromptRow>(
        `with added as (
           insert into prompts (owner, kind, label, prompt, visibility, description, type, subtype, row_index)
           values ($1, 'kaaro', $2, $3, $4, $5, $6, $7,
             (select count(*) from prompts where owner = $1 and kind = 'kaaro')) returning *)
         select ${COLUMNS} from added p join users u on u.id = p.owner`,
        [account.id, ...fieldValues(body)],
      );
      if (!row) throw new Error('prompts insert returned no row');
      return toKaaro(row);
    });

    api.implement('prompts.updateKaaro', async ({ account, body }) =>
      db.transaction(async (tx) => {
        const rows = await lockSheet(tx, account);
        const id = itemId(body.id, NOT_FOUND);
        const at = rows.findIndex((row) => row.id === id);
        if (at < 0) throw new HttpError(404, NOT_FOUND);
        await tx.query(
          `update prompts set label = $2, prompt = $3, visibility = $4, description = $5, type = $6, subtype = $7,
             updated_at = now() where id = $1`,
          [id, ...fieldValues(body)],
        );
        // The row moves to rowIndex; past the last row it becomes the last.
        const ids = rows.map((row) => row.id).filter((other) => other !== id);
        ids.splice(Math.min(body.rowIndex, ids.length), 0, id);
        await renumber(tx, ids);
        return sheet(tx, account);
      }),
    );

    api.implement('prompts.deleteKaaro', async ({ account, body }) =>
      db.transaction(async (tx) => {
        const rows = await lockSheet(tx, account);
        if (body.startIndex >= rows.length) {
          throw new HttpError(404, 'server.prompts.noSuchRows', { start: body.startIndex, rows: rows.length });
        }
        const gone = rows.slice(body.startIndex, body.endIndex).map((row) => row.id);
        await tx.query('delete from prompts where id = any($1::uuid[])', [gone]);
        await renumber(
          tx,
          rows.map((row) => row.id).filter((id) => !gone.includes(id)),
        );
        return sheet(tx, account);
      }),
    );
  };
}
