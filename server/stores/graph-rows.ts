// A saved graph as a row of `saved_graphs` (with its owner's username and discriminator) and as the API answers it, and who may read one.
import type { G6Data, StoredGraph } from '../../src/contract/graph.ts';

export interface GraphRow {
  id: string;
  g6_data: G6Data;
  graph_dimension: StoredGraph['graph_dimension'];
  access: string;
  shared_access: string[];
  tags: string[];
  metadata: StoredGraph['metadata'];
  memory_id: string | null;
  created_at: Date;
  username: string;
  discriminator: string;
}

/** The columns of a GraphRow, from GRAPHS_WITH_OWNER. */
export const GRAPH_COLUMNS = `g.id, g.g6_data, g.graph_dimension, g.access, g.shared_access, g.tags, g.metadata,
  g.memory_id, g.created_at, u.username, u.discriminator`;
/** Saved graphs `g` with their owners `u`. */
export const GRAPHS_WITH_OWNER = 'saved_graphs g join users u on u.id = g.actor';
export const GRAPH_FROM = `select ${GRAPH_COLUMNS} from ${GRAPHS_WITH_OWNER}`;

/** Who may read a graph: its owner ($1, a user id), or a learner ($2, a username) it is shared with. */
export const READABLE = `(g.actor = $1 or (g.access = 'custom' and g.shared_access @> array[$2::text]))`;

export function toGraph(row: GraphRow): StoredGraph {
  return {
    id: row.id,
    _id: row.id,
    g6_data: row.g6_data,
    graph_dimension: row.graph_dimension,
    access: row.access,
    sharedAccess: row.shared_access,
    tags: row.tags,
    metadata: row.metadata,
    actor: row.username,
    actorDiscriminator: row.discriminator,
    timestamp: row.created_at.toISOString(),
    ...(row.memory_id ? { memory_id: row.memory_id } : {}),
  };
}
