import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { isLocaleCode, supportedLocales, type LocaleCode } from '../../src/contract/locales.ts';
import type { MessageKey, MessageVars } from './message-key.ts';

/**
 * The server speaks the learner's language too: its messages are keys of locales/*.json, translated for the
 * language the request asks for (Accept-Language, which the kit's client sets to the learner's choice).
 */
const messages = i18next.createInstance();
void messages.init({
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  resources: Object.fromEntries(
    supportedLocales.map((code) => [
      code,
      { translation: JSON.parse(readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), 'utf8')) },
    ]),
  ),
});

export function serverMessage(lang: LocaleCode, key: MessageKey, vars?: MessageVars): string {
  return messages.t(key, { ...vars, lng: lang });
}

/** The first supported language of an Accept-Language header ("hi-IN,hi;q=0.9,en;q=0.8" → hi), else English. */
export function requestLanguage(acceptLanguage: string | undefined): LocaleCode {
  for (const part of acceptLanguage?.split(',') ?? []) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLocaleCode(code)) return code;
  }
  return 'en';
}

export function isMessageKey(text: string): text is MessageKey {
  return messages.exists(text, { lng: 'en' });
}
