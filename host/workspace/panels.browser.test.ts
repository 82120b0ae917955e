/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import type { DockviewApi } from 'dockview-react';
import { storage } from '../../src/storage/storage.ts';
import { addPanel, dock } from './dock.ts';
import { EXPLORE_PLACE, layoutStorageKey, restoreLayout } from './layout.ts';
import { listenToMaximise } from './maximise.ts';
import { keepPanelsReadable } from './panel-size.ts';
import { keepScrollableFocusable } from './scroll-focus.ts';
import { testDockview } from '../testing/dockview.ts';

const size = (api: DockviewApi, slot: string) => {
  const group = api.getGroup(slot);
  return { width: group?.width ?? 0, height: group?.height ?? 0 };
};

describe('panels a learner can work in', () => {
  let view: ReturnType<typeof testDockview>;
  let stop: () => void;
  beforeEach(() => {
    storage.remove(layoutStorageKey(EXPLORE_PLACE));
    view = testDockview();
    restoreLayout(view.api);
    stop = keepPanelsReadable(view.api);
    dock.value = view.api;
  });
  afterEach(() => {
    stop();
    dock.value = undefined;
    view.remove();
    storage.remove(layoutStorageKey(EXPLORE_PLACE));
  });

  describe('a new panel', () => {
    it("takes spec 1's 94 % split of the active panel, and the other panels keep their room", () => {
      const before = Object.fromEntries(['_a', '_c', '_d', '_e', '_f'].map((slot) => [slot, size(view.api, slot)]));
      expect(size(view.api, '_b')).to.deep.equal({ width: 560, height: 600 });

      expect(addPanel()).to.equal('_g');

      // 94 % of the graph's 600 px is 564; the graph keeps its 120 px minimum, so the new panel gets 480.
      expect(size(view.api, '_g')).to.deep.equal({ width: 560, height: 480 });
      expect(size(view.api, '_b')).to.deep.equal({ width: 560, height: 120 });
      expect(view.api.activeGroup?.id).to.equal('_g');
      for (const [slot, room] of Object.entries(before)) expect(size(view.api, slot), slot).to.deep.equal(room);
    });

    it('opens beside a wide panel, taking its room from that panel alone', () => {
      view.api.layout(3000, 600);
      const [first, last] = [size(view.api, '_a'), size(view.api, '_e')];
      const graph = size(view.api, '_b').width;

      addPanel();

      expect(size(view.api, '_g').width).to.equal(Math.min(Math.round(graph * 0.94), graph - 200));
      expect(size(view.api, '_b').width + size(view.api, '_g').width).to.equal(graph);
      expect([size(view.api, '_a'), size(view.api, '_e')]).to.deep.equal([first, last]);
    });

    it('splits the panel that can give 320 × 240 when the active one cannot', () => {
      view.api.getGroup('_a')?.api.setActive();
      expect(size(view.api, '_a').width).to.be.lessThan(320);

      addPanel();

      expect(size(view.api, '_g').width).to.be.at.least(320);
      expect(size(view.api, '_g').height).to.be.at.least(240);
      expect(size(view.api, '_a')).to.deep.equal({ width: 200, height: 200 });
    });

    it('is laid out among the others when a panel was maximised', () => {
      view.api.getGroup('_e')?.api.maximize();
      addPanel();
      expect(view.api.hasMaximizedGroup()).to.equal(false);
      expect(size(view.api, '_g').width).to.be.at.least(320);
      expect(size(view.api, '_g').height).to.be.at.least(240);
    });
  });

  describe('maximising', () => {
    let stopListening: () => void;
    let enabled: boolean;
    beforeEach(() => {
      enabled = true;
      stopListening = listenToMaximise(document.body, view.api, () => enabled);
    });
    afterEach(() => stopListening());

    const groupElement = (slot: string) => view.api.groups.find((group) => group.id === slot)?.element;
    const tabStrip = (slot: string) =>
      groupElement(slot)?.querySelector('.dv-tabs-and-actions-container') as HTMLElement;
    const doubleClick = (target: Element) =>
      target.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, cancelable: true }));
    const altEnter = (target: EventTarget = document) =>
      target.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', altKey: true, bubbles: true, cancelable: true }),
      );

    it('a double click on the tab strip gives the panel the whole workspace, and another gives it back', () => {
      doubleClick(tabStrip('_d'));
      expect(view.api.getGroup('_d')?.api.isMaximized()).to.equal(true);
      expect(size(view.api, '_d')).to.deep.equal({ width: 1000, height: 600 });

      doubleClick(tabStrip('_d'));
      expect(view.api.hasMaximizedGroup()).to.equal(false);
      expect(size(view.api, '_d')).to.deep.equal({ width: 200, height: 200 });
    });

    it('a double click on a tab maximises too, one on a button of the strip does not', () => {
      doubleClick(groupElement('_b')?.querySelector('.dv-tab') as Element);
      expect(view.api.getGroup('_b')?.api.isMaximized()).to.equal(true);
      doubleClick(tabStrip('_b'));

      const button = document.createElement('button');
      tabStrip('_b').append(button);
      doubleClick(button);
      expect(view.api.hasMaximizedGroup()).to.equal(false);
      button.remove();
    });

    it('Alt + Enter maximises the panel the keyboard is in, else the active one, and restores', () => {
      const content = view.api.getGroup('_e')?.activePanel?.view.content.element;
      const field = document.createElement('input');
      content?.append(field);
      field.focus();
      altEnter(field);
      expect(view.api.getGroup('_e')?.api.isMaximized()).to.equal(true);
      altEnter(field);
      expect(view.api.hasMaximizedGroup()).to.equal(false);
      field.remove();

      // On a focused tab too, whose Enter Dockview takes to select the tab.
      const tab = groupElement('_d')?.querySelector<HTMLElement>('.dv-tab');
      tab?.focus();
      altEnter(tab ?? document);
      expect(view.api.getGroup('_d')?.api.isMaximized()).to.equal(true);
      altEnter(tab ?? document);
      expect(view.api.hasMaximizedGroup()).to.equal(false);
      tab?.blur();

      view.api.getGroup('_c')?.api.setActive();
      altEnter();
      expect(view.api.getGroup('_c')?.api.isMaximized()).to.equal(true);
      altEnter();
      expect(view.api.hasMaximizedGroup()).to.equal(false);
    });

    it('does nothing while switched off (a phone shows one panel at a time already), nor for Enter alone', () => {
      enabled = false;
      altEnter();
      doubleClick(tabStrip('_b'));
      expect(view.api.hasMaximizedGroup()).to.equal(false);
      enabled = true;
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true }));
      expect(view.api.hasMaximizedGroup()).to.equal(false);
    });
  });
});

describe('a panel whose widget does not fit', () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

  it('takes the keyboard while it scrolls, so the keys can scroll it, and gives it up when all fits', async () => {
    const panel = document.createElement('div');
    panel.style.cssText = 'width: 200px; height: 100px; overflow: auto';
    const widget = document.createElement('div');
    widget.style.cssText = 'height: 300px';
    panel.append(widget);
    document.body.append(panel);
    const stop = keepScrollableFocusable(panel);
    await frame();
    expect(panel.tabIndex).to.equal(0);

    widget.style.height = '50px';
    await frame();
    expect(panel.hasAttribute('tabindex')).to.equal(false);

    widget.style.cssText = 'height: 50px; width: 400px';
    await frame();
    expect(panel.tabIndex).to.equal(0);
    stop();
    panel.remove();
  });
});
