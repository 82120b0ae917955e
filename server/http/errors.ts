import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { routePath } from 'hono/route';
import { ZodError } from 'zod';
import { loggableError } from './loggable-error.ts';
import type { MessageKey, MessageVars } from './message-key.ts';
import { isMessageKey, serverMessage } from './messages.ts';
import { serverLogger } from './request-log.ts';
import { isStorageFull } from './storage-full.ts';
import type { ApiEnv } from './route.ts';

/** Where failures go when no request log was set up (the API router alone, as tests and the seeding use it). */
const unattendedLog = serverLogger();

/**
 * A refusal the learner can act on: a 4xx status and a message key of locales/*.json, translated per request.
 * `literal` messages go out as they are: "jwt expired" is a word the kit's client reacts to (spec 2 §8).
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly key: MessageKey | { literal: string },
    readonly vars?: MessageVars,
    readonly headers?: Record<string, string>,
  ) {
    super(typeof key === 'string' ? key : key.literal);
  }
}

/**
 * Every failure answers `{ message }`: 4xx for what the caller can fix, 507 for a full disk; a bug is a 500 without
 * its stack.
 */
export function answerError(error: Error, c: Context<ApiEnv>): Response {
  const lang = c.get('lang') ?? 'en';
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    const message = typeof error.key === 'string' ? serverMessage(lang, error.key, error.vars) : error.key.literal;
    return c.json({ message }, error.status);
  }
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({
      path: issue.path.join('.'),
      // Contract rules carry message keys (src/contract/auth-forms.ts); zod's own messages are English.
      message: isMessageKey(issue.message) ? serverMessage(lang, issue.message) : issue.message,
    }));
    const first = issues[0];
    const message = first
      ? serverMessage(lang, 'server.invalidField', { field: first.path || '-', problem: first.message })
      : serverMessage(lang, 'server.invalidRequest');
    return c.json({ message, issues }, 400);
  }
  if (error instanceof SyntaxError) return c.json({ message: serverMessage(lang, 'server.invalidJson') }, 400);
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ message: serverMessage(lang, 'server.invalidRequest') }, error.status);
  }
  // The route, not the path (paths carry one-time keys); the error without the values it failed on.
  (c.get('log') ?? unattendedLog).error(
    { method: c.req.method, route: routePath(c, -1), error: loggableError(error) },
    'request failed',
  );
  // The write failed before it was acknowledged, so nothing the learner was told is saved is lost.
  if (isStorageFull(error)) return c.json({ message: serverMessage(lang, 'server.storageFull') }, 507);
  return c.json({ message: serverMessage(lang, 'server.unexpected') }, 500);
}
