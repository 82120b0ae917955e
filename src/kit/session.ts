// The page's one session: the signed-in user over the kit's tokens and API client.
import { effect } from '@preact/signals-core';
import { abilities, pageAbility } from '../abilities/abilities.ts';
import { createSession } from '../session/session.ts';
import { kitApi, tokens } from './api.ts';

export const session = createSession({ api: kitApi, tokens });

// The page's abilities follow its user (spec 1 §6): a learner's roles once the profile has loaded, a visitor's
// before and after. For the page's lifetime, as the session is.
effect(() => {
  abilities.value = pageAbility(session.signals.user.value);
});
