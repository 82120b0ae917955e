/**
 * Build-time only (vite.config.ts imports it; no browser module does): serves locales/<lang>.json cut into one
 * module per message namespace, so a page ships only the messages of what it shows.
 *
 * Why a plugin rather than one file per namespace: translators keep one file per language (locales/hi.json), the
 * locales test compares whole files, and the server reads them as they are. The cut happens here, at build time:
 *
 * - `virtual:tj-messages/<namespace>`: that namespace's English messages, inlined into the chunk of whichever module
 *   imports it (no extra round trip), and one lazy loader per other language.
 * - `virtual:tj-messages/<namespace>.<lang>`: that namespace's messages in one other language, its own small chunk,
 *   fetched when the language is activated.
 *
 * A namespace is a key's prefix before its first dot ("detail" for "detail.empty"), plus `titles`: every widget's
 * "<name>.title", which the registry's lists and the "not available" element show for any widget. Typing is in
 * virtual-messages.d.ts; a namespace that has no key in en.json fails the build and the tests that import it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const MESSAGES_MODULE = 'virtual:tj-messages/';
const RESOLVED = `\0${MESSAGES_MODULE}`;
const SOURCE_LANGUAGE = 'en';
export const TITLES_NAMESPACE = 'titles';
const TITLE_KEY = /^[^.]+\.title$/;

export type Catalog = Readonly<Record<string, string>>;

/** Namespaces of a catalog's keys, `titles` included. */
export function namespacesOf(catalog: Catalog): string[] {
  const prefixes = Object.keys(catalog).map((key) => key.slice(0, key.indexOf('.')));
  return [...new Set([...prefixes, TITLES_NAMESPACE])].sort();
}

/** The messages of one namespace; an empty text counts as missing, so the English one shows instead. */
export function messagesOf(catalog: Catalog, namespace: string): Record<string, string> {
  const belongs =
    namespace === TITLES_NAMESPACE
      ? (key: string) => TITLE_KEY.test(key)
      : (key: string) => key.startsWith(`${namespace}.`);
  return Object.fromEntries(Object.entries(catalog).filter(([key, text]) => belongs(key) && text !== ''));
}

export interface MessagesPluginOptions {
  /** Folder holding <lang>.json, one per language. */
  localesDir: URL;
  /** Every language, English (the source language, bundled with the code that shows it) included. */
  languages: readonly string[];
}

export function messagesPlugin({ localesDir, languages }: MessagesPluginOptions): Plugin {
  const others = languages.filter((code) => code !== SOURCE_LANGUAGE);
  const fileOf = (code: string) => new URL(`${code}.json`, localesDir);
  const catalogOf = (code: string): Catalog => JSON.parse(readFileSync(fileOf(code), 'utf8')) as Catalog;

  return {
    name: 'tj-messages',
    resolveId(id) {
      return id.startsWith(MESSAGES_MODULE) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const [namespace = '', code = SOURCE_LANGUAGE] = id.slice(RESOLVED.length).split('.');
      if (!languages.includes(code)) this.error(`${id}: "${code}" is not one of the languages ${languages.join(', ')}`);
      // A rebuild (and the dev server) follows edits of the locale files.
      for (const file of new Set([SOURCE_LANGUAGE, code])) this.addWatchFile(fileURLToPath(fileOf(file)));
      const source = catalogOf(SOURCE_LANGUAGE);
      const english = messagesOf(source, namespace);
      if (Object.keys(english).length === 0) {
        this.error(
          `${id}: no message of en.json is in namespace "${namespace}"; known: ${namespacesOf(source).join(', ')}`,
        );
      }
      if (code !== SOURCE_LANGUAGE) return `export default ${JSON.stringify(messagesOf(catalogOf(code), namespace))};`;
      const loaders = others.map(
        (other) =>
          `${JSON.stringify(other)}: () => import(${JSON.stringify(`${MESSAGES_MODULE}${namespace}.${other}`)}).then((m) => m.default)`,
      );
      return [
        `export default {`,
        `  namespace: ${JSON.stringify(namespace)},`,
        `  en: ${JSON.stringify(english)},`,
        `  load: { ${loaders.join(', ')} },`,
        `};`,
      ].join('\n');
    },
  };
}
