import i18next from 'i18next';
import en from '../../locales/en.json';
import type { LocaleCode } from '../contract/locales.ts';

export { isLocaleCode, localeNames, supportedLocales, type LocaleCode } from '../contract/locales.ts';

/** Every translation key, derived from en.json: a key missing there is a type error. */
export type MessageKey = keyof typeof en;
export type MessageVars = Record<string, string | number>;

/** English ships with the kit; the others load on first use so a partner page pays only for what it shows. */
const loaders: Record<Exclude<LocaleCode, 'en'>, () => Promise<{ default: Record<string, string> }>> = {
  hi: () => import('../../locales/hi.json'),
  es: () => import('../../locales/es.json'),
  de: () => import('../../locales/de.json'),
};

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  initAsync: false,
  // Keys are flat and namespaced by widget ("search-engine.placeholder"): dots are part of the key.
  keySeparator: false,
  nsSeparator: false,
  returnEmptyString: false,
  // React escapes what it renders; escaping here would show entities to the learner.
  interpolation: { escapeValue: false },
});

export function t(key: MessageKey, vars?: MessageVars): string {
  return i18n.t(key, vars);
}

/** A message in a given language (loaded by activateLanguage), whatever the active one is. */
export function translate(code: LocaleCode, key: MessageKey, vars?: MessageVars): string {
  return i18n.t(key, { ...vars, lng: code });
}

/** Loads a language's messages if needed, then makes it the active one. */
export async function activateLanguage(code: LocaleCode): Promise<void> {
  if (code !== 'en' && !i18n.hasResourceBundle(code, 'translation')) {
    const messages = await loaders[code]();
    i18n.addResourceBundle(code, 'translation', messages.default);
  }
  await i18n.changeLanguage(code);
}
