import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'tk-lock-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the data folder lock', () => {
  it('is held by one opener at a time, and free again once released', () => {
    const first = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(
      `DATA_DIR ${dataDir} is in use by another Thoughtkit server (process ${process.pid})`,
    );
    first.release();
    lockDataDir(dataDir).release();
  });

  it('creates a folder that does not exist yet', () => {
    lockDataDir(join(dataDir, 'fresh', 'dev')).release();
  });
});
