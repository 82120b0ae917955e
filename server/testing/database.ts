// What the store tests share with the library's API tests: a migrated scratch database (PGlite, and a PostgreSQL
// server when TEST_DATABASE_URL names one) and learners as plain `users` rows, since the stores take an owner,
// not a token.
import type { Database } from '../db/database.ts';
import type { StoreUnderTest } from './stores.ts';
import type { Account } from '../http/route.ts';

export interface TestDatabase {
  db: Database;
  /** A new learner's account. */
  owner(username: string): Promise<Account>;
  close(): Promise<void>;
}

export async function openTestDatabase(store: StoreUnderTest): Promise<TestDatabase> {
  const scratch = await store.createMigrated();
  const db = await scratch.open();
  return {
    db,
    async owner(username) {
      const [account] = await db.query<Account>(
        `insert into users (username, email, first_name, discriminator) values ($1, $2, $3, $4)
         returning id, username`,
        [username, `${username}@example.org`, username, `d-${username}`],
      );
      if (!account) throw new Error('no user row');
      return account;
    },
    async close() {
      await db.close();
      await scratch.dispose();
    },
  };
}
