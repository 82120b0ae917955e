// A full disk is not a bug: the learner is told that nothing was saved (507), and the operator finds the cause in
// the log. It shows as Node's ENOSPC (files, the outbox, PGlite's own files) or PostgreSQL's disk_full (53100),
// sometimes wrapped as the cause of another error.

const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

/** Whether the error, or an error it was caused by, says the storage is full. */
export function isStorageFull(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && DISK_FULL_CODES.has(code)) return true;
    if (/no space left on device/i.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
