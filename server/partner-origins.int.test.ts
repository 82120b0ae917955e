import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { storesUnderTest, type ScratchStore } from './testing/stores.ts';
import { addedOrigins, partnerOriginList, type PartnerOriginList } from './partner-origins.ts';

const FROM_SETTINGS = ['http://localhost:8788'];

// The live list as every server process keeps it: on PostgreSQL a change made on another connection (another
// server process, or `npm run admin`) reaches this one through the table's trigger; on PGlite, in-process.
describe.each(storesUnderTest())('the partner origins on $kind', (store) => {
  let scratch: ScratchStore;
  let db: Database;
  let other: Database;
  let list: PartnerOriginList;
  beforeAll(async () => {
    scratch = await store.create();
    db = await scratch.open();
    await migrate(db);
    // PGlite is one process's: the "other process" is the same database there.
    other = store.kind === 'postgres' ? await scratch.open() : db;
    list = partnerOriginList(db, FROM_SETTINGS);
  }, 60_000);
  afterAll(async () => {
    if (other !== db) await other.close();
    await db.close();
    await scratch.dispose();
  });

  it('starts with PARTNER_ORIGINS and follows what another connection allows and forbids', async () => {
    expect(await list.read()).toEqual({ fromSettings: FROM_SETTINGS, added: [] });
    expect(await list.allows('https://school.example')).toBe(false);

    expect(await addedOrigins.allow(other, 'https://school.example')).toBe(true);
    expect(await addedOrigins.allow(other, 'https://school.example')).toBe(false);
    await expect.poll(() => list.allows('https://school.example')).toBe(true);
    expect(await list.all()).toEqual([...FROM_SETTINGS, 'https://school.example']);

    expect(await addedOrigins.forbid(other, 'https://school.example')).toBe(true);
    await expect.poll(() => list.allows('https://school.example')).toBe(false);
    expect(await list.allows('http://localhost:8788')).toBe(true);
  });

  it('replaces the added list at once in this process, keeping PARTNER_ORIGINS', async () => {
    const set = await list.setAdded(['https://b.example', 'https://a.example:8443', 'https://b.example']);
    expect(set).toEqual({ fromSettings: FROM_SETTINGS, added: ['https://a.example:8443', 'https://b.example'] });
    // No waiting: this process forgot its copy when it made the change.
    expect(await list.allows('https://a.example:8443')).toBe(true);
    expect(await list.allows('https://a.example')).toBe(false);
    await list.setAdded(['http://localhost:8788']);
    expect(await list.all()).toEqual(FROM_SETTINGS);
    await list.setAdded([]);
    expect(await list.read()).toEqual({ fromSettings: FROM_SETTINGS, added: [] });
  });
});
