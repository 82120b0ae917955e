import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import hi from '../locales/hi.json';
import { findWidget, findWidgetByName, widgetByName, widgetRegistry } from './registry.ts';

describe('widget registry', () => {
  it('lists every widget title of spec 1 once, then the two issue 14 adds', () => {
    expect(widgetRegistry).toHaveLength(57);
    expect(new Set(widgetRegistry.map((entry) => entry.name)).size).toBe(57);
    expect(widgetRegistry.slice(55).map((entry) => entry.name)).toEqual(['leaderboard', 'skill-graph']);
  });

  it('gives each a valid custom-element tag and a translated title', () => {
    for (const entry of widgetRegistry) {
      expect(entry.tag).toMatch(/^tj-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(en, entry.name).toHaveProperty([entry.titleKey]);
    }
  });

  it('titles Draw and Iframe by their names in every language, not by words of their controls', () => {
    // Spec 1 §2's titles; Draw was titled "Title of the note", its form's label, and Iframe "Embedded Page".
    expect([en['draw.title'], en['iframe.title']]).toEqual(['Draw', 'Iframe']);
    for (const [code, catalog] of Object.entries({ en, hi, es, de })) {
      expect(catalog['draw.title'], code).not.toBe(catalog['draw.noteTitle']);
      expect(catalog['iframe.title'], code).toMatch(/^(Iframe|आईफ़्रेम)$/);
    }
    expect([hi['draw.title'], es['draw.title'], de['draw.title']]).toEqual(['चित्र बनाएँ', 'Dibujar', 'Zeichnen']);
  });

  it('has for each a folder with its index.ts, which the loader imports, and README.md', () => {
    for (const { name } of widgetRegistry) {
      for (const file of ['index.ts', 'README.md']) {
        expect(existsSync(new URL(`./${name}/${file}`, import.meta.url)), `widgets/${name}/${file}`).toBe(true);
      }
    }
  });

  it('finds entries by tag (any case) and by name; unknown ones are undefined', () => {
    expect(findWidget('TJ-DETAIL')?.name).toBe('detail');
    expect(findWidgetByName('search-engine')?.tag).toBe('tj-search-engine');
    expect(findWidget('tj-nope')).toBeUndefined();
  });

  it('types widget names: a misspelt name fails the type check, and throws for a caller that casts', () => {
    expect(widgetByName('ask').tag).toBe('tj-ask');
    // @ts-expect-error "aks" is no widget's name
    expect(() => widgetByName('aks')).toThrow(TypeError);
  });
});
