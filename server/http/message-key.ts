// The server's messages are keys of locales/*.json. Their type comes from en.json itself rather than from the
// browser's i18n module, which the server does not import (the server shares only src/contract with the kit).
import type en from '../../locales/en.json';

/** Every translation key: a key missing from en.json is a type error. */
export type MessageKey = keyof typeof en;
export type MessageVars = Record<string, string | number>;
