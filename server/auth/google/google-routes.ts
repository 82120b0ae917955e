import { Hono, type Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { requestLanguage } from '../../http/messages.ts';
import { derivedKey } from '../secrets.ts';
import type { AuthServices } from '../services.ts';
import { googleAccount } from './link-account.ts';
import { googlePage } from './page.ts';

const GOOGLE_ISSUER = new URL('https://accounts.google.com');
const START_PATH = '/auth/google-auth';
const CALLBACK_PATH = '/auth/google-auth/callback';
/** Carries the PKCE verifier, state and nonce from the start of the sign-in to its callback. */
const COOKIE = 'tk_google_signin';
/** Time a learner has on Google's pages. */
const SIGN_IN_SECONDS = 10 * 60;

/** An error and its causes in one line ("fetch failed: getaddrinfo ENOTFOUND …"), for the server log. */
const describe = (error: unknown): string =>
  error instanceof Error
    ? `${error.message}${error.cause === undefined ? '' : `: ${describe(error.cause)}`}`
    : String(error);

const pendingSchema = z.object({ verifier: z.string(), state: z.string(), nonce: z.string(), startedAt: z.number() });

/**
 * GET /auth/google-auth and its callback, at the site root (Google redirects the browser, not the kit's client).
 * The flow: authorization code with PKCE, state and nonce (openid-client checks all three and the ID token's
 * issuer, audience and expiry); a verified email decides the account; the browser then gets a one-time key in a
 * URL, and the host page trades it for tokens with GET /api/v1/auth/oauth-request/{key}. Tokens never sit in a URL.
 *
 * Without GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET both paths answer a page (404) saying so, in the learner's
 * language, with a link back to the login form (the settings' names are in the start log, not on the page); the
 * login screen knows beforehand from /host-config.json.
 */
export function googleRoutes(auth: AuthServices, options: { issuer?: URL; fetch?: oidc.CustomFetch } = {}): Hono {
  const routes = new Hono();
  const google = auth.config.google;
  if (!google) {
    const unavailable = (c: Context) =>
      googlePage(c, 404, 'server.auth.googleUnavailableTitle', 'server.auth.googleUnavailable');
    routes.get(START_PATH, unavailable);
    routes.get(CALLBACK_PATH, unavailable);
    return routes;
  }

  const cookieKey = derivedKey(auth.config.jwtSecret, 'google sign-in cookie');
  const redirectUri = `${auth.config.publicUrl}${CALLBACK_PATH}`;
  const secure = auth.config.publicUrl.startsWith('https:');
  // Google's settings are fetched on the first sign-in, not at start: a server without network still starts.
  let configuration: Promise<oidc.Configuration> | undefined;
  const configure = () => {
    configuration ??= oidc
      .discovery(options.issuer ?? GOOGLE_ISSUER, google.clientId, google.clientSecret, undefined, {
        ...(options.fetch ? { [oidc.customFetch]: options.fetch } : {}),
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };
  /** 502 when Google could not be reached to start; 400 when what came back does not hold. */
  const failed = (c: Context, error: unknown, status: 400 | 502) => {
    auth.log(`[auth] Google sign-in failed: ${describe(error)}`);
    return googlePage(c, status, 'server.auth.googleFailedTitle', 'server.auth.googleFailed');
  };

  routes.get(START_PATH, async (c) => {
    try {
      const config = await configure();
      const verifier = oidc.randomPKCECodeVerifier();
      const pending = {
        verifier,
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        startedAt: auth.clock().getTime(),
      };
      // Lax: the cookie must come back on Google's top-level redirect to the callback.
      await setSignedCookie(c, COOKIE, JSON.stringify(pending), cookieKey, {
        httpOnly: true,
        secure,
        sameSite: 'Lax',
        path: START_PATH,
        maxAge: SIGN_IN_SECONDS,
      });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return c.redirect(url.href, 302);
    } catch (error) {
      return failed(c, error, 502);
    }
  });

  routes.get(CALLBACK_PATH, async (c) => {
    try {
      const cookie = await getSignedCookie(c, cookieKey, COOKIE);
      deleteCookie(c, COOKIE, { path: START_PATH, secure });
      const pending = pendingSchema.parse(JSON.parse(cookie || 'null'));
      if (auth.clock().getTime() - pending.startedAt > SIGN_IN_SECONDS * 1000) throw new Error('sign-in took too long');
      const config = await configure();
      // The address Google sent the browser to, whatever proxy stands in front of this server.
      const currentUrl = new URL(`${redirectUri}${new URL(c.req.url).search}`);
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      if (typeof claims.email !== 'string' || claims.email_verified !== true) {
        return googlePage(c, 400, 'server.auth.googleFailedTitle', 'server.auth.googleEmailUnverified');
      }
      const lang = requestLanguage(c.req.header('accept-language'));
      const userId = await googleAccount(
        auth.db,
        { subject: claims.sub, email: claims.email, name: typeof claims.name === 'string' ? claims.name : undefined },
        lang,
        (id) => auth.sessions.endAllOf(id, 'google-linked'),
      );
      const { key } = await auth.oauthKeys.issue(userId);
      return c.redirect(`${auth.config.publicUrl}/auth/oauth-request/${key}`, 302);
    } catch (error) {
      return failed(c, error, 400);
    }
  });
  return routes;
}
