import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { routePath } from 'hono/route';
import { pino, type Logger } from 'pino';

/**
 * The server's log: one JSON line per event (pino), LOG_LEVEL setting how much (default info; tests run silent
 * unless they set it).
 */
export function serverLogger(options: { destination?: pino.DestinationStream; level?: string } = {}): Logger {
  const level = options.level ?? process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info');
  // stdout written asynchronously: a line per request, written synchronously, held each answer up.
  return pino({ level }, options.destination ?? pino.destination({ dest: 1, sync: false }));
}

/** The log of one request: its lines carry the request's id. */
export type RequestLogEnv = { Variables: { log?: Logger; requestId: string } };

/**
 * One line per request with its id (also answered as X-Request-Id), method, route, status and time. The route is
 * the pattern it matched (`/api/v1/auth/oauth-request/:key`), never the path: paths carry one-time keys.
 */
export function requestLog(logger: Logger): MiddlewareHandler<RequestLogEnv>[] {
  const log: MiddlewareHandler<RequestLogEnv> = async (c, next) => {
    const started = performance.now();
    const requestLogger = logger.child({ requestId: c.get('requestId') });
    c.set('log', requestLogger);
    await next();
    requestLogger.info(
      {
        method: c.req.method,
        route: routePath(c, -1),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
  return [requestId(), log];
}
