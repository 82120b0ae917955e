/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import type { DockviewApi } from 'dockview-react';
import { storage } from '../../src/storage/storage.ts';
import { addWidgetTab, EXPLORE_PLACE, LAYOUT_VERSION, layoutStorageKey, restoreLayout, saveLayout } from './layout.ts';
import { LAYOUT_VIEWS } from './views.ts';
import { testDockview } from '../testing/dockview.ts';

const LAYOUT_KEY = layoutStorageKey(EXPLORE_PLACE);

const widgetsBySlot = (api: DockviewApi) =>
  Object.fromEntries(
    api.groups
      .map((group) => [group.id, group.panels.map((panel) => (panel.params as { name: string }).name)] as const)
      .sort(([x], [y]) => x.localeCompare(y)),
  );

/** The widgets each panel shows, by slot: what spec 1 §2 lists. */
const EXPLORE = {
  _a: ['graph-library', 'brain-library', 'graph-controls', 'assessment', 'kaaro-alpha'],
  _b: [
    'goals',
    'graph-explore',
    'dendro',
    'brain-library',
    'thought-map',
    'notes-library',
    'videos',
    'draw',
    'linked-thoughts',
  ],
  _c: ['notes-library', 'graph-library'],
  _d: ['quest-checkpoint', 'graph-index'],
  _e: ['detail', 'eddie'],
  _f: ['wiki-data-card', 'smart-graph', 'detail'],
};
/** The search-first default of versions 2 and 3, the Simplified view now. */
const SEARCH_FIRST = {
  _a: ['quest-library', 'graph-library', 'goals'],
  _b: ['search-engine'],
  _c: ['snippet', 'notes-library'],
  _d: ['wiki-data-card'],
  _e: ['detail', 'eddie'],
  _f: ['graph-index'],
};

const shown = (api: DockviewApi, slot: string) => (api.getGroup(slot)?.activePanel?.params as { name: string }).name;

