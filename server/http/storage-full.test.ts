import { describe, expect, it } from 'vitest';
import { isStorageFull } from './storage-full.ts';

describe('a full disk', () => {
  it('is told by Node’s ENOSPC, PostgreSQL’s disk_full and a cause that says so', () => {
    expect(isStorageFull(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }))).toBe(
      true,
    );
    expect(isStorageFull(Object.assign(new Error('could not extend file'), { code: '53100' }))).toBe(true);
    const cause = new Error('could not write to file "pg_wal/xlogtemp.42": No space left on device');
    expect(isStorageFull(new Error('query failed', { cause }))).toBe(true);
  });

  it('is not any other failure', () => {
    expect(isStorageFull(Object.assign(new Error('permission denied'), { code: 'EACCES' }))).toBe(false);
    expect(isStorageFull('ENOSPC')).toBe(false);
  });
});
