import type { LocaleCode } from '../contract/locales.ts';

export type OtherLocaleCode = Exclude<LocaleCode, 'en'>;
export type MessageTexts = Readonly<Record<string, string>>;
export type MessageVars = Record<string, string | number>;

/**
 * The messages of one namespace, as `virtual:tj-messages/<namespace>` serves them (src/i18n/vite-plugin.ts):
 * English inline, so it arrives with the code that shows it, and a loader per other language.
 */
export interface MessageBundle {
  readonly namespace: string;
  readonly en: MessageTexts;
  readonly load: Readonly<Record<OtherLocaleCode, () => Promise<MessageTexts>>>;
}

/**
 * The messages a page has: only the namespaces its modules registered, in English at once and in another language
 * once that language is activated. Keys stay whole ("detail.empty"), so one lookup serves every namespace.
 */
export interface Catalog {
  /**
   * Adds namespaces the page shows. While another language is shown (or being activated) their messages in it are
   * fetched too; `onArrived` tells when they are in. Never rejects: a failed fetch is logged and English shows.
   */
  register(...bundles: readonly MessageBundle[]): Promise<void>;
  /** Fetches every registered namespace in that language, then makes it the active one. Rejects if a fetch fails. */
  activate(code: LocaleCode): Promise<void>;
  /** Fetches every registered namespace in that language without making it active (a widget's own `lang`). */
  load(code: LocaleCode): Promise<void>;
  /** The message in that language, else in English, else the key itself (so a missing message is visible). */
  translate(code: LocaleCode, key: string, vars?: MessageVars): string;
  readonly active: () => LocaleCode;
  readonly namespaces: () => string[];
}

export function createCatalog({ onArrived }: { onArrived?: () => void } = {}): Catalog {
  const texts: Record<LocaleCode, Map<string, string>> = {
    en: new Map(),
    hi: new Map(),
    es: new Map(),
    de: new Map(),
  };
  const bundles = new Map<string, MessageBundle>();
  const fetches = new Map<string, Promise<void>>();
  let active: LocaleCode = 'en';
  /** The language being activated, or the active one: late registrations fetch for it. */
  let wanted: LocaleCode = 'en';

  function fetchIn(code: LocaleCode, bundle: MessageBundle): Promise<void> {
    if (code === 'en') return Promise.resolve();
    const id = `${code}/${bundle.namespace}`;
    let fetching = fetches.get(id);
    if (!fetching) {
      fetching = bundle.load[code]().then((messages) => {
        for (const [key, text] of Object.entries(messages)) texts[code].set(key, text);
      });
      // A failed fetch may be retried by the next activation.
      fetching.catch(() => fetches.delete(id));
      fetches.set(id, fetching);
    }
    return fetching;
  }

  async function load(code: LocaleCode): Promise<void> {
    await Promise.all([...bundles.values()].map((bundle) => fetchIn(code, bundle)));
  }

  return {
    async register(...list) {
      const added = list.filter((bundle) => !bundles.has(bundle.namespace));
      for (const bundle of added) {
        bundles.set(bundle.namespace, bundle);
        for (const [key, text] of Object.entries(bundle.en)) texts.en.set(key, text);
      }
      const code = wanted;
      if (code === 'en' || added.length === 0) return;
      try {
        await Promise.all(added.map((bundle) => fetchIn(code, bundle)));
        if (code === active) onArrived?.();
      } catch (error) {
        console.warn(
          `[tj] could not load the "${code}" messages of ${added.map((b) => b.namespace).join(', ')}`,
          error,
        );
      }
    },
    load,
    async activate(code) {
      wanted = code;
      try {
        await load(code);
      } catch (error) {
        wanted = active;
        throw error;
      }
      active = code;
    },
    translate(code, key, vars) {
      const text = firstText(texts[code], keysFor(code, key, vars)) ?? firstText(texts.en, keysFor('en', key, vars));
      const found = text ?? key;
      return vars ? interpolate(found, vars) : found;
    },
    active: () => active,
    namespaces: () => [...bundles.keys()],
  };
}

/**
 * The keys a message may be found under. With a number `count`, its plural form in that language comes first, named
 * as i18next names them (the server's messages): `key_one`, `key_other` (Intl.PluralRules' categories).
 */
function keysFor(code: LocaleCode, key: string, vars: MessageVars | undefined): string[] {
  const count = vars?.['count'];
  if (typeof count !== 'number') return [key];
  return [`${key}_${new Intl.PluralRules(code).select(count)}`, `${key}_other`, key];
}

const firstText = (messages: ReadonlyMap<string, string>, keys: readonly string[]): string | undefined =>
  keys.map((key) => messages.get(key)).find((text) => !!text);

/** `{{name}}` takes vars.name; a placeholder without a value stays as it is, so the gap is visible. */
function interpolate(text: string, vars: MessageVars): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : placeholder,
  );
}
