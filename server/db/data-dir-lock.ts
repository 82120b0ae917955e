import { closeSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { tryLock } from 'fs-native-extensions';
import { ConfigError } from '../config.ts';

/** The file in DATA_DIR whose lock says a server uses the folder; it holds that server's process id. */
export const LOCK_FILE = 'server.lock';

export interface DataDirLock {
  release(): void;
}

/**
 * Takes the exclusive lock of a data folder, or refuses at once (a ConfigError naming the folder and the process
 * that holds it). The embedded database has no guard of its own: a second process opening it checkpoints the
 * live database under the first and corrupts it. The lock is the operating system's (an open file description
 * lock), so it ends with the process that holds it, also after kill -9: no stale lock to clean up.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  const fd = openSync(file, 'a+');
  if (!tryLock(fd)) {
    closeSync(fd);
    const holder = readFileSync(file, 'utf8').trim() || 'unknown';
    throw new ConfigError(
      'DATA_DIR',
      `${dataDir} is in use by another Thoughtkit server (process ${holder}): stop it, or give this one another DATA_DIR`,
    );
  }
  ftruncateSync(fd);
  writeSync(fd, `${process.pid}\n`);
  return { release: () => closeSync(fd) };
}
