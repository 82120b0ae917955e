// The administration page's core (a product extension of spec 1 §6): the roles granted to one learner, looked up by
// username, and the partner origins kept in the database. Every change sends the whole list, as the calls take it,
// built from the list the server last answered.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import type { GrantedRoles } from '../contract/endpoints/admin.ts';
import { SIGNED_IN_ROLE, VISITOR } from '../contract/abilities.ts';
import type { PartnerOrigins } from '../contract/origins.ts';
import { ROLES, type Role } from '../contract/roles.ts';

/** The roles every user holds without a grant: Default, a visitor's Guest, a signed-in learner's User. */
const HELD_WITHOUT_GRANT: readonly string[] = ['Default', ...VISITOR.roles, SIGNED_IN_ROLE];

/** The roles an Admin may grant: the table's, but those held without a grant. */
export const GRANTABLE_ROLES: readonly Role[] = ROLES.filter((role) => !HELD_WITHOUT_GRANT.includes(role));

export interface AdministrationDeps {
  readonly api: Pick<ApiClient, 'call'>;
}

export interface Administration {
  readonly signals: {
    /** The learner looked up and the roles granted to them, or null before a lookup answered. */
    readonly learner: ReadonlySignal<GrantedRoles | null>;
    /** The partner origins, or null until they are read. */
    readonly origins: ReadonlySignal<PartnerOrigins | null>;
  };
  readonly actions: {
    /** Looks a learner up; a failed lookup (no such learner) forgets the one shown before, and rejects. */
    lookUp(username: string): Promise<GrantedRoles>;
    /** Grants the learner shown a role, after those granted so far (so it overrides them), unless they hold it. */
    grant(role: string): Promise<GrantedRoles>;
    revoke(role: string): Promise<GrantedRoles>;
    readOrigins(): Promise<PartnerOrigins>;
    addOrigin(origin: string): Promise<PartnerOrigins>;
    removeOrigin(origin: string): Promise<PartnerOrigins>;
  };
}

export function createAdministration({ api }: AdministrationDeps): Administration {
  const learner = signal<GrantedRoles | null>(null, { name: 'administration.learner' });
  const origins = signal<PartnerOrigins | null>(null, { name: 'administration.origins' });
  // A lookup answered after a later one started never writes.
  let ticket = 0;

  async function lookUp(username: string): Promise<GrantedRoles> {
    const mine = ++ticket;
    try {
      const found = await api.call('admin.grantedRoles', { params: { username: username.trim() } });
      if (mine === ticket) learner.value = found;
      return found;
    } catch (error) {
      if (mine === ticket) learner.value = null;
      throw error;
    }
  }

  async function setRoles(change: (roles: readonly string[]) => string[]): Promise<GrantedRoles> {
    const shown = learner.peek();
    if (shown === null) throw new Error('No learner is shown: look one up first.');
    const mine = ++ticket;
    const changed = await api.call('admin.userRoles', {
      params: { username: shown.username },
      body: { roles: change(shown.roles) },
    });
    if (mine === ticket) learner.value = changed;
    return changed;
  }

  async function setOrigins(change: (added: readonly string[]) => string[]): Promise<PartnerOrigins> {
    const current = origins.peek() ?? (await readOrigins());
    const changed = await api.call('admin.setPartnerOrigins', { body: { added: change(current.added) } });
    origins.value = changed;
    return changed;
  }

  async function readOrigins(): Promise<PartnerOrigins> {
    const read = await api.call('admin.partnerOrigins', {});
    origins.value = read;
    return read;
  }

  return {
    signals: { learner, origins },
    actions: {
      lookUp,
      grant: (role) => setRoles((roles) => (roles.includes(role) ? [...roles] : [...roles, role])),
      revoke: (role) => setRoles((roles) => roles.filter((held) => held !== role)),
      readOrigins,
      addOrigin: (origin) => setOrigins((added) => [...added, origin]),
      removeOrigin: (origin) => setOrigins((added) => added.filter((kept) => kept !== origin)),
    },
  };
}
