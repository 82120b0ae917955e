import { createContext, useContext } from 'react';
import type { LocaleCode } from '../contract/locales.ts';
import { locale } from '../preferences/locale.ts';
import { useValue } from '../react/use-value.ts';

/**
 * A widget's own language (its `lang` attribute, src/elements/widget-language.ts), set by the element shell for
 * everything inside it; null where the widget follows the page's language.
 */
export const WidgetLanguage = createContext<LocaleCode | null>(null);

/** The language a view shows: its widget's own, else the page's (the learner's choice, the page's setting, …). */
export function useLanguage(): LocaleCode {
  const own = useContext(WidgetLanguage);
  const page = useValue(locale);
  return own ?? page;
}
