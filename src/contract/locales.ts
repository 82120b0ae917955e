// The languages the kit and the server speak. Shared by the browser (src/i18n) and the server, so it lives in the
// contract, which the server may import.

export const supportedLocales = ['en', 'hi', 'es', 'de'] as const;
export type LocaleCode = (typeof supportedLocales)[number];

/** Each language named in itself, for language selectors. */
export const localeNames: Record<LocaleCode, string> = {
  en: 'English',
  hi: 'हिन्दी',
  es: 'Español',
  de: 'Deutsch',
};

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}
