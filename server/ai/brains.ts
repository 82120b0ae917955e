// The vector store: a learner's brains, the documents trained into them, and the search that grounds answers.
// Every query names its owner: a search filters chunks by owner (and by the brains asked) in the same statement that
// ranks them, so no ranking ever sees another learner's passages, whatever a question or a document says.
import type { Brain, BrainFile } from '../../src/contract/brains.ts';
import type { Database } from '../db/database.ts';
import { profiles } from '../auth/profiles.ts';
import { HttpError } from '../http/errors.ts';
import type { Account } from '../http/route.ts';
import { isItemId } from '../stores/ids.ts';
import { passagesOf, type ReadDocument } from './documents.ts';
import type { Embedder } from './embeddings.ts';

/** A passage of a brain that answers a question, and where it is from (for the citation). */
export interface Passage {
  vectorStoreId: string;
  namespace: string;
  file: string;
  /** Its place in the file, from 1. */
  ordinal: number;
  text: string;
}

/** Passages a search answers: enough to ground an answer, few enough to read (and to send to a model). */
export const PASSAGES_PER_ANSWER = 4;
/** Candidates each ranking gives the fusion when embeddings are configured. */
const CANDIDATES = 20;
/** Reciprocal rank fusion's constant (Cormack et al. 2009): how much the top places outweigh the rest. */
const FUSION_K = 60;
const NOT_FOUND = 'server.brains.notFound';

interface FileRow {
  brain: string;
  name: string;
  type: BrainFile['type'];
  size: number;
  passages: number;
  created_at: Date;
}
interface PassageRow {
  id: string;
  brain: string;
  namespace: string;
  file_name: string;
  ordinal: number;
  body: string;
}

/** A question as a full-text query: any of its words (OR), stemmed and stop words dropped by PostgreSQL. */
export function anyWordQuery(question: string): string {
  const words = question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].join(' | ');
}

const toPassage = (row: PassageRow): Passage => ({
  vectorStoreId: row.brain,
  namespace: row.namespace,
  file: row.file_name,
  ordinal: row.ordinal,
  text: row.body,
});

const PASSAGE_COLUMNS = 'c.id, c.brain, b.namespace, f.name as file_name, c.ordinal, c.body';
const PASSAGE_JOINS = 'brain_chunks c join brains b on b.id = c.brain join brain_files f on f.id = c.file';

/** A file's passages, $5 in order after the first $4, of the brain $2 of the owner $1, from the file $3. */
const INSERT_PASSAGES = `insert into brain_chunks (owner, brain, file, ordinal, body)
  select $1, $2, $3, $4 + p.ordinality, p.body from unnest($5::text[]) with ordinality as p(body, ordinality)`;
/** The same, each with its embedding in $6 (pgvector's text form, '[0.1,0.2]'). */
const INSERT_EMBEDDED_PASSAGES = `insert into brain_chunks (owner, brain, file, ordinal, body, embedding)
  select $1, $2, $3, $4 + p.ordinality, p.body, p.embedding::vector
    from unnest($5::text[], $6::text[]) with ordinality as p(body, embedding, ordinality)`;
/**
 * Passages written per statement: a long document's thousands in one statement held the embedded database, which
 * runs on the server's thread, for over a second; in slices, other learners' requests are answered between them.
 */
const PASSAGES_PER_INSERT = 200;

/**
 * Whether this database keeps passages' embeddings: brain_chunks.embedding is a pgvector vector where the extension is
 * available (always on PGlite), and missing otherwise (migration 0019). Asked once per database.
 */
const vectorColumns = new WeakMap<Database, Promise<boolean>>();
export function keepsEmbeddings(db: Database): Promise<boolean> {
  let answer = vectorColumns.get(db);
  if (!answer) {
    answer = db
      .query<{ vector: boolean }>(
        `select exists (select 1 from pg_attribute a join pg_type t on t.oid = a.atttypid
          where a.attrelid = 'brain_chunks'::regclass and a.attname = 'embedding' and not a.attisdropped
            and t.typname = 'vector') as vector`,
      )
      .then(([row]) => row?.vector === true);
    // A failed question (a lost connection) is asked again next time rather than kept.
    answer.catch(() => vectorColumns.delete(db));
    vectorColumns.set(db, answer);
  }
  return answer;
}

export type BrainStore = ReturnType<typeof brainStore>;

