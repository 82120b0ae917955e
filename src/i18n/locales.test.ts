import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import hi from '../../locales/hi.json';
import es from '../../locales/es.json';
import de from '../../locales/de.json';

const english: Record<string, string> = en;
const others: Record<string, Record<string, string>> = { hi, es, de };
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe.each(Object.entries(others))('locale %s', (code, messages) => {
  it('has every key of en, none empty', () => {
    const missing = Object.keys(english).filter((key) => !messages[key]?.trim());
    expect(missing, `${code} lacks these keys`).toEqual([]);
  });

  it('has no key that en lacks', () => {
    expect(Object.keys(messages).filter((key) => !(key in english))).toEqual([]);
  });

  it('keeps the same {{placeholders}} as en', () => {
    const mismatched = Object.keys(english).filter(
      (key) => messages[key] !== undefined && placeholders(messages[key]).join() !== placeholders(english[key]).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('is a translation, not a copy of the English', () => {
    const copied = Object.keys(english).filter((key) => messages[key] === english[key]);
    // Names and loanwords (Eddie, Editor, Videos) may stay the same; most text may not.
    expect(copied.length / Object.keys(english).length).toBeLessThan(0.1);
  });
});
