import { randomBytes } from 'node:crypto';
import { userSchema, type User } from '../../src/contract/user.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { heldRoles } from './roles.ts';

/** A row of `users` as the queries below select it. */
export interface UserRow {
  id: string;
  username: string;
  email: string;
  first_name: string;
  password_hash: string | null;
  discriminator: string;
  api_key: string;
  locale: string;
  roles: string[];
  settings: { widget?: Record<string, unknown>; social?: Record<string, unknown> };
  avatar: string;
  profile_image: string;
  verified: boolean;
  /** The vectorStoreIds of the brains they connected (PUT /userProfiles/brains/connect), oldest first. */
  connected_brains: string[];
}

const USER_COLUMNS = `id, username, email, first_name, password_hash, discriminator, api_key, locale, roles, settings,
  avatar, profile_image, verified, array(select c.brain::text from brain_connections c where c.user_id = users.id
  order by c.connected_at, c.brain) as connected_brains`;

/**
 * The profile as the contract's User entity; never the password hash. Its roles are those the learner holds here
 * (ADMIN_USERNAMES included), so the kit gates its interface on the roles the server judges calls by.
 */
export function toUser(row: UserRow, adminUsernames: readonly string[] | undefined): User {
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    email: row.email,
    discriminator: row.discriminator,
    apiKey: row.api_key,
    connectedBrains: row.connected_brains,
    settings: { widget: row.settings.widget ?? {}, social: row.settings.social ?? {} },
    avatar: row.avatar,
    verified: row.verified,
    locale: row.locale,
    roles: heldRoles(row, adminUsernames),
    profileImage: { Location: row.profile_image },
  };
}

/**
 * Another learner's card: who they are (names, avatar, profile image) and the social links they chose to show; the
 * rest of the profile's fields are left at their defaults (no email, API key, brains, roles or widget settings).
 */
export function profileCard(row: UserRow): User {
  return userSchema.parse({
    username: row.username,
    firstName: row.first_name,
    discriminator: row.discriminator,
    settings: { widget: {}, social: row.settings.social ?? {} },
    avatar: row.avatar,
    profileImage: { Location: row.profile_image },
  });
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1`, [id]);
  return row;
}

/** Usernames and emails are matched ignoring case (the unique indexes do the same). */
export async function findUserByUsername(db: Queryable, username: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from users where lower(username) = lower($1)`, [
    username,
  ]);
  return row;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from users where lower(email) = lower($1)`, [email]);
  return row;
}

export async function findUserByDiscriminator(db: Queryable, discriminator: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from users where discriminator = $1`, [discriminator]);
  return row;
}

export interface NewAccount {
  username: string;
  email: string;
  firstName: string;
  passwordHash: string | null;
  locale: string;
  verified?: boolean;
  subscriptionKey?: string | undefined;
  googleSubject?: string;
}

/** 6 random bytes: 8 base64url characters, unguessable enough for a handle that only its owner can open. */
const newDiscriminator = () => randomBytes(6).toString('base64url');

interface PgError {
  code?: string;
  constraint?: string;
  message?: string;
}

/**
 * Creates an account. The unique indexes decide a race between two signups of one name: the loser gets the same
 * 409 as if the name had been taken long ago.
 */
export async function insertUser(db: Queryable, account: NewAccount): Promise<UserRow> {
  try {
    const [row] = await db.query<UserRow>(
      `insert into users (username, email, first_name, password_hash, discriminator, locale, verified,
         subscription_key, google_subject)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       returning ${USER_COLUMNS}`,
      [
        account.username,
        account.email,
        account.firstName,
        account.passwordHash,
        newDiscriminator(),
        account.locale,
        account.verified ?? false,
        account.subscriptionKey ?? null,
        account.googleSubject ?? null,
      ],
    );
    if (!row) throw new Error('insert into users returned no row');
    return row;
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

/** The 409 for a taken username or email, from PostgreSQL's unique-violation error; undefined for other errors. */
export function uniqueViolation(error: unknown): HttpError | undefined {
  const pgError = error as PgError;
  if (pgError.code !== '23505') return undefined;
  const where = `${pgError.constraint ?? ''} ${pgError.message ?? ''}`;
  if (where.includes('users_username_ci')) return new HttpError(409, 'server.auth.usernameTaken');
  if (where.includes('users_email_ci')) return new HttpError(409, 'server.auth.emailTaken');
  return undefined;
}

export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2, updated_at = now() where id = $1', [userId, passwordHash]);
}
