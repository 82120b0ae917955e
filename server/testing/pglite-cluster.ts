// PGlite makes a new cluster (initdb) whenever it opens an empty folder: about 3 s, more on a busy machine, in every
// test that opens a fresh database and every server process started on a fresh data folder; the migrations take
// another half second. A cluster made once, empty or with every migration (per PGlite version and migrations, kept
// in the system's temporary folder across runs), is copied instead in a fraction of a second.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, readMigrations } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';

/** Where PGlite keeps a data folder's cluster (server/db/pglite.ts). */
const CLUSTER = 'pgdata';

export type ClusterKind = 'empty' | 'migrated';

const pgliteVersion = (
  JSON.parse(
    readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8'),
  ) as { version: string }
).version;

/** Names what a migrated template holds: a new or changed migration makes a new one. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const { name, sql } of readMigrations()) hash.update(name).update(sql);
  return hash.digest('hex').slice(0, 12);
}

const made = new Map<ClusterKind, Promise<string>>();

/** The template's folder, made by the first process that needs it; another racing it keeps the one that won. */
function template(kind: ClusterKind): Promise<string> {
  let folder = made.get(kind);
  if (!folder) {
    folder = (async () => {
      const name = join(tmpdir(), `thoughtkit-pglite-${pgliteVersion}-${kind === 'empty' ? kind : migrationsHash()}`);
      if (existsSync(join(name, CLUSTER, 'PG_VERSION'))) return name;
      const building = await mkdtemp(`${name}-building-`);
      if (kind === 'migrated') await copyCluster(building, 'empty');
      const db = await openPglite(building);
      if (kind === 'migrated') await migrate(db);
      await db.close();
      try {
        await rename(building, name);
      } catch {
        await rm(building, { recursive: true, force: true });
      }
      return name;
    })();
    made.set(kind, folder);
  }
  return folder;
}

/** Gives a data folder with no cluster yet a copy of the template's; a folder that has one keeps it. */
export async function copyCluster(dataDir: string, kind: ClusterKind): Promise<void> {
  if (existsSync(join(dataDir, CLUSTER))) return;
  await cp(join(await template(kind), CLUSTER), join(dataDir, CLUSTER), { recursive: true });
}
