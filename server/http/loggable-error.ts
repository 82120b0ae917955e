/** The fields of a PostgreSQL error (pg and PGlite alike) that name what failed without the values it failed on. */
const SAFE_DATABASE_FIELDS = ['code', 'severity', 'table', 'column', 'constraint', 'routine'] as const;

const isDatabaseError = (error: Error): error is Error & Record<string, unknown> => {
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
};

/**
 * What the log may keep of a failure. A database error carries the statement's parameters (PGlite's `params`),
 * and its `detail` and message quote the values (`Key (email)=(ada@school.example) already exists`): a password
 * hash or an email would land in the log. So it keeps the SQLSTATE, the table and constraint, the statement with
 * its placeholders, and the message with every quoted part blanked; other errors keep their message and stack.
 */
export function loggableError(error: Error): Record<string, unknown> {
  if (!isDatabaseError(error)) return { type: error.name, message: error.message, stack: error.stack };
  const safe: Record<string, unknown> = {
    type: 'DatabaseError',
    message: error.message.replace(/"[^"]*"/g, '"…"'),
  };
  for (const field of SAFE_DATABASE_FIELDS) if (error[field] !== undefined) safe[field] = error[field];
  if (typeof error.query === 'string') safe.statement = error.query;
  return safe;
}
