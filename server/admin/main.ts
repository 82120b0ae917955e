// `npm run admin -- <command>`: the operator's commands (commands.ts) on the database the server uses, opened as the
// server opens it (DATA_DIR or DATABASE_URL, the same settings, the same migrations).
import { ConfigError, loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openStore } from '../db/open-store.ts';
import { runAdminCommand } from './commands.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  const db = await openStore(config);
  try {
    await migrate(db);
    return await runAdminCommand(process.argv.slice(2), {
      db,
      adminUsernames: config.adminUsernames ?? [],
      partnerOrigins: config.partnerOrigins,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await db.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Thoughtkit admin: ${error.message}`);
  // The embedded database is one process's at a time: a running server holds it.
  if (error.variable === 'DATA_DIR') {
    console.error(
      'Stop the server first, or have an Admin call PUT /api/v1/admin/users/{username}/roles or ' +
        'PUT /api/v1/admin/partner-origins.',
    );
  }
  process.exitCode = 1;
}
