// The operator's commands (`npm run admin -- <command>`, main.ts): grant, revoke and list the roles of spec 1 §6
// that a learner is granted, and allow, forbid and list partner origins. They change the same rows as
// PUT /admin/users/{username}/roles and PUT /admin/partner-origins, so every server process on the database sees the
// change at once (server/auth/roles.ts, server/partner-origins.ts).
import { ROLES, roleNamed, type Role } from '../../src/contract/roles.ts';
import type { GrantedRoles } from '../../src/contract/endpoints/admin.ts';
import { ORIGIN_RULE, originSchema } from '../../src/contract/origins.ts';
import { isNamedAdmin, roleGrants } from '../auth/roles.ts';
import type { Queryable } from '../db/database.ts';
import { addedOrigins } from '../partner-origins.ts';

export const ADMIN_USAGE = [
  'Usage: npm run admin -- <command>',
  '  grant-role <username> <Role>    grant a role (after those granted, so it overrides them)',
  '  revoke-role <username> <Role>   take a granted role back',
  '  list-roles <username>           show the roles a learner holds',
  '  allow-origin <origin>           let pages on this origin use the widgets (no restart needed)',
  '  forbid-origin <origin>          take an origin allowed here back',
  '  list-origins                    show the partner origins: PARTNER_ORIGINS and those allowed here',
  `Roles: ${ROLES.join(', ')} (quote "Open User").`,
].join('\n');

export interface AdminDeps {
  db: Queryable;
  /** ADMIN_USERNAMES: learners who hold Admin whatever they are granted. */
  adminUsernames: readonly string[];
  /** PARTNER_ORIGINS: allowed whatever the database holds. */
  partnerOrigins: readonly string[];
  out: (line: string) => void;
  err: (line: string) => void;
}

/** A command that cannot run: its message, and the exit code 1. */
class Refusal extends Error {}

function roleOf(name: string): Role {
  const role = roleNamed(name);
  if (!role) throw new Refusal(`"${name}" is not a role. Roles: ${ROLES.join(', ')}.`);
  return role;
}

function found(username: string, grants: GrantedRoles | undefined): GrantedRoles {
  if (!grants) throw new Refusal(`There is no learner named "${username}".`);
  return grants;
}

/** The roles a learner holds, in order, and where Admin comes from when ADMIN_USERNAMES names them. */
function holding({ username, roles }: GrantedRoles, adminUsernames: readonly string[]): string {
  const granted = roles.length > 0 ? roles.join(', ') : 'no granted role';
  const named = isNamedAdmin(username, adminUsernames) ? '; Admin as ADMIN_USERNAMES names them' : '';
  return `${username} holds: ${granted}${named} (and User, as every signed-in learner).`;
}

function originOf(value: string): string {
  const parsed = originSchema.safeParse(value);
  if (!parsed.success) throw new Refusal(`"${value}" ${ORIGIN_RULE}.`);
  return parsed.data;
}

async function listOrigins(db: Queryable, fromSettings: readonly string[]): Promise<string> {
  const added = await addedOrigins.list(db);
  const list = (origins: readonly string[]) => (origins.length > 0 ? origins.join(', ') : 'none');
  return `Partner origins from PARTNER_ORIGINS: ${list(fromSettings)}. Allowed here: ${list(added)}.`;
}

/** The partner-origin commands, by name: each answers the line it prints. */
const originCommands: Record<string, (deps: AdminDeps, origin: string) => Promise<string>> = {
  async 'allow-origin'({ db, partnerOrigins }, origin) {
    const added = await addedOrigins.allow(db, origin);
    const already = partnerOrigins.includes(origin) ? ' (PARTNER_ORIGINS lists it too)' : '';
    return `${added ? 'Allowed' : 'Already allowed'}: ${origin}${already}. ${await listOrigins(db, partnerOrigins)}`;
  },
  async 'forbid-origin'({ db, partnerOrigins }, origin) {
    const removed = await addedOrigins.forbid(db, origin);
    const still = partnerOrigins.includes(origin)
      ? ' It stays allowed, as PARTNER_ORIGINS lists it: take it out there and restart the server.'
      : '';
    return `${removed ? 'Forbidden' : 'Was not allowed here'}: ${origin}.${still} ${await listOrigins(db, partnerOrigins)}`;
  },
};

/** The command's change (or reading) of the learner's granted roles, by its name and its role argument. */
const commands: Record<string, (db: Queryable, username: string, role: Role) => Promise<GrantedRoles | undefined>> = {
  'grant-role': (db, username, role) => roleGrants.grant(db, username, role),
  'revoke-role': (db, username, role) => roleGrants.revoke(db, username, role),
};

async function run(args: readonly string[], deps: AdminDeps): Promise<void> {
  const { db, adminUsernames, out } = deps;
  const [command = '', username, role, ...extra] = args;
  if (command === 'help' || command === '--help') return out(ADMIN_USAGE);
  // The origin commands take one argument, the origin, or none.
  const [origin, ...more] = args.slice(1);
  const originCommand = Object.hasOwn(originCommands, command) ? originCommands[command] : undefined;
  if (originCommand && origin !== undefined && more.length === 0)
    return out(await originCommand(deps, originOf(origin)));
  if (command === 'list-origins' && origin === undefined) return out(await listOrigins(db, deps.partnerOrigins));
  const change = Object.hasOwn(commands, command) ? commands[command] : undefined;
  const wellFormed = username !== undefined && extra.length === 0;
  if (change && wellFormed && role !== undefined) {
    out(holding(found(username, await change(db, username, roleOf(role))), adminUsernames));
  } else if (command === 'list-roles' && wellFormed && role === undefined) {
    out(holding(found(username, await roleGrants.of(db, username)), adminUsernames));
  } else {
    throw new Refusal(ADMIN_USAGE);
  }
}

/** Runs one command; answers the process's exit code (1 for an unknown role, learner or command). */
export async function runAdminCommand(args: readonly string[], deps: AdminDeps): Promise<number> {
  try {
    await run(args, deps);
    return 0;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    deps.err(error.message);
    return 1;
  }
}
