import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { findWidget, findWidgetByName, readyWidgets, widgetByName, widgetRegistry } from './registry.ts';

describe('widget registry', () => {
  it('lists every widget title of spec 1 once', () => {
    expect(widgetRegistry).toHaveLength(55);
    expect(new Set(widgetRegistry.map((entry) => entry.name)).size).toBe(55);
  });

  it('gives each a valid custom-element tag and a translated title', () => {
    for (const entry of widgetRegistry) {
      expect(entry.tag).toMatch(/^tj-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(en, entry.name).toHaveProperty([entry.titleKey]);
    }
  });

  it('gives ready widgets a loader and planned ones none', () => {
    for (const entry of widgetRegistry) expect('load' in entry).toBe(entry.status === 'ready');
    expect(
      readyWidgets()
        .map((entry) => entry.name)
        .sort(),
    ).toEqual([
      'ask',
      'assessment',
      'compare',
      'data-card',
      'dendro',
      'detail',
      'dimension',
      'eddie',
      'editor',
      'events-graph',
      'global-search',
      'glossary',
      'goals',
      'graph-controls',
      'graph-explore',
      'graph-index',
      'graph-library',
      'help',
      'information',
      'linked-thoughts',
      'notes-library',
      'ongoing-quest',
      'quest-checkpoint',
      'quest-library',
      'quest-navigation',
      'recent-activity',
      'recent-events',
      'search-engine',
      'snippet',
      'thought-map',
      'thoughts-filter',
      'treasure-marker',
      'wiki-data-card',
    ]);
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
