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

/** The supported language a BCP 47 tag names ("de", "de-AT", "DE"), or null (none given, or not one the kit speaks). */
export function localeOf(tag: string | null | undefined): LocaleCode | null {
  const language = tag?.split('-')[0]?.toLowerCase();
  return isLocaleCode(language) ? language : null;
}

/**
 * The key a message with plural forms is asked for by: "brain-library.file" for "brain-library.file_other". Its
 * forms are named as i18next names them (`_one`, `_other`); a number `count` picks one.
 */
export type PluralBase<K> = K extends `${infer Base}_other` ? Base : never;
