// Saved graphs (spec 2 §7.4) in storage: the owner's own, plus custom-access graphs shared with the caller by
// username. Every statement names the caller, so the owner and sharing checks stay in SQL.
import type { StoredGraph } from '../../src/contract/graph.ts';
import { LIBRARY_PAGE_SIZE } from '../../src/contract/page.ts';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { containsPattern, page, pageOffset } from '../http/pages.ts';
import type { Account, RouteInput } from '../http/route.ts';
import { GRAPH_FROM, READABLE, toGraph, type GraphRow } from './graph-rows.ts';
import { gone, itemId, type PathId } from './ids.ts';

/** A new graph and a change to one, as the contract's calls carry them. */
export type NewGraph = RouteInput<'graphs.create'>['body'];
export type GraphChange = RouteInput<'graphs.update'>['body'];
export type GraphQuery = RouteInput<'graphs.list'>['query'];

const NOT_FOUND = 'server.library.graphNotFound';

/**
 * The learners a graph is shared with, spelled as their accounts spell them, so that reading access matches
 * exactly. Only custom access shares; a name without an account is refused rather than kept as a dead entry.
 */
async function sharedWith(db: Queryable, access: string, names: readonly string[] | undefined): Promise<string[]> {
  if (access !== 'custom' || !names) return [];
  const wanted = [...new Set(names.map((name) => name.trim()))];
  const rows = await db.query<{ username: string }>(
    'select username from users where lower(username) = any($1::text[])',
    [wanted.map((name) => name.toLowerCase())],
  );
  const found = new Map(rows.map((row) => [row.username.toLowerCase(), row.username]));
  const unknown = wanted.find((name) => !found.has(name.toLowerCase()));
  if (unknown !== undefined) throw new HttpError(400, 'server.library.unknownLearner', { username: unknown });
  return [...new Set(found.values())];
}

/** Whether the owner (a user id) has shared a graph with the learner (a username): then each may see the other's card. */
export async function sharesGraphWith(db: Queryable, ownerId: string, username: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from saved_graphs g where g.actor = $1 and g.access = 'custom' and g.shared_access @> array[$2::text]
     limit 1`,
    [ownerId, username],
  );
  return rows.length > 0;
}

/** A graph the caller may change: 404 when they cannot see it, 403 when it is only shared with them. */
async function ownGraph(db: Queryable, id: string, account: Account): Promise<void> {
  const [row] = await db.query<{ actor: string }>(
    `select g.actor from saved_graphs g where g.id = $3 and ${READABLE}`,
    [account.id, account.username, id],
  );
  if (!row) throw new HttpError(404, NOT_FOUND);
  if (row.actor !== account.id) throw new HttpError(403, 'server.library.graphOwnerOnly');
}

async function readGraph(db: Queryable, id: string, account: Account): Promise<StoredGraph> {
  const [row] = await db.query<GraphRow>(`${GRAPH_FROM} where g.id = $3 and ${READABLE}`, [
    account.id,
    account.username,
    id,
  ]);
  if (!row) throw new HttpError(404, NOT_FOUND);
  return toGraph(row);
}

export type GraphsStore = ReturnType<typeof graphsStore>;

export function graphsStore(db: Database) {
  return {
    /** A page of the graphs the caller may read, newest first, narrowed by dimension, owner and search word. */
    async list(caller: Account, query: GraphQuery) {
      const filter = `${READABLE}
        and ($3::text is null or g.graph_dimension = $3)
        and ($4::text is null or lower(u.username) = lower($4))
        and ($5::text is null or g.g6_data->>'graph_name' ilike $5 or array_to_string(g.tags, ' ') ilike $5)`;
      const params = [
        caller.id,
        caller.username,
        query.graph_dimension ?? null,
        query.username?.trim() || null,
        containsPattern(query.searchWord),
      ];
      const [count] = await db.query<{ total: number }>(
        `select count(*)::int as total from saved_graphs g join users u on u.id = g.actor where ${filter}`,
        params,
      );
      const rows = await db.query<GraphRow>(
        `${GRAPH_FROM} where ${filter} order by g.created_at desc, g.id desc limit ${LIBRARY_PAGE_SIZE} offset $6`,
        [...params, pageOffset(query.pageNo)],
      );
      return page(rows.map(toGraph), query.pageNo, count?.total ?? 0);
    },

    get: (caller: Account, id: PathId): Promise<StoredGraph> => readGraph(db, itemId(id, NOT_FOUND), caller),

    async create(owner: Account, graph: NewGraph): Promise<StoredGraph> {
      const shared = await sharedWith(db, graph.access, graph.sharedAccess);
      const [row] = await db.query<{ id: string }>(
        `insert into saved_graphs (actor, g6_data, graph_dimension, access, shared_access, tags, metadata)
         values ($1, $2::jsonb, $3, $4, $5::text[], $6::text[], $7::jsonb) returning id`,
        [
          owner.id,
          JSON.stringify(graph.g6_data),
          graph.graph_dimension ?? 'explore_library',
          graph.access,
          shared,
          graph.tags,
          JSON.stringify(graph.metadata),
        ],
      );
      if (!row) throw new Error('insert into saved_graphs returned no row');
      return readGraph(db, row.id, owner);
    },

    /**
     * A copy of a graph the caller may read, owned by the caller: private, shared with nobody, without the
     * original's smart graph thread. A graph the caller may not read is not found, as with every other call.
     */
    async clone(caller: Account, id: PathId): Promise<StoredGraph> {
      const [row] = await db.query<{ id: string }>(
        `insert into saved_graphs (actor, g6_data, graph_dimension, tags, metadata)
         select $1, g.g6_data, g.graph_dimension, g.tags, g.metadata from saved_graphs g where g.id = $3 and ${READABLE}
         returning id`,
        [caller.id, caller.username, itemId(id, NOT_FOUND)],
      );
      if (!row) throw new HttpError(404, NOT_FOUND);
      return readGraph(db, row.id, caller);
    },

    async update(owner: Account, id: PathId, change: GraphChange): Promise<StoredGraph> {
      const graphId = itemId(id, NOT_FOUND);
      await ownGraph(db, graphId, owner);
      const shared = await sharedWith(db, change.access, change.sharedAccess);
      await db.query(
        `update saved_graphs set g6_data = $3::jsonb, metadata = $4::jsonb, tags = $5::text[], access = $6,
           shared_access = $7::text[], updated_at = now()
         where id = $1 and actor = $2`,
        [
          graphId,
          owner.id,
          JSON.stringify(change.g6_data),
          JSON.stringify(change.metadata),
          change.tags,
          change.access,
          shared,
        ],
      );
      return readGraph(db, graphId, owner);
    },

    async delete(owner: Account, id: PathId) {
      const graphId = itemId(id, NOT_FOUND);
      await ownGraph(db, graphId, owner);
      await db.query('delete from saved_graphs where id = $1 and actor = $2', [graphId, owner.id]);
      return gone(graphId);
    },
  };
}
