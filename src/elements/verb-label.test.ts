import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { eventVerbs } from '../contract/events.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { verbKey, verbLabel } from './verb-label.ts';

const english: Record<string, string> = en;
/** A translate as the page's: the message, or the key itself when the page has none. */
const translateWith =
  (messages: Record<string, string>) =>
  (key: MessageKey): string =>
    messages[key] ?? key;

describe('verbLabel', () => {
  it('names every verb of the spec in English, each differently from its code and from the others', () => {
    const names = eventVerbs.map((verb) => verbLabel(translateWith(english), verb));
    expect(names.filter((name, index) => name === eventVerbs[index])).toEqual([]);
    expect(new Set(names).size).toBe(eventVerbs.length);
    expect(verbLabel(translateWith(english), 'WIKI_LOOKUP')).toBe('Looked up in the encyclopedia');
  });

  it('falls back to the verb’s code when the page has no message for it', () => {
    expect(verbLabel(translateWith({}), 'SEARCHED_NODE')).toBe('SEARCHED_NODE');
    expect(verbLabel(translateWith({ [verbKey('NOTED')]: ' ' }), 'NOTED')).toBe('NOTED');
  });
});
