/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import type { DockviewApi } from 'dockview-react';
import { storage } from '../../src/storage/storage.ts';
import { DEFAULT_ACTIVE, LAYOUT_VERSION, restoreLayout, saveLayout } from './layout.ts';
import { testDockview } from './test-dockview.ts';

const LAYOUT_KEY = 'host.layout';

const widgetsBySlot = (api: DockviewApi) =>
  Object.fromEntries(
    api.groups
      .map((group) => [group.id, group.panels.map((panel) => (panel.params as { name: string }).name)] as const)
      .sort(([x], [y]) => x.localeCompare(y)),
  );

describe('the default workspace layout', () => {
  let view: ReturnType<typeof testDockview>;
  beforeEach(() => {
    storage.remove(LAYOUT_KEY);
    view = testDockview();
  });
  afterEach(() => {
    view.remove();
    storage.remove(LAYOUT_KEY);
  });

  it("is spec 1's simpler home default: six panels, _b active", () => {
    expect(restoreLayout(view.api)).to.equal('default');
    expect(widgetsBySlot(view.api)).to.deep.equal({
      _a: ['quest-library'],
      _b: ['search-engine'],
      _c: ['snippet'],
      _d: ['wiki-data-card'],
      _e: ['detail'],
      _f: ['graph-index'],
    });
    expect(view.api.activeGroup?.id).to.equal(DEFAULT_ACTIVE);
  });

  it('splits 20 % for the first column and 70 % of the rest for the middle one', () => {
    restoreLayout(view.api);
    const width = (slot: string) => view.api.getGroup(slot)?.width ?? 0;
    expect(width('_a')).to.be.closeTo(200, 2);
    expect(width('_b')).to.be.closeTo(560, 2);
    expect(width('_c') + width('_d')).to.be.closeTo(560, 2);
    expect(width('_e')).to.be.closeTo(240, 2);
    const height = (slot: string) => view.api.getGroup(slot)?.height ?? 0;
    expect(height('_b')).to.be.lessThan(height('_c'));
  });

  it('restores what was saved, and replaces a layout of an earlier version by the new default', () => {
    restoreLayout(view.api);
    view.api.getGroup('_c')?.panels[0]?.api.close();
    saveLayout(view.api);
    view.remove();
    view = testDockview();
    expect(restoreLayout(view.api)).to.equal('saved');
    expect(widgetsBySlot(view.api)['_c']).to.equal(undefined);

    const saved = JSON.parse(storage.get(LAYOUT_KEY) ?? '{}') as { version: number };
    storage.set(LAYOUT_KEY, JSON.stringify({ ...saved, version: LAYOUT_VERSION - 1 }));
    view.remove();
    view = testDockview();
    expect(restoreLayout(view.api)).to.equal('outdated');
    expect(Object.keys(widgetsBySlot(view.api))).to.deep.equal(['_a', '_b', '_c', '_d', '_e', '_f']);
  });

  it('says a saved layout it cannot read is broken, and shows the default', () => {
    storage.set(LAYOUT_KEY, '{"version":2, "dockview": {"grid": 7}}');
    expect(restoreLayout(view.api)).to.equal('broken');
    expect(Object.keys(widgetsBySlot(view.api))).to.have.length(6);
  });
});
