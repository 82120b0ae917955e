import { signal } from '@preact/signals-core';
import type en from '../../locales/en.json';
import type { LocaleCode, PluralBase } from '../contract/locales.ts';
import { createCatalog, type MessageBundle, type MessageVars } from './catalog.ts';

export { isLocaleCode, localeNames, localeOf, supportedLocales, type LocaleCode } from '../contract/locales.ts';
export type { MessageBundle, MessageVars } from './catalog.ts';

/**
 * Every translation key, derived from en.json: a key missing there is a type error. A message with plural forms
 * is asked for by its base key (PluralBase) with a number `count`.
 */
export type MessageKey = keyof typeof en | PluralBase<keyof typeof en>;

type NamespaceOf<K> = K extends `${infer Namespace}.${string}` ? Namespace : never;
/** A key's prefix ("detail" for "detail.empty"), or `titles`: every widget's "<name>.title". */
export type MessageNamespace = NamespaceOf<MessageKey> | 'titles';

/**
 * Bumped when messages registered late (a widget added while another language shows) arrive, so views that
 * already show English re-render in the page's language. useT reads it.
 */
export const messagesArrived = signal(0, { name: 'messagesArrived' });

/**
 * The page's messages. A page holds only the namespaces its modules registered: a partner page with Search Engine
 * and Detail never downloads the host's, the sign-in forms' or the server's messages. i18next is not used in the
 * browser: flat keys with `{{name}}` placeholders, plural forms picked by Intl.PluralRules and an English fallback are all
 * the kit needs, and i18next cost a partner page 16 KiB gzip.
 */
const catalog = createCatalog({
  onArrived: () => {
    messagesArrived.value += 1;
  },
});

/**
 * Declares the message namespaces a module shows: `registerMessages(detailMessages)` with
 * `import detailMessages from 'virtual:tj-messages/detail'`. English comes in the same chunk as the module; another
 * language is fetched, namespace by namespace, when it is activated. The element factory's `messages` option calls
 * this for a widget; shared views (the lookup view, the suggestions box, the API's errors) register their own.
 */
export function registerMessages(...bundles: readonly MessageBundle[]): Promise<void> {
  return catalog.register(...bundles);
}

/** The namespaces registered on this page, for tests and for checking what a page carries. */
export function registeredNamespaces(): string[] {
  return catalog.namespaces();
}

/** A message in the active language. */
export function t(key: MessageKey, vars?: MessageVars): string {
  return catalog.translate(catalog.active(), key, vars);
}

/** A message in a given language (loaded by activateLanguage), whatever the active one is. */
export function translate(code: LocaleCode, key: MessageKey, vars?: MessageVars): string {
  return catalog.translate(code, key, vars);
}

/**
 * Loads a language's messages of every registered namespace without activating it, for a widget whose `lang` differs
 * from the page's; views re-render when they arrive (messagesArrived). Never rejects: a failure is logged.
 */
export async function loadLanguage(code: LocaleCode): Promise<void> {
  try {
    await catalog.load(code);
    messagesArrived.value += 1;
  } catch (error) {
    console.warn(`[tj] could not load the "${code}" messages`, error);
  }
}

/** Loads a language's messages of every registered namespace, then makes it the active one. */
export function activateLanguage(code: LocaleCode): Promise<void> {
  return catalog.activate(code);
}
