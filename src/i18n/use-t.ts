import { useCallback } from 'react';
import { locale } from '../preferences/locale.ts';
import { useValue } from '../react/use-value.ts';
import { messagesArrived, translate, type MessageKey, type MessageVars } from './i18n.ts';

export type Translate = (key: MessageKey, vars?: MessageVars) => string;

/** Translates in the current language; a new function per language, so a switch re-renders every user. */
export function useT(): Translate {
  const code = useValue(locale);
  // A namespace registered while another language shows arrives after the switch: reading the signal re-renders
  // the user when it does.
  useValue(messagesArrived);
  return useCallback<Translate>((key, vars) => translate(code, key, vars), [code]);
}
