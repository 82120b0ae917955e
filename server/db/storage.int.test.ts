import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { migrate, readMigrations, type Migration } from './migrate.ts';
import { storesUnderTest, type ScratchStore } from '../testing/stores.ts';

/**
 * One suite, run against every store the server can use: what passes on the embedded PGlite must pass on a
 * PostgreSQL server, and the other way round. Without TEST_DATABASE_URL only PGlite runs (see .ci/run).
 */
const stores = storesUnderTest();
if (!stores.some((store) => store.kind === 'postgres')) {
  console.info('storage suite: TEST_DATABASE_URL is not set, so only PGlite is tested');
}

const migration = (version: number, name: string, sql: string): Migration => ({ version, name, sql });

describe.each(stores)('storage on $kind', ({ kind, create }) => {
  let store: ScratchStore;
  let db: Database;

  beforeAll(async () => {
    store = await create();
    db = await store.open();
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await store?.dispose();
  });

  it('is the store it says it is', () => {
    expect(db.kind).toBe(kind);
  });

  describe('migrations', () => {
    it("apply the project's migrations once; a second run applies nothing", async () => {
      const all = readMigrations();
      const first = await migrate(db);
      expect(first).toEqual(all.map((m) => m.version));
      expect(await migrate(db)).toEqual([]);
      const recorded = await db.query<{ version: number }>('select version from schema_migrations order by version');
      expect(recorded.map((row) => row.version)).toEqual(all.map((m) => m.version));
    });

    it('apply in version order, each once, and record name and time', async () => {
      const list = [
        migration(9001, 'notes_a', 'create table mig_a (id integer primary key); insert into mig_a values (1);'),
        migration(9002, 'notes_b', 'alter table mig_a add column body text; update mig_a set body = $$x$$;'),
      ];
      const before = Date.now();
      expect(await migrate(db, list)).toEqual([9001, 9002]);
      expect(await migrate(db, list)).toEqual([]);
      expect(await db.query('select id, body from mig_a')).toEqual([{ id: 1, body: 'x' }]);
      const [row] = await db.query<{ name: string; applied_at: Date }>(
        'select name, applied_at from schema_migrations where version = 9002',
      );
      expect(row?.name).toBe('notes_b');
      expect(row?.applied_at).toBeInstanceOf(Date);
      expect(row!.applied_at.getTime()).toBeGreaterThanOrEqual(before - 60_000);
    });

    it('roll a failing migration back whole, keep the ones before it, and apply it once fixed', async () => {
      const good = migration(9011, 'good', 'create table mig_good (id integer);');
      const broken = migration(9012, 'broken', 'create table mig_half (id integer); select * from no_such_table;');
      await expect(migrate(db, [good, broken])).rejects.toThrow(/no_such_table/);
      expect(await db.query(`select to_regclass('mig_good') is not null as present`)).toEqual([{ present: true }]);
      // The statement before the failure in the same migration is gone too.
      expect(await db.query(`select to_regclass('mig_half') is not null as present`)).toEqual([{ present: false }]);
      expect(await db.query('select 1 from schema_migrations where version = 9012')).toEqual([]);

      const fixed = migration(9012, 'broken', 'create table mig_half (id integer);');
      expect(await migrate(db, [good, fixed])).toEqual([9012]);
    });

    it('apply each migration once when two servers start at the same time', async () => {
      const list = [
        migration(9021, 'race_a', 'create table mig_race (n integer);'),
        migration(9022, 'race_b', 'insert into mig_race values (1);'),
      ];
      // A second connection to the same store where the store allows one (PGlite is one process, one connection).
      const other = kind === 'postgres' ? await store.open() : db;
      try {
        const [a, b] = await Promise.all([migrate(db, list), migrate(other, list)]);
        expect([...a, ...b].sort()).toEqual([9021, 9022]);
        expect(await db.query('select n from mig_race')).toEqual([{ n: 1 }]);
      } finally {
        if (other !== db) await other.close();
      }
    });

    it('read NNNN_name.sql files in order and ignore other files', () => {
      const dir = mkdtempSync(join(tmpdir(), 'tk-migrations-'));
      try {
        writeFileSync(join(dir, '0002_second.sql'), 'select 2;');
        writeFileSync(join(dir, '0001_first-one.sql'), 'select 1;');
        writeFileSync(join(dir, 'README.md'), 'not a migration');
        writeFileSync(join(dir, '3_bad.sql'), 'select 3;');
        expect(readMigrations(dir)).toEqual([
          { version: 1, name: 'first-one', sql: 'select 1;' },
          { version: 2, name: 'second', sql: 'select 2;' },
        ]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('transactions', () => {
    beforeAll(async () => {
      await db.exec('create table tx_items (id integer primary key, label text not null);');
    });

    it('commit what the work wrote and return its result', async () => {
      const result = await db.transaction(async (tx) => {
        await tx.query('insert into tx_items values ($1, $2)', [1, 'one']);
        await tx.query('insert into tx_items values ($1, $2)', [2, 'two']);
        return (await tx.query<{ n: number }>('select count(*) as n from tx_items'))[0]?.n;
      });
      expect(result).toBe(2);
      expect(await db.query('select id from tx_items order by id')).toEqual([{ id: 1 }, { id: 2 }]);
    });

    it('roll back everything when the work throws, and pass the error on', async () => {
      const failure = new Error('changed my mind');
      await expect(
        db.transaction(async (tx) => {
          await tx.query('insert into tx_items values ($1, $2)', [3, 'three']);
          await tx.query('update tx_items set label = $1 where id = 1', ['ONE']);
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(await db.query('select id, label from tx_items order by id')).toEqual([
        { id: 1, label: 'one' },
        { id: 2, label: 'two' },
      ]);
    });

    it('roll back when a statement fails, and leave the store usable', async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.query('insert into tx_items values ($1, $2)', [4, 'four']);
          await tx.query('insert into tx_items values ($1, $2)', [1, 'duplicate']);
        }),
      ).rejects.toThrow(/duplicate key|unique/i);
      expect(await db.query('select count(*) as n from tx_items')).toEqual([{ n: 2 }]);
      await db.transaction((tx) => tx.query('insert into tx_items values ($1, $2)', [5, 'five']));
      expect(await db.query('select count(*) as n from tx_items')).toEqual([{ n: 3 }]);
    });

    it('run a script of several statements with exec, inside a transaction too', async () => {
      await db.transaction(async (tx) => {
        await tx.exec(`insert into tx_items values (10, 'ten'); insert into tx_items values (11, 'eleven');`);
      });
      await expect(
        db.transaction((tx) =>
          tx.exec(`insert into tx_items values (12, 'x'); insert into tx_items values (10, 'x');`),
        ),
      ).rejects.toThrow();
      expect(await db.query('select id from tx_items where id >= 10 order by id')).toEqual([{ id: 10 }, { id: 11 }]);
    });
  });

  describe('parameters', () => {
    beforeAll(async () => {
      await db.exec('create table params (id serial primary key, t text, n integer, b boolean, tags text[]);');
    });

    it('are sent as values, never as SQL', async () => {
      const hostile = `Robert'); drop table params; --`;
      await db.query('insert into params (t) values ($1)', [hostile]);
      expect(await db.query('select t from params where t = $1', [hostile])).toEqual([{ t: hostile }]);
      expect(await db.query(`select to_regclass('params') is not null as present`)).toEqual([{ present: true }]);
    });

    it('carry null, numbers, booleans, text arrays and Unicode', async () => {
      const [row] = await db.query<{ id: number }>(
        'insert into params (t, n, b, tags) values ($1, $2, $3, $4) returning id',
        [null, 42, false, ['नोट', 'Ünïcode', '😀']],
      );
      expect(await db.query('select t, n, b, tags from params where id = $1', [row?.id])).toEqual([
        { t: null, n: 42, b: false, tags: ['नोट', 'Ünïcode', '😀'] },
      ]);
    });

    it('read bigint as a number while it is exact, and as a BigInt beyond', async () => {
      expect(await db.query('select count(*) as n, $1::bigint as big from params', ['9007199254740993'])).toEqual([
        { n: 2, big: 9007199254740993n },
      ]);
    });

    it('reuse one statement with different values', async () => {
      for (const n of [1, 2, 3]) await db.query('insert into params (n) values ($1)', [n]);
      expect(await db.query('select sum(n)::integer as total from params where n < $1', [10])).toEqual([{ total: 6 }]);
    });
  });

  describe('concurrent writes', () => {
    beforeAll(async () => {
      await db.exec(`
        create table burst (id integer primary key, by_tx boolean not null);
        create table counter (name text primary key, n integer not null);
        insert into counter values ('hits', 0);
        create table claims (name text primary key, owner integer not null);
      `);
    });

    it('all land, whether in a transaction or not', async () => {
      const writes = Array.from({ length: 200 }, (_, id) =>
        id % 2 === 0
          ? db.query('insert into burst values ($1, false)', [id])
          : db.transaction((tx) => tx.query('insert into burst values ($1, true)', [id])),
      );
      await Promise.all(writes);
      expect(await db.query('select count(*) as n, count(*) filter (where by_tx) as in_tx from burst')).toEqual([
        { n: 200, in_tx: 100 },
      ]);
    });

    it('lose no update when many transactions read and write one row', async () => {
      const increments = Array.from({ length: 50 }, () =>
        db.transaction(async (tx) => {
          const [row] = await tx.query<{ n: number }>(`select n from counter where name = 'hits' for update`);
          await tx.query(`update counter set n = $1 where name = 'hits'`, [(row?.n ?? 0) + 1]);
        }),
      );
      await Promise.all(increments);
      expect(await db.query(`select n from counter where name = 'hits'`)).toEqual([{ n: 50 }]);
    });

    it('let exactly one of many claims on a unique key win', async () => {
      const claims = await Promise.allSettled(
        Array.from({ length: 20 }, (_, owner) =>
          db.transaction((tx) => tx.query(`insert into claims values ('ada', $1)`, [owner])),
        ),
      );
      expect(claims.filter((claim) => claim.status === 'fulfilled')).toHaveLength(1);
      expect(await db.query('select count(*) as n from claims')).toEqual([{ n: 1 }]);
    });
  });

  describe('jsonb', () => {
    beforeAll(async () => {
      await db.exec('create table docs (id integer primary key, body jsonb not null);');
    });

    const documents: unknown[] = [
      { title: 'Photosynthesis', tags: ['biology', 'plants'], nested: { depth: 2, ok: true, none: null } },
      [1, 'two', { three: 3 }],
      'a plain string with "quotes" and \\ backslash',
      { unicode: 'नमस्ते 😀 ß', big: 1e21, small: -0.000123 },
    ];

    it('round-trips objects, arrays and strings passed as JSON text', async () => {
      for (const [id, body] of documents.entries()) {
        await db.query('insert into docs values ($1, $2::jsonb)', [id, JSON.stringify(body)]);
      }
      const rows = await db.query<{ body: unknown }>('select body from docs order by id');
      expect(rows.map((row) => row.body)).toEqual(documents);
    });

    it('round-trips a plain object passed as is', async () => {
      const body = { kind: 'object', list: [1, 2] };
      await db.query('insert into docs values ($1, $2)', [100, body]);
      expect(await db.query('select body from docs where id = 100')).toEqual([{ body }]);
    });

    it('answers queries into the document', async () => {
      expect(await db.query(`select body->>'title' as title from docs where body->'tags' ? $1`, ['plants'])).toEqual([
        { title: 'Photosynthesis' },
      ]);
    });
  });

  describe('timestamptz', () => {
    beforeAll(async () => {
      await db.exec('create table moments (id integer primary key, at timestamptz not null);');
    });

    it('round-trips a Date to the millisecond', async () => {
      const at = new Date('2024-02-29T23:59:59.987Z');
      await db.query('insert into moments values (1, $1)', [at]);
      const [row] = await db.query<{ at: Date }>('select at from moments where id = 1');
      expect(row?.at).toBeInstanceOf(Date);
      expect(row?.at.toISOString()).toBe(at.toISOString());
    });

    it('keeps the instant whatever the session time zone', async () => {
      const iso = await db.transaction(async (tx) => {
        await tx.query(`set local time zone 'Asia/Kolkata'`);
        await tx.query(`insert into moments values (2, '2024-06-01 12:00:00+05:30')`);
        return (await tx.query<{ at: Date }>('select at from moments where id = 2'))[0]?.at.toISOString();
      });
      expect(iso).toBe('2024-06-01T06:30:00.000Z');
      const [row] = await db.query<{ at: Date }>('select at from moments where id = 2');
      expect(row?.at.toISOString()).toBe('2024-06-01T06:30:00.000Z');
    });

    it('reads now() as a Date close to the clock', async () => {
      const [row] = await db.query<{ now: Date }>('select now() as now');
      expect(row?.now).toBeInstanceOf(Date);
      expect(Math.abs(row!.now.getTime() - Date.now())).toBeLessThan(60_000);
    });
  });

  it('writes a commit out before it returns (synchronous_commit, see pglite.ts)', async () => {
    expect(await db.query('show synchronous_commit')).toEqual([{ synchronous_commit: 'on' }]);
  });

  it('keeps what it stored across close and reopen', async () => {
    await db.exec(`create table kept (v text); insert into kept values ('still here');`);
    await db.close();
    db = await store.open();
    expect(await db.query('select v from kept')).toEqual([{ v: 'still here' }]);
    expect(await migrate(db, [])).toEqual([]);
  });
});
