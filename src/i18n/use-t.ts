import { useCallback } from 'react';
import { locale } from '../state/locale.ts';
import { useValue } from '../state/use-value.ts';
import { t, type MessageKey, type MessageVars } from './i18n.ts';

export type Translate = (key: MessageKey, vars?: MessageVars) => string;

/** The translate function; a new one per language so every component using it re-renders on a switch. */
export function useT(): Translate {
  const code = useValue(locale);
  // The language is not read inside: it is there so that a switch yields a new function.
  return useCallback<Translate>((key, vars) => t(key, vars), [code]);
}
