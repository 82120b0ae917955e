import type { Hono } from 'hono';
import type { ApiArea } from '../api.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Authenticate } from '../http/route.ts';
import { accessTokens } from './access-tokens.ts';
import { attemptLimits } from './attempt-limits.ts';
import { socketAddress } from './client-address.ts';
import { googleRoutes } from './google/google-routes.ts';
import { outboxTransport } from './mail/outbox.ts';
import { smtpTransport } from './mail/smtp.ts';
import { oneTimeKeys } from './one-time-keys.ts';
import { defaultLifetimes, type AuthOptions } from './options.ts';
import { oauthRoutes } from './routes/oauth-routes.ts';
import { passwordRoutes } from './routes/password-routes.ts';
import { pointsRoutes } from './routes/points-routes.ts';
import { profileRoutes } from './routes/profile-routes.ts';
import { sessionRoutes } from './routes/session-routes.ts';
import type { AuthServices } from './services.ts';
import { profiles } from './profiles.ts';
import { heldRoles } from './roles.ts';
import { derivedKey } from './secrets.ts';
import { sessions as createSessions } from './sessions.ts';

export type { AuthOptions } from './options.ts';
export type { MailMessage, MailTransport } from './mail/transport.ts';
export { awardPoints, pointsOf } from './points.ts';

/**
 * Accounts and sign-in for the reference server (spec 2 §7.1 plus profiles and points):
 * - `area`: the /api/v1 calls, for createApi;
 * - `authenticate`: how the API router (createApi) knows the caller of a call that takes a token;
 * - `googleRoutes`: GET /auth/google-auth and its callback, mounted at the site root.
 * `options` are for tests (a clock, short lifetimes, a mail catcher); the server passes none.
 */
export function createAuth(
  deps: { db: Database; config: ServerConfig },
  options: AuthOptions = {},
): { area: ApiArea; authenticate: Authenticate; googleRoutes: Hono } {
  const { db, config } = deps;
  const clock = options.clock ?? (() => new Date());
  const lifetimes = {
    ...defaultLifetimes,
    ...(config.accessTokenSeconds ? { accessToken: config.accessTokenSeconds * 1000 } : {}),
    ...options.lifetimes,
  };
  const log = options.log ?? ((line: string) => console.log(line));
  const access = accessTokens({
    secret: config.jwtSecret,
    publicUrl: config.publicUrl,
    lifetimeMs: lifetimes.accessToken,
    clock,
  });
  const sessions = createSessions({
    db,
    access,
    lifetimes,
    clock,
    successorKey: derivedKey(config.jwtSecret, 'refresh token successor'),
  });
  const learners = profiles(db);
  // The caller's roles from their profile, kept in memory and current across processes (profiles.ts).
  const authenticate: Authenticate = async (token) => {
    const { id, username } = await sessions.authenticate(token);
    return { id, username, roles: heldRoles(await learners.of(id), config.adminUsernames) };
  };
  const mail =
    options.mail ??
    (config.mail.smtpUrl
      ? smtpTransport(config.mail.smtpUrl, config.mail.from)
      : outboxTransport({ db, dataDir: config.dataDir, from: config.mail.from, clock, log }));

  const services: AuthServices = {
    db,
    config,
    clock,
    lifetimes,
    access,
    sessions,
    profiles: learners,
    limits: attemptLimits(),
    resetKeys: oneTimeKeys({ db, table: 'password_reset_requests', lifetimeMs: lifetimes.resetKey, clock }),
    oauthKeys: oneTimeKeys({ db, table: 'oauth_requests', lifetimeMs: lifetimes.oauthKey, clock }),
    mail,
    clientAddress: options.clientAddress ?? socketAddress,
    log,
  };

  const area: ApiArea = (api) => {
    sessionRoutes(api, services);
    passwordRoutes(api, services);
    oauthRoutes(api, services);
    profileRoutes(api, services);
    pointsRoutes(api, services);
  };
  return { area, authenticate, googleRoutes: googleRoutes(services, options.google) };
}
