import eventsMessages from 'virtual:tj-messages/events';
import type { EventVerb } from '../contract/events.ts';
import { registerMessages, type MessageKey } from '../i18n/i18n.ts';
import type { Translate } from '../i18n/use-t.ts';

// Every widget that names the learner's events (Events Graph, Recent Events, Recent Activity) shows these.
void registerMessages(eventsMessages);

/** Every verb's message key: a verb of src/contract/events.ts without one in locales/en.json is a type error here. */
export const verbKey = (verb: EventVerb): MessageKey => `events.verb.${verb}`;

/**
 * A verb as the learner reads it ("Looked up in the encyclopedia"), not as the spec codes it (WIKI_LOOKUP). A verb
 * whose message the page does not have (a newer server's verb, a message not loaded) shows its code.
 */
export function verbLabel(t: Translate, verb: EventVerb): string {
  const key = verbKey(verb);
  const text = t(key);
  return text === key || text.trim() === '' ? verb : text;
}
