// The server's messages are keys of locales/*.json. Their type comes from en.json itself rather than from the
// browser's i18n module, which the server does not import (the server shares only src/contract with the kit).
import type en from '../../locales/en.json';
import type { PluralBase } from '../../src/contract/locales.ts';

/**
 * Every translation key, derived from en.json: a key missing there is a type error. A message with plural forms
 * is asked for by its base key (PluralBase) with a number `count`.
 */
export type MessageKey = keyof typeof en | PluralBase<keyof typeof en>;
export type MessageVars = Record<string, string | number>;
