import { ConfigError, type ServerConfig } from '../config.ts';
import { openDatabase, type Database } from './database.ts';

/**
 * The database the settings name: the PostgreSQL server of DATABASE_URL, else the embedded PGlite in DATA_DIR (one
 * process at a time: a second one is refused, naming the process that holds it). The server and the admin command
 * open it the same way.
 */
export async function openStore(config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>): Promise<Database> {
  if (!config.databaseUrl) return openDatabase({ dataDir: config.dataDir });
  try {
    return await openDatabase({ databaseUrl: config.databaseUrl });
  } catch (error) {
    throw new ConfigError('DATABASE_URL', `names a server that cannot be used: ${(error as Error).message}`);
  }
}
