// Smart graph threads in storage (migration 0018): a saved graph's memory (its thread, whose id is the graph's
// memory_id) and the thread's messages. Every statement joins the graph and checks that the caller may read it (its
// owner, or a learner a custom-access graph is shared with): anyone else finds nothing, as for a graph that never was.
import type { GraphMemory, SmartMessage, SmartMessages } from '../../src/contract/smart-graph.ts';
import type { StoredGraph } from '../../src/contract/graph.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { Account } from '../http/route.ts';
import {
  GRAPH_COLUMNS,
  GRAPH_FROM,
  GRAPHS_WITH_OWNER,
  READABLE,
  toGraph,
  type GraphRow,
} from '../stores/graph-rows.ts';
import { itemId } from '../stores/ids.ts';

const GRAPH_NOT_FOUND = 'server.library.graphNotFound';
const THREAD_NOT_FOUND = 'server.smartGraph.threadNotFound';

/** A thread the caller may use, with the graph it belongs to. */
export interface SmartThread {
  id: string;
  graph: StoredGraph;
}

interface MessageRow {
  id: string;
  role: SmartMessage['role'];
  content: string;
  username: string | null;
  with_image: boolean;
  file: string | null;
  created_at: Date;
}

const memoryOf = (thread: string, graph: string): GraphMemory => ({
  memory_id: thread,
  threadId: thread,
  vectorStoreId: thread,
  graphId: graph,
});

export type SmartThreads = ReturnType<typeof smartThreads>;

export function smartThreads(db: Database) {
  async function readableGraph(caller: Account, graphId: string): Promise<StoredGraph> {
    const [row] = await db.query<GraphRow>(`${GRAPH_FROM} where g.id = $3 and ${READABLE}`, [
      caller.id,
      caller.username,
      itemId(graphId, GRAPH_NOT_FOUND),
    ]);
    if (!row) throw new HttpError(404, GRAPH_NOT_FOUND);
    return toGraph(row);
  }

  /**
   * The graph's thread, made unless it exists. Undefined only when another request made it in the same instant (its
   * row is not in this statement's snapshot): asked again, it is found.
   */
  async function madeOrFound(graph: string): Promise<{ id: string } | undefined> {
    const [row] = await db.query<{ id: string }>(
      `with made as (insert into smart_threads (graph) values ($1) on conflict (graph) do nothing returning id)
       select id from made union all select id from smart_threads where graph = $1 limit 1`,
      [graph],
    );
    return row;
  }

  async function messagesOf(thread: string): Promise<SmartMessages> {
    const rows = await db.query<MessageRow>(
      `select m.id, m.role, m.content, u.username, m.with_image, m.file, m.created_at
         from smart_messages m left join users u on u.id = m.asker
        where m.thread = $1 order by m.seq`,
      [thread],
    );
    return {
      threadId: thread,
      messages: rows.map((row) => ({
        _id: row.id,
        role: row.role,
        content: row.content,
        ...(row.username ? { username: row.username } : {}),
        withImage: row.with_image,
        ...(row.file ? { fileId: row.file } : {}),
        createdAt: row.created_at.toISOString(),
      })),
    };
  }

  return {
    /**
     * The graph's memory, made on first use and kept as its memory_id; made again it is the same. Anyone who may read
     * the graph may open its thread: the memory belongs to the graph, not to whoever opened it first.
     */
    async create(caller: Account, graphId: string): Promise<GraphMemory> {
      const graph = await readableGraph(caller, graphId);
      const row = (await madeOrFound(graph.id)) ?? (await madeOrFound(graph.id));
      if (!row) throw new Error('smart thread neither made nor found');
      await db.query('update saved_graphs set memory_id = $2 where id = $1 and memory_id is distinct from $2', [
        graph.id,
        row.id,
      ]);
      return memoryOf(row.id, graph.id);
    },

    /** The graph's thread, made if the graph has none yet (asking a graph opens its memory). */
    async ofGraph(caller: Account, graphId: string): Promise<SmartThread> {
      const { threadId } = await this.create(caller, graphId);
      return { id: threadId, graph: await readableGraph(caller, graphId) };
    },

    /** A thread by its id (a graph's memory_id), when the caller may read its graph. */
    async byId(caller: Account, threadId: string): Promise<SmartThread> {
      const [row] = await db.query<GraphRow & { thread: string }>(
        `select t.id as thread, ${GRAPH_COLUMNS} from ${GRAPHS_WITH_OWNER} join smart_threads t on t.graph = g.id
          where t.id = $3 and ${READABLE}`,
        [caller.id, caller.username, itemId(threadId, THREAD_NOT_FOUND)],
      );
      if (!row) throw new HttpError(404, THREAD_NOT_FOUND);
      return { id: row.thread, graph: toGraph(row) };
    },

    messages: (thread: SmartThread) => messagesOf(thread.id),

    /** Keeps a question (with the file of its image, if one came with it) and its answer, in that order. */
    async keep(
      thread: SmartThread,
      asker: Account,
      exchange: { question: string; answer: string; withImage: boolean; fileId?: string | undefined },
    ) {
      await db.query(
        `insert into smart_messages (thread, asker, role, content, with_image, file)
           values ($1, $2, 'user', $3, $4, $6), ($1, null, 'assistant', $5, false, null)`,
        [thread.id, asker.id, exchange.question, exchange.withImage, exchange.answer, exchange.fileId ?? null],
      );
    },

    /** Earlier exchanges of the thread, oldest first: a question with the answer that followed it. */
    async context(thread: SmartThread, limit: number): Promise<{ prompt: string; answer: string }[]> {
      const { messages } = await messagesOf(thread.id);
      const exchanges: { prompt: string; answer: string }[] = [];
      messages.forEach((message, index) => {
        const next = messages[index + 1];
        if (message.role === 'user' && next?.role === 'assistant') {
          exchanges.push({ prompt: message.content, answer: next.content });
        }
      });
      return exchanges.slice(-limit);
    },

    /** Empties the thread; the memory (its id, the graph's memory_id) stays. */
    async reset(thread: SmartThread): Promise<SmartMessages> {
      await db.query('delete from smart_messages where thread = $1', [thread.id]);
      return messagesOf(thread.id);
    },
  };
}
