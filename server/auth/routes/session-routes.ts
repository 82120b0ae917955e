import { REFRESH_TOKEN_HEADER } from '../../../src/contract/endpoints.ts';
import { HttpError } from '../../http/errors.ts';
import { serverMessage } from '../../http/messages.ts';
import type { ApiRouter } from '../../http/route.ts';
import { findUserByUsername, insertUser, setPasswordHash, toUser } from '../accounts.ts';
import { hashPassword, needsRehash, PASSWORD_MAX_LENGTH, verifyPassword } from '../passwords.ts';
import type { AuthServices } from '../services.ts';
import { callerFamily } from './caller-family.ts';
import { checkNewPassword } from './new-password.ts';

const incorrect = () => new HttpError(401, 'server.auth.incorrectCredentials');

/** Login, signup, logout, me and refresh-token (spec 2 §7.1). */
export function sessionRoutes(api: ApiRouter, auth: AuthServices): void {
  const { db, sessions, limits } = auth;

  api.implement('auth.login', async ({ body }, c) => {
    const address = auth.clientAddress(c);
    await limits.checkLogin(body.username, address);
    const user = await findUserByUsername(db, body.username);
    // An over-long password matches nothing that was ever stored; no need to hash it.
    const valid =
      body.password.length <= PASSWORD_MAX_LENGTH && (await verifyPassword(user?.password_hash, body.password));
    if (!user || !valid) {
      await limits.failedLogin(body.username, address);
      // One message for an unknown username and a wrong password: the answer does not tell which names exist.
      throw incorrect();
    }
    await limits.succeededLogin(body.username, address);
    if (user.password_hash && needsRehash(user.password_hash)) {
      await setPasswordHash(db, user.id, await hashPassword(body.password));
    }
    return sessions.start(user.id);
  });

  api.implement('auth.signup', async ({ body }, c) => {
    await limits.signup(auth.clientAddress(c));
    checkNewPassword(body.password);
    // Ask first so a taken name is refused without the cost of hashing; the unique indexes settle races.
    if (await findUserByUsername(db, body.username)) throw new HttpError(409, 'server.auth.usernameTaken');
    const user = await insertUser(db, {
      username: body.username,
      email: body.email,
      firstName: body.firstName,
      passwordHash: await hashPassword(body.password),
      locale: c.get('lang'),
      subscriptionKey: body.tjKey,
    });
    return toUser(user, auth.config.adminUsernames);
  });

  api.implement('auth.logout', async ({ account }, c) => {
    const refreshToken = c.req.header(REFRESH_TOKEN_HEADER);
    if (refreshToken) await sessions.endByRefreshToken(refreshToken);
    // Without the refresh token, the session of the access token ends: "logged out" must be true.
    else if (account) await sessions.end(await callerFamily(c, auth.access), 'logout');
    return { message: serverMessage(c.get('lang'), 'server.auth.loggedOut') };
  });

  // Always the profile: this server never answers me with { message: 'refresh_token' } (see README of server/auth).
  // From memory, kept current by the users table's trigger: the call every page makes asks no database.
  api.implement('auth.me', async ({ account }) =>
    toUser(await auth.profiles.of(account.id), auth.config.adminUsernames),
  );

  api.implement('auth.refreshToken', async (_input, c) => {
    const refreshToken = c.req.header(REFRESH_TOKEN_HEADER);
    if (!refreshToken) throw new HttpError(401, 'server.auth.sessionEnded');
    return sessions.refresh(refreshToken);
  });
}
