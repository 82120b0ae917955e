import { readFileSync } from 'node:fs';

export type LocaleCode = 'en' | 'hi' | 'es' | 'de';

const cache = new Map<LocaleCode, Record<string, string>>();

/**
 * A message as the learner reads it, from the same locale files the kit ships, so a test asserts on real
 * translated text without restating it.
 */
export function message(code: LocaleCode, key: string, vars: Record<string, string> = {}): string {
  let messages = cache.get(code);
  if (!messages) {
    messages = JSON.parse(readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), 'utf8')) as Record<
      string,
      string
    >;
    cache.set(code, messages);
  }
  const text = messages[key];
  if (text === undefined) throw new Error(`locales/${code}.json has no "${key}"`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? `{{${name}}}`);
}
