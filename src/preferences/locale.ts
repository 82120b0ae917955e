import { signal } from '@preact/signals-core';
import { activateLanguage, isLocaleCode, localeOf, type LocaleCode } from '../i18n/i18n.ts';
import { storage } from '../storage/storage.ts';

const LOCALE_KEY = 'locale';
/** Spec 1 §4 "Language": applied one second after mount. */
export const LOCALE_APPLY_DELAY_MS = 1000;

/** The language every widget shows; it changes only once its messages are loaded, so all widgets switch together. */
export const locale = signal<LocaleCode>('en', { name: 'locale' });

let pending = Promise.resolve();

/** The learner's choice: saved, then applied to every mounted widget at once. */
export function setLocale(code: LocaleCode): Promise<void> {
  storage.set(LOCALE_KEY, code);
  return applyLocale(code);
}

function applyLocale(code: LocaleCode): Promise<void> {
  // Chained so that quick successive choices land in the order they were made.
  pending = pending
    .then(() => activateLanguage(code))
    .then(() => {
      locale.value = code;
    })
    .catch((error: unknown) => {
      console.warn(`[tj] could not load the "${code}" messages; keeping "${locale.value}"`, error);
    });
  return pending;
}

/** The saved locale, else the first two letters of the browser language, else English. */
export function initialLocale(saved: string | null, browserLanguage: string | undefined): LocaleCode {
  if (isLocaleCode(saved)) return saved;
  const browser = browserLanguage?.slice(0, 2).toLowerCase();
  return isLocaleCode(browser) ? browser : 'en';
}

/** The page-wide setting a partner page may give: `<meta name="tj-lang" content="de">`. */
export const PAGE_LANGUAGE_META = 'tj-lang';

/** The language the page sets for every widget, or null when it sets none the kit speaks. */
export function pageLanguage(): LocaleCode | null {
  const meta = globalThis.document?.querySelector<HTMLMetaElement>(`meta[name="${PAGE_LANGUAGE_META}"]`);
  return localeOf(meta?.content);
}

let scheduled = false;

/**
 * Called on mount by the host and by every widget; only the first call applies the language. The page's setting
 * applies at once, whatever the browser's language or an earlier choice; otherwise the spec's delayed choice.
 */
export function applyInitialLocale(): void {
  if (scheduled) return;
  scheduled = true;
  const page = pageLanguage();
  if (page) {
    void applyLocale(page);
    return;
  }
  setTimeout(() => {
    void applyLocale(initialLocale(storage.get(LOCALE_KEY), globalThis.navigator?.language));
  }, LOCALE_APPLY_DELAY_MS);
}