export function brainStore(db: Database, configured?: Embedder) {
  /** The embedder, where the database keeps embeddings: without either, brains rank by full-text search alone. */
  const embedderInUse = async () => (configured && (await keepsEmbeddings(db)) ? configured : undefined);

  async function ownBrain(owner: Account, id: string): Promise<string> {
    if (!isItemId(id)) throw new HttpError(404, NOT_FOUND);
    const [row] = await db.query<{ id: string }>('select id from brains where id = $1 and owner = $2', [id, owner.id]);
    if (!row) throw new HttpError(404, NOT_FOUND);
    return row.id;
  }

  async function connectedIds(owner: Account): Promise<string[]> {
    const rows = await db.query<{ brain: string }>(
      'select brain from brain_connections where user_id = $1 order by connected_at, brain',
      [owner.id],
    );
    return rows.map(({ brain }) => brain);
  }

  async function byWords(owner: Account, brains: readonly string[], question: string, limit: number) {
    const query = anyWordQuery(question);
    if (query === '') return [];
    return db.query<PassageRow>(
      `select ${PASSAGE_COLUMNS} from ${PASSAGE_JOINS}, to_tsquery('english', $3) q
        where c.owner = $1 and c.brain = any($2::uuid[]) and c.search @@ q
        order by ts_rank(c.search, q, 1) desc, c.ordinal, c.id limit $4`,
      [owner.id, brains, query, limit],
    );
  }

  /** By pgvector's cosine distance, among the passages embedded by a model of the question's dimension. */
  async function byMeaning(owner: Account, brains: readonly string[], vector: number[], limit: number) {
    return db.query<PassageRow>(
      `select ${PASSAGE_COLUMNS} from ${PASSAGE_JOINS}, cast($3 as vector) q
        where c.owner = $1 and c.brain = any($2::uuid[]) and vector_dims(c.embedding) = vector_dims(q)
        order by c.embedding <=> q, c.ordinal, c.id limit $4`,
      [owner.id, brains, JSON.stringify(vector), limit],
    );
  }

  return {
    /** Trains the owner's brain of this namespace (made on first use) on a document; answers it and the passages. */
    async train(owner: Account, namespace: string, document: ReadDocument) {
      const passages = passagesOf(document.text);
      if (passages.length === 0) throw new HttpError(422, 'server.brains.noText');
      const embedder = await embedderInUse();
      const vectors = embedder ? await embedder.embed(passages) : undefined;
      return db.transaction(async (tx) => {
        const [brain] = await tx.query<{ id: string }>(
          `insert into brains (owner, namespace) values ($1, $2)
            on conflict (owner, namespace) do update set namespace = excluded.namespace returning id`,
          [owner.id, namespace],
        );
        if (!brain) throw new Error('insert returned no row');
        const [file] = await tx.query<{ id: string }>(
          'insert into brain_files (brain, name, type, size) values ($1, $2, $3, $4) returning id',
          [brain.id, document.name, document.type, document.size],
        );
        if (!file) throw new Error('insert returned no row');
        for (let start = 0; start < passages.length; start += PASSAGES_PER_INSERT) {
          const end = start + PASSAGES_PER_INSERT;
          const slice = [owner.id, brain.id, file.id, start, passages.slice(start, end)];
          await (vectors
            ? tx.query(INSERT_EMBEDDED_PASSAGES, [
                ...slice,
                vectors.slice(start, end).map((vector) => JSON.stringify(vector)),
              ])
            : tx.query(INSERT_PASSAGES, slice));
        }
        return { vectorStoreId: brain.id, passages: passages.length };
      });
    },

    /** The owner's brains, oldest first, each with its files and whether it is connected. */
    async list(owner: Account): Promise<Brain[]> {
      const [brains, files, connected] = await Promise.all([
        db.query<{ id: string; namespace: string }>(
          'select id, namespace from brains where owner = $1 order by created_at, id',
          [owner.id],
        ),
        db.query<FileRow>(
          `select f.brain, f.name, f.type, f.size, f.created_at,
              (select count(*)::int from brain_chunks c where c.file = f.id) as passages
            from brain_files f join brains b on b.id = f.brain where b.owner = $1 order by f.created_at, f.id`,
          [owner.id],
        ),
        connectedIds(owner),
      ]);
      return brains.map(({ id, namespace }) => ({
        vectorStoreId: id,
        namespace,
        files: files
          .filter((file) => file.brain === id)
          .map(({ name, type, size, passages, created_at }) => ({
            name,
            type,
            size,
            passages,
            uploadedAt: created_at.toISOString(),
          })),
        connected: connected.includes(id),
      }));
    },

    /** How many documents the owner's brain holds; someone else's is not found, as one that never was. */
    async filesCount(owner: Account, id: string): Promise<number> {
      const brain = await ownBrain(owner, id);
      const [row] = await db.query<{ count: number }>(
        'select count(*)::int as count from brain_files where brain = $1',
        [brain],
      );
      return row?.count ?? 0;
    },

    /** The owner's brain of a namespace, if they trained one. */
    async inNamespace(owner: Account, namespace: string): Promise<string | undefined> {
      const [row] = await db.query<{ id: string }>('select id from brains where owner = $1 and namespace = $2', [
        owner.id,
        namespace,
      ]);
      return row?.id;
    },

    connectedIds,

    /** Connects or disconnects one of the owner's brains; answers the connected ones' ids. */
    async setConnected(owner: Account, id: string, connect: boolean): Promise<string[]> {
      const brain = await ownBrain(owner, id);
      await db.query(
        connect
          ? 'insert into brain_connections (user_id, brain) values ($1, $2) on conflict do nothing'
          : 'delete from brain_connections where user_id = $1 and brain = $2',
        [owner.id, brain],
      );
      // This process's own profile of the learner sees it at once; the trigger (migration 0017) tells the others.
      profiles(db).changed(owner.id);
      return connectedIds(owner);
    },

    /**
     * The owner's passages in these brains that best answer a question: full-text rank, fused with embedding
     * similarity when an embeddings model is configured and the database keeps embeddings (reciprocal rank fusion).
     * Brains not the owner's find nothing.
     */
    async search(owner: Account, brains: readonly string[], question: string, limit = PASSAGES_PER_ANSWER) {
      if (brains.length === 0) return [];
      const embedder = await embedderInUse();
      if (!embedder) return (await byWords(owner, brains, question, limit)).map(toPassage);
      const [vector] = await embedder.embed([question]);
      const [worded, meant] = await Promise.all([
        byWords(owner, brains, question, CANDIDATES),
        vector ? byMeaning(owner, brains, vector, CANDIDATES) : [],
      ]);
      const fused = new Map<string, { row: PassageRow; score: number }>();
      for (const ranking of [worded, meant]) {
        ranking.forEach((row, place) => {
          const entry = fused.get(row.id) ?? { row, score: 0 };
          entry.score += 1 / (FUSION_K + place + 1);
          fused.set(row.id, entry);
        });
      }
      return [...fused.values()]
        .sort((a, b) => b.score - a.score)
        .slice(0, limit)
        .map(({ row }) => toPassage(row));
    },
  };
}
