import { randomInt } from 'node:crypto';
import { USERNAME_PATTERN } from '../../../src/contract/auth-forms.ts';
import type { LocaleCode } from '../../../src/contract/locales.ts';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { findUserByEmail, insertUser } from '../accounts.ts';

/** What Google vouches for, from the verified ID token. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  name?: string | undefined;
}

/** A username that fits spec 1 §5 (a letter first, 3 to 31 characters) from an email's local part. */
export function usernameFromEmail(email: string): string {
  let base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '');
  if (!/^[A-Za-z]/.test(base)) base = `u${base}`;
  // Room for a 4-digit suffix when the name is taken.
  base = base.slice(0, 26).padEnd(3, '0');
  return USERNAME_PATTERN.test(base) ? base : 'learner';
}

/**
 * The account a Google sign-in belongs to:
 * - the one already linked to this Google subject;
 * - else the one with this email, now linked. If that account's email was never proved, whoever made it might not
 *   own the address (someone could sign up with another's email before they come with Google): its password is
 *   dropped and its sessions are ended, so only the address's owner keeps access. They can set a password again
 *   with "Forgot password";
 * - else a new account, with a username made from the email.
 */
export async function googleAccount(
  db: Database,
  identity: GoogleIdentity,
  lang: LocaleCode,
  endSessions: (userId: string) => Promise<void>,
): Promise<string> {
  const [linked] = await db.query<{ id: string }>('select id from users where google_subject = $1', [identity.subject]);
  if (linked) return linked.id;

  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    await db.query(
      `update users set google_subject = $2, verified = true,
         password_hash = case when verified then password_hash else null end, updated_at = now()
       where id = $1`,
      [existing.id, identity.subject],
    );
    if (!existing.verified) await endSessions(existing.id);
    return existing.id;
  }

  const base = usernameFromEmail(identity.email);
  const name = identity.name?.trim() ?? '';
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const username = attempt === 0 ? base : `${base}${randomInt(1000, 10000)}`;
    try {
      const user = await insertUser(db, {
        username,
        email: identity.email,
        firstName: name.length >= 2 ? name : username,
        passwordHash: null,
        locale: lang,
        verified: true,
        googleSubject: identity.subject,
      });
      return user.id;
    } catch (error) {
      // Only a taken username is worth another try.
      if (!(error instanceof HttpError && error.key === 'server.auth.usernameTaken')) throw error;
    }
  }
  throw new Error(`no free username near ${base}`);
}
