import { useCallback } from 'react';
import { useValue } from '../react/use-value.ts';
import { messagesArrived, translate, type MessageKey, type MessageVars } from './i18n.ts';
import { useLanguage } from './use-language.ts';

export type Translate = (key: MessageKey, vars?: MessageVars) => string;

/** Translates in the view's language; a new function per language, so a switch re-renders every user. */
export function useT(): Translate {
  const code = useLanguage();
  // A namespace registered (or a widget's own language loaded) after the switch: reading the signal re-renders the
  // user when its messages arrive.
  useValue(messagesArrived);
  return useCallback<Translate>((key, vars) => translate(code, key, vars), [code]);
}
