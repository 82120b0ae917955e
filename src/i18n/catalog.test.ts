import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import hi from '../../locales/hi.json';
import type { LocaleCode } from '../contract/locales.ts';
import { createCatalog, type MessageBundle, type OtherLocaleCode } from './catalog.ts';
// The real bundles the build serves (src/i18n/vite-plugin.ts runs in vitest as in the build).
import detailMessages from 'virtual:tj-messages/detail';
import elementsMessages from 'virtual:tj-messages/elements';
import searchEngineMessages from 'virtual:tj-messages/search-engine';
import titleMessages from 'virtual:tj-messages/titles';

const files: Record<LocaleCode, Record<string, string>> = { en, hi, es, de };
const languages = Object.keys(files) as LocaleCode[];

/** The same bundle, recording each language it is fetched in. */
function watched(bundle: MessageBundle, fetched: string[]): MessageBundle {
  const load = Object.fromEntries(
    (Object.keys(bundle.load) as OtherLocaleCode[]).map((code) => [
      code,
      () => {
        fetched.push(`${code}/${bundle.namespace}`);
        return bundle.load[code]();
      },
    ]),
  ) as MessageBundle['load'];
  return { ...bundle, load };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a widget’s message namespaces', () => {
  it.each(languages)('give the widget every message of its namespace in %s', async (code) => {
    const catalog = createCatalog();
    await catalog.register(detailMessages);
    await catalog.activate(code);
    const keys = Object.keys(en).filter((key) => key.startsWith('detail.'));
    expect(keys.length).toBeGreaterThan(3);
    for (const key of keys) expect(catalog.translate(code, key), key).toBe(files[code][key]);
  });

  it('bring English with the module, fetching nothing', async () => {
    const fetched: string[] = [];
    const catalog = createCatalog();
    void catalog.register(watched(searchEngineMessages, fetched));
    expect(catalog.translate('en', 'search-engine.title')).toBe(en['search-engine.title']);
    await catalog.activate('en');
    expect(fetched).toEqual([]);
  });

  it('switching language fetches only the registered namespaces, each once', async () => {
    const fetched: string[] = [];
    const catalog = createCatalog();
    await catalog.register(watched(detailMessages, fetched), watched(elementsMessages, fetched));
    await catalog.activate('de');
    await catalog.activate('en');
    await catalog.activate('de');
    expect(fetched.sort()).toEqual(['de/detail', 'de/elements']);
    expect(catalog.active()).toBe('de');
    expect(catalog.translate('de', 'elements.crashed', { title: 'X' })).toBe(
      de['elements.crashed'].replace('{{title}}', 'X'),
    );
    // Another widget's messages are not on this page: its key shows, in no language.
    expect(catalog.translate('de', 'glossary.title')).toBe('glossary.title');
  });

  it('a namespace registered while another language shows is fetched in it, then announced', async () => {
    const fetched: string[] = [];
    const onArrived = vi.fn();
    const catalog = createCatalog({ onArrived });
    await catalog.register(watched(detailMessages, fetched));
    await catalog.activate('hi');
    await catalog.register(watched(searchEngineMessages, fetched));
    expect(fetched).toEqual(['hi/detail', 'hi/search-engine']);
    expect(onArrived).toHaveBeenCalledTimes(1);
    expect(catalog.translate('hi', 'search-engine.title')).toBe(hi['search-engine.title']);
  });

  it('loads a language for one widget without making it the active one', async () => {
    const catalog = createCatalog();
    await catalog.register(detailMessages);
    await catalog.load('de');
    expect(catalog.active()).toBe('en');
    expect(catalog.translate('de', 'detail.heading')).toBe(de['detail.heading']);
    expect(catalog.translate('en', 'detail.heading')).toBe(en['detail.heading']);
  });

  it('a language whose messages fail to arrive is not activated', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const catalog = createCatalog();
    const failing: MessageBundle = {
      ...detailMessages,
      load: { ...detailMessages.load, es: () => Promise.reject(new Error('offline')) },
    };
    await catalog.register(failing);
    await expect(catalog.activate('es')).rejects.toThrow('offline');
    expect(catalog.active()).toBe('en');
    // A later registration fetches for the shown language (English), so it neither fetches nor rejects.
    await expect(catalog.register(searchEngineMessages)).resolves.toBeUndefined();
  });

  it('falls back to English for a missing text and fills {{placeholders}}', async () => {
    const catalog = createCatalog();
    const partial: MessageBundle = { ...elementsMessages, load: { ...elementsMessages.load, de: async () => ({}) } };
    await catalog.register(partial);
    await catalog.activate('de');
    expect(catalog.translate('de', 'elements.notAvailable', { title: 'Detail' })).toBe(
      en['elements.notAvailable'].replace('{{title}}', 'Detail'),
    );
    expect(catalog.translate('en', 'elements.crashed', {})).toBe(en['elements.crashed']);
  });
});

describe('the bundles the build serves', () => {
  it.each(languages.filter((code): code is OtherLocaleCode => code !== 'en'))(
    'hold only their own namespace, in %s too',
    async (code) => {
      const english = Object.keys(detailMessages.en);
      const other = Object.keys(await detailMessages.load[code]());
      expect(english.every((key) => key.startsWith('detail.'))).toBe(true);
      expect(other.sort()).toEqual(english.sort());
    },
  );

  it('titles holds every widget’s title and nothing else', () => {
    const titles = Object.keys(en).filter((key) => key.endsWith('.title') && key.split('.').length === 2);
    expect(Object.keys(titleMessages.en).sort()).toEqual(titles.sort());
  });

  it('an unknown namespace fails, naming the known ones', async () => {
    await expect(import('virtual:tj-messages/no-such-widget')).rejects.toThrow(/no-such-widget.*known: .*detail/s);
  });
});

describe('plural messages', () => {
  const bundle = (texts: Record<LocaleCode, Record<string, string>>): MessageBundle => ({
    namespace: 'counted',
    en: texts.en,
    load: { hi: async () => texts.hi, es: async () => texts.es, de: async () => texts.de },
  });
  const texts = {
    en: { 'counted.file_one': '{{count}} passage', 'counted.file_other': '{{count}} passages' },
    hi: { 'counted.file_one': '{{count}} अंश', 'counted.file_other': '{{count}} अंशों' },
    es: { 'counted.file_one': '{{count}} pasaje', 'counted.file_other': '{{count}} pasajes' },
    de: { 'counted.file_other': '{{count}} Abschnitte' },
  };

  it.each([
    ['en', 1, '1 passage'],
    ['en', 0, '0 passages'],
    ['es', 1, '1 pasaje'],
    ['es', 1_000_000, '1000000 pasajes'],
    // Hindi says 0 and 1 alike (CLDR's "one").
    ['hi', 0, '0 अंश'],
    ['hi', 2, '2 अंशों'],
    // A form missing in a language falls back to its "other".
    ['de', 1, '1 Abschnitte'],
  ] as const)('in %s, %i is said “%s”', async (code, count, said) => {
    const catalog = createCatalog();
    await catalog.register(bundle(texts));
    await catalog.activate(code);
    expect(catalog.translate(code, 'counted.file', { count })).toBe(said);
  });

  it('the brain library says “1 passage” in each language, and more passages in the plural', async () => {
    const real = { en, hi, es, de } as Record<LocaleCode, Record<string, string>>;
    expect(real.en['brain-library.file_one']).toBe('{{name}} ({{count}} passage)');
    for (const code of languages) expect(real[code]['brain-library.file_other'], code).toContain('{{count}}');
  });
});
