import type { Context } from 'hono';
import type { CustomFetch } from 'openid-client';
import type { ApiEnv } from '../http/route.ts';
import type { MailTransport } from './mail/transport.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How long each credential lives, in milliseconds. */
export interface Lifetimes {
  /** Access token (JWT): short, because it is checked without a trip to the database for its signature. */
  accessToken: number;
  /** A refresh token not used for this long is dead (idle expiry). */
  refreshIdle: number;
  /** A refresh family ends this long after its sign-in, however often it was refreshed (absolute expiry). */
  refreshFamily: number;
  /** A forgotten-password link. */
  resetKey: number;
  /** The one-time key handed to the browser after Google sign-in: used at once by the host page. */
  oauthKey: number;
}

export const defaultLifetimes: Lifetimes = {
  accessToken: 15 * MINUTE,
  refreshIdle: 14 * DAY,
  refreshFamily: 30 * DAY,
  resetKey: 30 * MINUTE,
  oauthKey: 2 * MINUTE,
};

/** What createAuth lets a test (or a later issue) change; production uses the defaults. */
export interface AuthOptions {
  /** The time; tests move it forward to expire tokens and keys. */
  clock?: () => Date;
  lifetimes?: Partial<Lifetimes>;
  /** Where mails go; by default the outbox, or SMTP when config.mail.smtpUrl is set. */
  mail?: MailTransport;
  /** The caller's network address for rate limits; by default the socket's remote address. */
  clientAddress?: (c: Context<ApiEnv>) => string;
  /** Server log lines (the outbox logs each mail); console.log by default. */
  log?: (line: string) => void;
  /** Google's OpenID issuer and the fetch used to reach it; tests point both at a fake provider. */
  google?: { issuer?: URL; fetch?: CustomFetch };
}
