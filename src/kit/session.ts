// The page's one session: the signed-in user over the kit's tokens and API client.
import { effect } from '@preact/signals-core';
import { abilities, abilityFor, pageAbility, userAbilities } from '../abilities/abilities.ts';
import { createSession } from '../session/session.ts';
import { kitApi, tokens } from './api.ts';

export const session = createSession({ api: kitApi, tokens });

// The page's abilities follow its user (spec 1 §6): a learner's roles once the profile has loaded, a visitor's
// before and after; the user's own are empty while there is no signed-in user. For the page's lifetime, as the
// session is.
effect(() => {
  const user = session.signals.user.value;
  const ability = pageAbility(user);
  abilities.value = ability;
  userAbilities.value = user.username === '' ? abilityFor(null) : ability;
});