/** A layout as a version 3 host saved it: that version's explore default, laid out, perhaps changed by `change`. */
function savedByVersion3(change: (api: DockviewApi) => void = () => undefined): string {
  const earlier = testDockview();
  for (const [slot, widgets] of Object.entries(SEARCH_FIRST)) {
    earlier.api.addGroup({ id: slot, direction: 'right' });
    for (const widget of widgets) addWidgetTab(earlier.api, slot, widget);
  }
  change(earlier.api);
  saveLayout(earlier.api);
  earlier.remove();
  const saved = JSON.parse(storage.get(LAYOUT_KEY) ?? '{}') as { version: number };
  return JSON.stringify({ ...saved, version: 3 });
}

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

  it("is spec 1's Home workspace, word for word: _b active, Graph Explore its tab shown", () => {
    expect(restoreLayout(view.api)).to.equal('default');
    expect(widgetsBySlot(view.api)).to.deep.equal(EXPLORE);
    expect(view.api.activeGroup?.id).to.equal('_b');
    expect(LAYOUT_VIEWS.exploreView.active).to.equal('_b');
    expect(shown(view.api, '_b')).to.equal('graph-explore');
    // Goals stays the first tab, as the spec lists it; the others show their first tab.
    expect(view.api.getGroup('_b')?.panels[0]?.params).to.deep.equal({ name: 'goals' });
    expect(['_a', '_c', '_d', '_e', '_f'].map((slot) => shown(view.api, slot))).to.deep.equal([
      'graph-library',
      'notes-library',
      'quest-checkpoint',
      'detail',
      'wiki-data-card',
    ]);
  });

  it('splits 20 % for the first column and 70 % of the rest for the graph; stacked panels share their column', () => {
    restoreLayout(view.api);
    const width = (slot: string) => view.api.getGroup(slot)?.width ?? 0;
    const height = (slot: string) => view.api.getGroup(slot)?.height ?? 0;
    for (const slot of ['_a', '_c', '_d']) expect(width(slot), slot).to.be.closeTo(200, 2);
    expect(width('_b')).to.be.closeTo(560, 2);
    expect(height('_b')).to.equal(600);
    for (const slot of ['_e', '_f']) expect(width(slot), slot).to.be.closeTo(240, 2);
    for (const slot of ['_a', '_c', '_d']) expect(height(slot), slot).to.be.closeTo(200, 2);
    for (const slot of ['_e', '_f']) expect(height(slot), slot).to.be.closeTo(300, 2);
  });

  it('keeps the search-first layout as the Simplified view', () => {
    expect(restoreLayout(view.api, { view: 'simplifiedView', user: '' })).to.equal('default');
    expect(widgetsBySlot(view.api)).to.deep.equal(SEARCH_FIRST);
    expect(view.api.activeGroup?.id).to.equal('_b');
    const height = (slot: string) => view.api.getGroup(slot)?.height ?? 0;
    expect(height('_b')).to.be.lessThan(height('_c'));
    storage.remove(layoutStorageKey({ view: 'simplifiedView', user: '' }));
  });

  it('restores what was saved, and replaces a layout of an earlier version by the new default', () => {
    restoreLayout(view.api);
    for (const panel of [...(view.api.getGroup('_c')?.panels ?? [])]) panel.api.close();
    saveLayout(view.api);
    view.remove();
    view = testDockview();
    expect(restoreLayout(view.api)).to.equal('saved');
    expect(widgetsBySlot(view.api)['_c']).to.equal(undefined);

    const saved = JSON.parse(storage.get(LAYOUT_KEY) ?? '{}') as { version: number };
    storage.set(LAYOUT_KEY, JSON.stringify({ ...saved, version: 2 }));
    view.remove();
    view = testDockview();
    expect(restoreLayout(view.api)).to.equal('outdated');
    expect(widgetsBySlot(view.api)).to.deep.equal(EXPLORE);
  });

  it('replaces the old default a learner never changed (sizes and tabs shown aside), and keeps one they changed', () => {
    storage.set(
      LAYOUT_KEY,
      savedByVersion3((api) => {
        api.getGroup('_a')?.api.setSize({ width: 321 });
        api.getPanel('graph-library')?.api.setActive();
      }),
    );
    expect(restoreLayout(view.api)).to.equal('outdated');
    expect(widgetsBySlot(view.api)).to.deep.equal(EXPLORE);

    storage.set(
      LAYOUT_KEY,
      savedByVersion3((api) => addWidgetTab(api, '_d', 'glossary')),
    );
    view.remove();
    view = testDockview();
    expect(restoreLayout(view.api)).to.equal('saved');
    expect(widgetsBySlot(view.api)).to.deep.equal({ ...SEARCH_FIRST, _d: ['wiki-data-card', 'glossary'] });
    // Saved again, it is a layout of this version.
    saveLayout(view.api);
    expect((JSON.parse(storage.get(LAYOUT_KEY) ?? '{}') as { version: number }).version).to.equal(LAYOUT_VERSION);
  });

  it('says a saved layout it cannot read is broken, and shows the default', () => {
    storage.set(LAYOUT_KEY, `{"version":${LAYOUT_VERSION}, "dockview": {"grid": 7}}`);
    expect(restoreLayout(view.api)).to.equal('broken');
    expect(Object.keys(widgetsBySlot(view.api))).to.have.length(6);
  });
});

describe('layouts per view and per user', () => {
  const bootcamp = { view: 'bootcampView', user: 'ada' } as const;
  const reading = { view: 'readingView', user: 'ada' } as const;
  const otherLearner = { view: 'bootcampView', user: 'grace' } as const;
  let view: ReturnType<typeof testDockview>;
  beforeEach(() => {
    view = testDockview();
  });
  afterEach(() => {
    view.remove();
    for (const place of [bootcamp, reading, otherLearner]) storage.remove(layoutStorageKey(place));
  });

  it("open on the view's own panels, first column 20 % wide, the view's panel active", () => {
    expect(restoreLayout(view.api, bootcamp)).to.equal('default');
    expect(widgetsBySlot(view.api)).to.deep.equal({
      _a: ['graph-library', 'graph-controls'],
      _b: ['graph-explore', 'notes-library'],
      _f: ['detail', 'editor', 'videos'],
    });
    expect(view.api.getGroup('_a')?.width).to.be.closeTo(200, 2);
    expect(view.api.activeGroup?.id).to.equal('_b');
  });

  it('are kept apart: a change to one view or one learner leaves the others as they were', () => {
    restoreLayout(view.api, bootcamp);
    for (const panel of [...(view.api.getGroup('_f')?.panels ?? [])]) panel.api.close();
    saveLayout(view.api, bootcamp);

    for (const [place, slots] of [
      [bootcamp, ['_a', '_b']],
      [reading, ['_a', '_b', '_c']],
      [otherLearner, ['_a', '_b', '_f']],
    ] as const) {
      view.remove();
      view = testDockview();
      restoreLayout(view.api, place);
      expect(Object.keys(widgetsBySlot(view.api)), `${place.view} of ${place.user}`).to.deep.equal(slots);
    }
  });
});
