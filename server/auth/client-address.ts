import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { ApiEnv } from '../http/route.ts';

/**
 * The address a request came from, for rate limits: the socket's remote address under @hono/node-server.
 * X-Forwarded-For is not read: anyone can write it, so trusting it would let an attacker pick a fresh address
 * for every guess. Behind a proxy every learner shares the proxy's address (the per-address policy leaves room).
 * A request made in-process (app.request, the demo seeding) has no socket and counts as "local".
 */
export function socketAddress(c: Context<ApiEnv>): string {
  const env: unknown = c.env;
  if (typeof env === 'object' && env !== null && 'incoming' in env) {
    const incoming = (env as { incoming?: IncomingMessage }).incoming;
    return incoming?.socket?.remoteAddress ?? 'local';
  }
  return 'local';
}
