import { HttpError } from '../../http/errors.ts';
import { serverMessage } from '../../http/messages.ts';
import type { ApiRouter } from '../../http/route.ts';
import { findUserByEmail, findUserById, setPasswordHash } from '../accounts.ts';
import { resetPasswordMail } from '../mail/reset-mail.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import type { AuthServices } from '../services.ts';
import { callerFamily } from './caller-family.ts';
import { checkNewPassword } from './new-password.ts';

/** Forgot, check, reset and update password (spec 2 §7.1, spec 1 §4 "Forgot-password flow"). */
export function passwordRoutes(api: ApiRouter, auth: AuthServices): void {
  const { db, sessions, limits, resetKeys } = auth;
  const minutes = Math.round(auth.lifetimes.resetKey / 60_000);

  api.implement('auth.requestForgotPassword', async ({ body }, c) => {
    const lang = c.get('lang');
    await limits.resetMail(body.email, auth.clientAddress(c));
    const user = await findUserByEmail(db, body.email);
    if (user) {
      // Not awaited: the answer must take as long, and say the same, whether or not the address has an account.
      const sending = (async () => {
        const { key } = await resetKeys.issue(user.id);
        const link = `${auth.config.publicUrl}/auth/reset-password-redirect/${key}`;
        const name = user.first_name;
        await auth.mail.send(resetPasswordMail({ lang, to: user.email, name, username: user.username, link, minutes }));
      })();
      sending.catch((error: unknown) => auth.log(`[auth] the reset mail for ${user.id} failed: ${String(error)}`));
    }
    return { msg: serverMessage(lang, 'server.auth.resetMailSent', { minutes }) };
  });

  api.implement('auth.checkForgotRequest', async ({ params }) => {
    const expiresAt = await resetKeys.peek(String(params.id));
    if (!expiresAt) throw new HttpError(404, 'server.auth.resetKeyInvalid');
    return { valid: true as const, expiresAt: expiresAt.toISOString() };
  });

  api.implement('auth.resetPassword', async ({ body }, c) => {
    checkNewPassword(body.password);
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      const userId = await resetKeys.use(body.resetPasswordRequest, tx);
      if (!userId) throw new HttpError(400, 'server.auth.resetKeyInvalid');
      await setPasswordHash(tx, userId, passwordHash);
      // The mail reached them: the address is theirs.
      await tx.query('update users set verified = true where id = $1', [userId]);
      await resetKeys.useAllOf(userId, tx);
      // Whoever knew the old password is signed out everywhere.
      await sessions.endAllOf(userId, 'password-reset', undefined, tx);
    });
    return { msg: serverMessage(c.get('lang'), 'server.auth.passwordReset') };
  });

  api.implement('auth.updatePassword', async ({ body, account }, c) => {
    const address = auth.clientAddress(c);
    // Guessing the current password through this call is limited like guessing it at login.
    await limits.checkLogin(account.username, address);
    const user = await findUserById(db, account.id);
    if (!user) throw new HttpError(401, 'server.auth.sessionEnded');
    if (!(await verifyPassword(user.password_hash, body.currentPassword))) {
      await limits.failedLogin(account.username, address);
      throw new HttpError(400, 'server.auth.currentPasswordWrong');
    }
    checkNewPassword(body.password);
    await setPasswordHash(db, user.id, await hashPassword(body.password));
    // Other devices sign in again (ASVS 3.3.3); this one keeps its session until it logs out.
    await sessions.endAllOf(user.id, 'password-changed', await callerFamily(c, auth.access));
    return { message: serverMessage(c.get('lang'), 'server.auth.passwordChanged') };
  });
}
