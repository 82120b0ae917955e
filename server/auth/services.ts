import type { Context } from 'hono';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { ApiEnv } from '../http/route.ts';
import type { AccessTokens } from './access-tokens.ts';
import type { AttemptLimits } from './attempt-limits.ts';
import type { MailTransport } from './mail/transport.ts';
import type { OneTimeKeys } from './one-time-keys.ts';
import type { Lifetimes } from './options.ts';
import type { Profiles } from './profiles.ts';
import type { Sessions } from './sessions.ts';

/** Everything the auth routes share, built once by createAuth. */
export interface AuthServices {
  db: Database;
  config: ServerConfig;
  clock: () => Date;
  lifetimes: Lifetimes;
  access: AccessTokens;
  sessions: Sessions;
  profiles: Profiles;
  limits: AttemptLimits;
  resetKeys: OneTimeKeys;
  oauthKeys: OneTimeKeys;
  mail: MailTransport;
  clientAddress: (c: Context<ApiEnv>) => string;
  log: (line: string) => void;
}
