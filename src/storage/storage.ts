/**
 * The one door to localStorage. Storage can be missing (node, some partner
 * sandboxes) or throw (quota, privacy mode); neither may break a widget, so
 * every access falls back to an in-memory map.
 */
const memory = new Map<string, string>();

function backing(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** What modules that keep something need of storage (tests pass an in-memory one). */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export const storage: KeyValueStorage = {
  get(key: string): string | null {
    try {
      return backing()?.getItem(key) ?? memory.get(key) ?? null;
    } catch {
      return memory.get(key) ?? null;
    }
  },
  set(key: string, value: string): void {
    memory.set(key, value);
    try {
      backing()?.setItem(key, value);
    } catch {
      // The in-memory copy keeps the value for this page's lifetime.
    }
  },
  remove(key: string): void {
    memory.delete(key);
    try {
      backing()?.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};

/** Storage that lives as long as the object: for a session or preference kept apart from the page's (tests). */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}
