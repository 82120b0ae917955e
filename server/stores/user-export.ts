// "Export my data" (spec 2 §7.9 GET /query/json, /query/json_mongo, /query/userMarkdown): everything a learner
// made — their notes, their own saved graphs (not those shared with them) and their goals — as the calls answer it.
import type { UserExport } from '../../src/contract/endpoints/query.ts';
import type { Database } from '../db/database.ts';
import type { Account } from '../http/route.ts';
import { GRAPH_FROM, toGraph, type GraphRow } from './graph-rows.ts';
import { goalsStore } from './goals.ts';
import { notesStore } from './notes.ts';

export async function userExport(db: Database, owner: Account, now = new Date()): Promise<UserExport> {
  const graphs = await db.query<GraphRow>(`${GRAPH_FROM} where g.actor = $1 order by g.created_at desc, g.id desc`, [
    owner.id,
  ]);
  return {
    username: owner.username,
    exportedAt: now.toISOString(),
    notes: await notesStore(db).all(owner),
    graphs: graphs.map(toGraph),
    goals: await goalsStore(db).list(owner),
  };
}
