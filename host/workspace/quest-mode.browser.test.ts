/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import type { DockviewApi } from 'dockview-react';
import { allowAllRules, createAbility, userAbilities } from '../../src/abilities/abilities.ts';
import { storage } from '../../src/storage/storage.ts';
import { toasts } from '../../src/toasts/toasts.ts';
// The host app's messages, as host/app.tsx registers them.
import '../messages.ts';
import { dock } from './dock.ts';
import { addWidgetTab, EXPLORE_PLACE, layoutStorageKey, restoreLayout } from './layout.ts';
import { listenToQuestModeKey, questMode } from './quest-mode.ts';
import { testDockview } from '../testing/dockview.ts';

/** The default workspace in Dockview, each tab an empty element: the layout is under test, not the widgets. */
function workspace(): ReturnType<typeof testDockview> {
  const view = testDockview();
  storage.remove(layoutStorageKey(EXPLORE_PLACE));
  restoreLayout(view.api);
  return view;
}

const slotB = (api: DockviewApi) => {
  const group = api.getGroup('_b');
  if (!group) throw new Error('no panel _b');
  return {
    widgets: group.panels.map((panel) => panel.params?.['name']),
    active: group.activePanel?.params?.['name'],
  };
};

const pressAltQ = () =>
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'q', code: 'KeyQ', altKey: true, bubbles: true }));

describe('quest mode', () => {
  let view: ReturnType<typeof workspace>;
  let stop: () => void;
  beforeEach(() => {
    view = workspace();
    dock.value = view.api;
    questMode.value = false;
    toasts.value = [];
    // A signed-in learner's: with no user, Alt + Q does nothing.
    userAbilities.value = createAbility(allowAllRules);
    stop = listenToQuestModeKey(document);
  });
  afterEach(() => {
    stop();
    userAbilities.value = createAbility([]);
    dock.value = undefined;
    view.remove();
    storage.remove(layoutStorageKey(EXPLORE_PLACE));
  });

  it('alt + Q: on, Dendro is active in _b and Graph Explore is closed there; off, Graph Explore is back', () => {
    addWidgetTab(view.api, '_b', 'graph-explore');
    expect(slotB(view.api).widgets).to.include('graph-explore');

    pressAltQ();
    expect(questMode.value).to.equal(true);
    expect(slotB(view.api).widgets).to.not.include('graph-explore');
    expect(slotB(view.api).active).to.equal('dendro');
    expect(toasts.value.at(-1)?.message).to.equal('Quest Mode Enabled');

    pressAltQ();
    expect(questMode.value).to.equal(false);
    expect(slotB(view.api).active).to.equal('graph-explore');
    expect(toasts.value.at(-1)?.message).to.equal('Quest Mode Disabled');
    // Switched on again, the Dendro already there is made active, not added twice.
    pressAltQ();
    expect(slotB(view.api).widgets.filter((name) => name === 'dendro')).to.have.length(1);
  });

  it('leaves other keys alone', () => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'q', code: 'KeyQ', ctrlKey: true, bubbles: true }));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'q', code: 'KeyQ', bubbles: true }));
    expect(questMode.value).to.equal(false);
  });
});
