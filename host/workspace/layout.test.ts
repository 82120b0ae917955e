import { describe, expect, it } from 'vitest';
import { LAYOUT_VERSION, nextFreeSlot, parseSavedLayout } from './layout.ts';

/** The shape Dockview's toJSON() writes for panels _a and _b, as the host saves it. */
function savedLayout(overrides: Record<string, unknown> = {}) {
  return {
    version: LAYOUT_VERSION,
    dockview: {
      grid: {
        root: {
          type: 'branch',
          data: [
            { type: 'leaf', data: { id: '_a', views: ['search-engine'], activeView: 'search-engine' }, size: 300 },
            { type: 'leaf', data: { id: '_b', views: ['detail'], activeView: 'detail' }, size: 700 },
          ],
          size: 600,
        },
        width: 1000,
        height: 600,
        orientation: 'HORIZONTAL',
      },
      panels: {
        'search-engine': { id: 'search-engine', contentComponent: 'widget', params: { name: 'search-engine' } },
        detail: { id: 'detail', contentComponent: 'widget', params: { name: 'detail' }, title: 'Detail' },
      },
      activeGroup: '_b',
      ...overrides,
    },
  };
}

describe('parseSavedLayout', () => {
  it('returns the Dockview layout the host saved', () => {
    const layout = parseSavedLayout(JSON.stringify(savedLayout()));
    expect(layout?.activeGroup).toBe('_b');
    expect(Object.keys(layout?.panels ?? {})).toEqual(['search-engine', 'detail']);
  });

  it('ignores nothing saved, text that is not JSON and layouts of another version', () => {
    expect(parseSavedLayout(null)).toBeUndefined();
    expect(parseSavedLayout('{"version":2,')).toBeUndefined();
    expect(parseSavedLayout(JSON.stringify({ ...savedLayout(), version: 0 }))).toBeUndefined();
    expect(parseSavedLayout(JSON.stringify({ ...savedLayout(), version: LAYOUT_VERSION + 1 }))).toBeUndefined();
  });

  it('takes no layout of versions 1 and 2 (before the libraries were tabs), so the new default replaces it', () => {
    expect(LAYOUT_VERSION).toBe(4);
    expect(parseSavedLayout(JSON.stringify({ ...savedLayout(), version: 1 }))).toBeUndefined();
    expect(parseSavedLayout(JSON.stringify({ ...savedLayout(), version: 2 }))).toBeUndefined();
  });

  it('takes a version 3 layout the learner arranged, but not the version 3 default of its view', () => {
    expect(parseSavedLayout(JSON.stringify({ ...savedLayout(), version: 3 }))?.activeGroup).toBe('_b');
    // Version 3's Simplified view was this layout: Search Engine above Detail.
    expect(parseSavedLayout(JSON.stringify({ ...savedLayout(), version: 3 }), 'simplifiedView')).toBeUndefined();
    expect(parseSavedLayout(JSON.stringify({ ...savedLayout(), version: 4 }), 'simplifiedView')).toBeDefined();
  });

  it('rejects a group that is not a slot _a … _n, however deep in the tree', () => {
    const nested = (id: string) =>
      JSON.stringify(
        savedLayout({
          grid: {
            root: { type: 'branch', data: [{ type: 'branch', data: [{ type: 'leaf', data: { id, views: [] } }] }] },
          },
        }),
      );
    expect(parseSavedLayout(nested('_c'))).toBeDefined();
    expect(parseSavedLayout(nested('7'))).toBeUndefined();
  });

  it('rejects tabs that do not show a widget by name, and floating groups', () => {
    const foreignTab = savedLayout({ panels: { x: { id: 'x', contentComponent: 'iframe', params: { name: 'x' } } } });
    expect(parseSavedLayout(JSON.stringify(foreignTab))).toBeUndefined();
    const floating = savedLayout({ floatingGroups: [{ data: {}, position: {} }] });
    expect(parseSavedLayout(JSON.stringify(floating))).toBeUndefined();
  });
});

describe('nextFreeSlot', () => {
  it('gives the first slot of _a … _n not in use', () => {
    expect(nextFreeSlot([])).toBe('_a');
    expect(nextFreeSlot(['_a', '_b'])).toBe('_c');
    expect(nextFreeSlot(['_a', '_c'])).toBe('_b');
  });

  it('gives none when all fourteen are in use', () => {
    const all = Array.from({ length: 14 }, (_, index) => `_${String.fromCharCode(97 + index)}`);
    expect(all.at(-1)).toBe('_n');
    expect(nextFreeSlot(all)).toBeUndefined();
  });
});
