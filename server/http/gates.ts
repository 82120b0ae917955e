// The server refuses what the caller's roles do not allow, as the kit's interface hides it: the same ability
// construction and role table (src/contract/abilities.ts, roles.ts), the same gates (src/contract/gates.ts).
import { LRUCache } from 'lru-cache';
import { allows, pageAbility, type AppAbility } from '../../src/contract/abilities.ts';
import type { Gate } from '../../src/contract/gates.ts';
import { anonymousUser } from '../../src/contract/user.ts';
import { HttpError } from './errors.ts';
import type { Caller } from './route.ts';

/** Abilities kept by the roles that make them: few lists of roles exist, and building one costs some twenty checks. */
const built = new LRUCache<string, AppAbility>({ max: 1_000 });

/** A caller's abilities: a signed-in learner's for their roles, a visitor's without a token. */
function abilityOf(caller: Caller | undefined): AppAbility {
  const user = caller ?? anonymousUser;
  const key = JSON.stringify([user.username === '', user.roles]);
  const known = built.get(key);
  if (known) return known;
  const ability = pageAbility(user);
  built.set(key, ability);
  return ability;
}

/** Whether the caller's roles allow the gate. */
export function may(caller: Caller | undefined, gate: Gate): boolean {
  return allows(abilityOf(caller), gate);
}

/** Refuses the call (403, translated) unless the caller's roles allow every one of the gates. */
export function requireGates(caller: Caller | undefined, gates: readonly Gate[]): void {
  const ability = abilityOf(caller);
  if (!gates.every((gate) => allows(ability, gate))) throw new HttpError(403, 'server.roles.refused');
}
