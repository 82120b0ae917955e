import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore } from './file-store.ts';

/** Files in a folder, one per key. A file appears whole or not at all: written aside, then renamed into place. */
export function diskFileStore(folder: string): FileStore {
  const ready = mkdir(folder, { recursive: true });
  return {
    kind: 'disk',
    async put(key, bytes) {
      await ready;
      const aside = join(folder, `.${key}.${randomUUID()}.part`);
      await writeFile(aside, bytes, { mode: 0o600 });
      await rename(aside, join(folder, key));
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(join(folder, key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}
