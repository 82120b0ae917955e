import { allows, gates, userAbilities } from '../../src/abilities/abilities.ts';
import { useValue } from '../../src/react/use-value.ts';

/** Which administration calls the learner's abilities allow: /admin shows those sections, the user menu links to it. */
export function useAdministrationRights(): { readonly roles: boolean; readonly origins: boolean } {
  const abilities = useValue(userAbilities);
  return { roles: allows(abilities, gates.grantRoles), origins: allows(abilities, gates.allowOrigins) };
}
