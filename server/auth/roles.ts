// Roles on the server (spec 1 §6: "Roles sit on the user as an array"): those an operator granted, kept on the
// learner's row, and Admin for the learners ADMIN_USERNAMES names. A change to a row tells every server process
// (the users table's trigger), so a grant takes effect at the learner's next call.
import type { GrantedRoles } from '../../src/contract/endpoints/admin.ts';
import type { Role } from '../../src/contract/roles.ts';
import type { Queryable } from '../db/database.ts';

/** Whether ADMIN_USERNAMES names the learner (usernames match ignoring case, as sign-in does). */
export function isNamedAdmin(username: string, adminUsernames: readonly string[] = []): boolean {
  return adminUsernames.some((name) => name.toLowerCase() === username.toLowerCase());
}

/**
 * The roles a learner holds here: those granted to them, in order; for a learner ADMIN_USERNAMES names, Admin last,
 * so that it overrides whatever they were granted (the operator's list makes an Admin, whatever the grants say).
 */
export function heldRoles(
  user: { username: string; roles: readonly string[] },
  adminUsernames: readonly string[] = [],
): string[] {
  if (!isNamedAdmin(user.username, adminUsernames)) return [...user.roles];
  const admin: Role = 'Admin';
  return [...user.roles.filter((role) => role !== admin), admin];
}

const RETURNING = 'returning username, roles';
const BY_USERNAME = 'where lower(username) = lower($1)';

async function one(rows: Promise<GrantedRoles[]>): Promise<GrantedRoles | undefined> {
  const [row] = await rows;
  return row;
}

/**
 * The roles granted to learners, by username: each answers the learner's username and granted roles after the
 * change, or undefined when there is no such learner. One statement each, so two changes at once both count.
 */
export const roleGrants = {
  of: (db: Queryable, username: string) =>
    one(db.query<GrantedRoles>(`select username, roles from users ${BY_USERNAME}`, [username])),

  /** Replaces the granted roles (a role given twice is kept once, where it first appears). */
  set: (db: Queryable, username: string, roles: readonly Role[]) =>
    one(
      db.query<GrantedRoles>(`update users set roles = $2::text[], updated_at = now() ${BY_USERNAME} ${RETURNING}`, [
        username,
        [...new Set(roles)],
      ]),
    ),

  /** Adds a role after those granted so far (so it overrides them), unless it is granted already. */
  grant: (db: Queryable, username: string, role: Role) =>
    one(
      db.query<GrantedRoles>(
        `update users set roles = case when $2 = any(roles) then roles else array_append(roles, $2) end,
           updated_at = now() ${BY_USERNAME} ${RETURNING}`,
        [username, role],
      ),
    ),

  revoke: (db: Queryable, username: string, role: Role) =>
    one(
      db.query<GrantedRoles>(
        `update users set roles = array_remove(roles, $2), updated_at = now() ${BY_USERNAME} ${RETURNING}`,
        [username, role],
      ),
    ),
};
