import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { migrate, readMigrations } from '../db/migrate.ts';
import { storesUnderTest, type ScratchStore } from '../testing/stores.ts';
import { insertUser } from './accounts.ts';
import { liveSessions, type LiveSessions } from './live-sessions.ts';

const clock = () => new Date();
const DAY = 24 * 60 * 60_000;

/**
 * Two server processes on one database: each keeps in memory which sessions are live, and hears from the other
 * when one ends. On PostgreSQL the two are two connections pools (as two processes have); PGlite has one process.
 */
describe.each(storesUnderTest().map((store) => [store.kind, store] as const))('on %s', (kind, store) => {
  let scratch: ScratchStore;
  let first: Database;
  let second: Database;
  let userId: string;

  beforeAll(async () => {
    scratch = await store.create();
    first = await scratch.open();
    second = kind === 'postgres' ? await scratch.open() : first;
    await migrate(
      first,
      // The accounts, and the brains a profile lists as connected.
      readMigrations().filter((migration) => ['accounts', 'brains'].includes(migration.name)),
    );
    const user = await insertUser(first, {
      username: 'live',
      email: 'live@school.test',
      firstName: 'Live Learner',
      passwordHash: null,
      locale: 'en',
    });
    userId = user.id;
  }, 30_000);
  afterAll(async () => {
    if (second !== first) await second.close();
    await first.close();
    await scratch.dispose();
  });

  async function newFamily(): Promise<string> {
    const [family] = await first.query<{ id: string }>(
      'insert into refresh_families (user_id, created_at, expires_at) values ($1, now(), $2) returning id',
      [userId, new Date(Date.now() + DAY)],
    );
    return family!.id;
  }

  /** Ends a family as the sessions module does: the update and the notification in one transaction. */
  const end = (db: Database, sessions: LiveSessions, familyId: string) =>
    db.transaction(async (tx) => {
      await tx.query('update refresh_families set revoked_at = now() where id = $1', [familyId]);
      await sessions.ended(tx, [familyId]);
    });

  /** Waits until the processes listen (they start to at once, and answer from the database until then). */
  const listening = async (...processes: LiveSessions[]) => {
    expect(await Promise.all(processes.map((process) => process.listening))).not.toContain(false);
  };

  it('knows a live session, and one of another user is not live', async () => {
    const sessions = liveSessions(first, clock);
    await listening(sessions);
    const familyId = await newFamily();
    expect(await sessions.isLive(familyId, userId)).toBe(true);
    expect(await sessions.isLive(familyId, crypto.randomUUID())).toBe(false);
    expect(await sessions.isLive(crypto.randomUUID(), userId)).toBe(false);
  });

  it('hears that another process ended a session it knew as live', async () => {
    const here = liveSessions(first, clock);
    const there = liveSessions(second, clock);
    await listening(here, there);
    const familyId = await newFamily();
    expect(await here.isLive(familyId, userId)).toBe(true);
    await end(second, there, familyId);
    await expect.poll(() => here.isLive(familyId, userId), { timeout: 5_000 }).toBe(false);
    expect(await there.isLive(familyId, userId)).toBe(false);
  });

  it('answers from memory once it knows a session: no database round trip', async () => {
    const sessions = liveSessions(first, clock);
    await listening(sessions);
    const familyId = await newFamily();
    expect(await sessions.isLive(familyId, userId)).toBe(true);
    // Ended behind its back without a notification: memory still says live, which proves no query was made.
    await first.query('update refresh_families set revoked_at = now() where id = $1', [familyId]);
    expect(await sessions.isLive(familyId, userId)).toBe(true);
  });
});
