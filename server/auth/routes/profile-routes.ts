import { isLocaleCode, supportedLocales } from '../../../src/contract/locales.ts';
import { HttpError } from '../../http/errors.ts';
import type { Account, ApiRouter } from '../../http/route.ts';
import { sharesGraphWith } from '../../stores/graphs.ts';
import {
  findUserByDiscriminator,
  findUserById,
  profileCard,
  toUser,
  uniqueViolation,
  type UserRow,
} from '../accounts.ts';
import { verifyPassword } from '../passwords.ts';
import type { AuthServices } from '../services.ts';

/** Settings are small preferences (widgets, social handles), not storage. */
const SETTINGS_MAX_BYTES = 16 * 1024;

/** Escapes LIKE's wildcards, which a username may contain (`_`), so they match themselves. */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const SEARCH_LIMIT = 10;

/** PATCH /auth/me/profile, GET/PUT /userProfiles/{discriminator}, GET /userProfiles/user/search. */
export function profileRoutes(api: ApiRouter, auth: AuthServices): void {
  const { db, limits } = auth;

  /** The profile behind a discriminator, if it is the caller's own (404 unknown, 403 someone else's). */
  async function ownProfile(discriminator: string, account: Account): Promise<UserRow> {
    const user = await findUserByDiscriminator(db, discriminator);
    if (!user) throw new HttpError(404, 'server.auth.profileNotFound');
    if (user.id !== account.id) throw new HttpError(403, 'server.auth.profileOwnerOnly');
    return user;
  }

  api.implement('auth.updateProfile', async ({ body, account }, c) => {
    const user = await findUserById(db, account.id);
    if (!user) throw new HttpError(401, 'server.auth.sessionEnded');
    if (body.locale !== undefined && !isLocaleCode(body.locale)) {
      throw new HttpError(400, 'server.auth.localeUnsupported', { locales: supportedLocales.join(', ') });
    }
    const emailChanges = body.email !== undefined && body.email.toLowerCase() !== user.email.toLowerCase();
    if (emailChanges && user.password_hash) {
      // The email is where reset links go: changing it is as sensitive as changing the password.
      if (!body.currentPassword) throw new HttpError(400, 'server.auth.currentPasswordForEmail');
      const address = auth.clientAddress(c);
      await limits.checkLogin(account.username, address);
      if (!(await verifyPassword(user.password_hash, body.currentPassword))) {
        await limits.failedLogin(account.username, address);
        throw new HttpError(400, 'server.auth.currentPasswordWrong');
      }
    }
    try {
      await db.query(
        `update users set
           first_name = coalesce($2, first_name),
           email = coalesce($3, email),
           verified = verified and not $4,
           locale = coalesce($5, locale),
           avatar = coalesce($6, avatar),
           profile_image = coalesce($7, profile_image),
           updated_at = now()
         where id = $1`,
        [
          user.id,
          body.firstName ?? null,
          body.email ?? null,
          emailChanges,
          body.locale ?? null,
          body.avatar ?? null,
          body.profileImage?.Location ?? null,
        ],
      );
    } catch (error) {
      throw uniqueViolation(error) ?? error;
    }
    auth.profiles.changed(user.id);
    const updated = await findUserById(db, user.id);
    if (!updated) throw new HttpError(401, 'server.auth.sessionEnded');
    return toUser(updated, auth.config.adminUsernames);
  });

  // The caller's own profile whole; another learner's card (name, avatar, social links: nothing private) only when one
  // of the two has shared a graph with the other, so a shared graph's owner can be known (and its sharer's learners).
  api.implement('userProfiles.get', async ({ params, account }) => {
    const user = await findUserByDiscriminator(db, String(params.discriminator));
    if (!user) throw new HttpError(404, 'server.auth.profileNotFound');
    if (user.id === account.id) return toUser(user, auth.config.adminUsernames);
    const related =
      (await sharesGraphWith(db, user.id, account.username)) || (await sharesGraphWith(db, account.id, user.username));
    if (!related) throw new HttpError(403, 'server.auth.profileNotShared');
    return profileCard(user);
  });

  api.implement('userProfiles.update', async ({ params, body, account }) => {
    const user = await ownProfile(String(params.discriminator), account);
    if (body.actor.toLowerCase() !== account.username.toLowerCase()) {
      throw new HttpError(403, 'server.auth.profileOwnerOnly');
    }
    const settings = {
      widget: body.settings.widget ?? user.settings.widget ?? {},
      social: body.settings.social ?? user.settings.social ?? {},
    };
    const json = JSON.stringify(settings);
    if (Buffer.byteLength(json) > SETTINGS_MAX_BYTES) {
      throw new HttpError(400, 'server.auth.settingsTooLarge', { kilobytes: SETTINGS_MAX_BYTES / 1024 });
    }
    await db.query('update users set settings = $2::jsonb, updated_at = now() where id = $1', [user.id, json]);
    auth.profiles.changed(user.id);
    return toUser({ ...user, settings }, auth.config.adminUsernames);
  });

  api.implement('userProfiles.search', async ({ query, account }) => {
    await limits.userSearch(account.id);
    // Names and handles only: a learner picks whom to share with, they do not learn anyone's email.
    const rows = await db.query<{ username: string; first_name: string; discriminator: string }>(
      `select username, first_name, discriminator from users
       where lower(username) like $1 escape '\\' and id <> $2
       order by lower(username) limit ${SEARCH_LIMIT}`,
      [likePrefix(query.userSearch), account.id],
    );
    return rows.map((row) => ({ username: row.username, firstName: row.first_name, discriminator: row.discriminator }));
  });
}
