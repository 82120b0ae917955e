// A kind of sense in the learner's language (Detail, the Wiki Data Card, Information): its own small message
// namespace, so a page with Detail alone carries these names and none of the other knowledge texts.
import kindMessages from 'virtual:tj-messages/kind';
import { registerMessages, type MessageKey } from '../i18n/i18n.ts';

void registerMessages(kindMessages);

/** The knowledge source's category ("person", or the lexicographer file "noun.person"), named by locales/ (kind.*). */
export const senseKindKey = (category: string) => `kind.${category.replace(/^\w+\./, '')}` as MessageKey;
