// Finding saved graphs (spec 2 §7.4 GET /g6graph/tag/{tag}, POST /g6graph/query) among those the caller may read:
// their own and those shared with them. Every statement names the caller, as in graphs.ts.
import type { GraphMatch, GraphQueryType } from '../../src/contract/endpoints/graphs.ts';
import { LIST_LIMIT } from '../../src/contract/page.ts';
import type { Queryable } from '../db/database.ts';
import { containsPattern, listOf, TOTAL_COLUMN } from '../http/pages.ts';
import type { Account } from '../http/route.ts';
import { GRAPH_COLUMNS, GRAPHS_WITH_OWNER, READABLE, toGraph, type GraphRow } from './graph-rows.ts';

/** Whose graphs a tag lists: every graph the caller may read, or only their own (the tag page). */
export type TagScope = 'readable' | 'own';

// The nodes of a graph `g` (a saved graph always has the list: the contract fills it in).
const NODES = `jsonb_array_elements(g.g6_data->'gdata'->'nodes')`;

type Counted<Row> = Row & { total: number };

export function graphSearch(db: Queryable) {
  return {
    /** Graphs with the tag (any case), newest first. */
    async withTag(caller: Account, tag: string, scope: TagScope) {
      const rows = await db.query<Counted<GraphRow>>(
        `select ${TOTAL_COLUMN}, ${GRAPH_COLUMNS} from ${GRAPHS_WITH_OWNER}
          where ${READABLE} and ($4 = 'readable' or g.actor = $1)
            and exists (select 1 from unnest(g.tags) t where lower(t) = lower($3))
          order by g.created_at desc, g.id desc limit ${LIST_LIMIT}`,
        [caller.id, caller.username, tag, scope],
      );
      return listOf(rows, toGraph);
    },

    /**
     * Graphs whose name, node labels or tags hold the keyword (any case), or only the one place `type` names; each
     * with the nodes whose labels hold it.
     */
    async query(caller: Account, type: GraphQueryType, keyword: string) {
      const where = (place: GraphQueryType) => `$4 in ('all', '${place}')`;
      const rows = await db.query<Counted<GraphRow & { nodes: GraphMatch['nodes'] }>>(
        `select ${TOTAL_COLUMN}, ${GRAPH_COLUMNS}, matched.nodes from ${GRAPHS_WITH_OWNER}
          cross join lateral (
            select coalesce(jsonb_agg(jsonb_build_object('id', n->>'id', 'label', n->>'label')), '[]') as nodes
              from ${NODES} n where ${where('node')} and n->>'label' ilike $3) matched
          where ${READABLE}
            and ((${where('name')} and g.g6_data->>'graph_name' ilike $3)
              or (${where('tag')} and exists (select 1 from unnest(g.tags) t where t ilike $3))
              or jsonb_array_length(matched.nodes) > 0)
          order by g.created_at desc, g.id desc limit ${LIST_LIMIT}`,
        [caller.id, caller.username, containsPattern(keyword), type],
      );
      return listOf(rows, (row): GraphMatch => ({ graph: toGraph(row), nodes: row.nodes }));
    },
  };
}
