import { LRUCache } from 'lru-cache';
import type { Database, Queryable } from './database.ts';

/** Keys per notification: a payload must stay under PostgreSQL's 8000 bytes (a uuid and a comma are 37). */
const KEYS_PER_NOTIFICATION = 200;

export interface ListenedCache<V extends object> {
  /** The value kept for the key; when unknown, `read` from the database (and kept, unless it changed meanwhile). */
  get(key: string, read: () => Promise<V>): Promise<V>;
  /** Forgets keys in this process at once, and tells every process, in the transaction that changed them. */
  changed(tx: Queryable, keys: readonly string[]): Promise<void>;
  /**
   * Forgets keys in this process at once, for a change whose notification a trigger sends: this process's next read
   * must see it before the notification comes back over the listening connection.
   */
  forget(keys: readonly string[]): void;
  /** Settles once this process listens (true) or could not (false): from then on, what it keeps is trusted. */
  readonly listening: Promise<boolean>;
}

export interface ListenedCacheOptions<V> {
  /** The channel whose notifications (a comma list of keys) say which keys changed. */
  channel: string;
  /** How many keys are kept; one beyond it is read again, so the bound costs a query, never a wrong answer. */
  max: number;
  /** What a key that changed is known as from then on; by default it is forgotten and read again. */
  afterChange?: V;
}

/**
 * Values read from the database, kept in memory and current across every server process on it: whatever changes a
 * key notifies its channel (pg_notify, in its transaction; on PGlite in-process), and every process listening
 * forgets the key (or remembers `afterChange`). Until this process listens, and when its listening connection was
 * lost, nothing kept is trusted.
 */
export function listenedCache<V extends object>(db: Database, options: ListenedCacheOptions<V>): ListenedCache<V> {
  const { channel, afterChange } = options;
  const values = new LRUCache<string, V>({ max: options.max });
  let listening = false;
  // Counts what was heard: a value read before a change must not be kept after it.
  let heard = 0;
  const forget = (key: string) => (afterChange === undefined ? values.delete(key) : values.set(key, afterChange));
  const listened = db
    .listen(channel, {
      message(payload) {
        heard += 1;
        for (const key of payload.split(',')) if (key) forget(key);
      },
      gap() {
        heard += 1;
        values.clear();
      },
    })
    .then(
      () => (listening = true),
      (error: Error) => {
        console.warn(`[db] not listening on ${channel}, so every read asks the database: ${error.message}`);
        return false;
      },
    );

  return {
    listening: listened,
    async get(key, read) {
      const kept = listening ? values.get(key) : undefined;
      if (kept) return kept;
      const before = heard;
      const value = await read();
      if (listening && heard === before) values.set(key, value);
      return value;
    },
    forget(keys) {
      heard += 1;
      for (const key of keys) values.delete(key);
    },
    async changed(tx, keys) {
      for (const key of keys) values.delete(key);
      for (let start = 0; start < keys.length; start += KEYS_PER_NOTIFICATION) {
        await tx.query('select pg_notify($1, $2)', [
          channel,
          keys.slice(start, start + KEYS_PER_NOTIFICATION).join(','),
        ]);
      }
    },
  };
}
