/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import type { DockviewApi } from 'dockview-react';
import { storage } from '../../src/storage/storage.ts';
import { EXPLORE_PLACE, LAYOUT_VERSION, layoutStorageKey, restoreLayout, saveLayout } from './layout.ts';
import { LAYOUT_VIEWS } from './views.ts';
import { testDockview } from './test-dockview.ts';

const LAYOUT_KEY = layoutStorageKey(EXPLORE_PLACE);

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

  it("is spec 1's simpler home default: six panels, _b active, the learner's libraries behind the first tabs", () => {
    expect(restoreLayout(view.api)).to.equal('default');
    expect(widgetsBySlot(view.api)).to.deep.equal({
      _a: ['quest-library', 'graph-library', 'goals'],
      _b: ['search-engine'],
      _c: ['snippet', 'notes-library'],
      _d: ['wiki-data-card'],
      _e: ['detail', 'eddie'],
      _f: ['graph-index'],
    });
    expect(view.api.activeGroup?.id).to.equal(LAYOUT_VIEWS.exploreView.active);
    const shown = (slot: string) => (view.api.getGroup(slot)?.activePanel?.params as { name: string }).name;
    expect([shown('_a'), shown('_c')]).to.deep.equal(['quest-library', 'snippet']);
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
    for (const panel of [...(view.api.getGroup('_c')?.panels ?? [])]) panel.api.close();
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
