/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { tokens } from '../../src/kit/api.ts';
import { storage } from '../../src/storage/storage.ts';
// The host app's messages, as host/app.tsx registers them.
import '../messages.ts';
import { AddPanelButton } from './AddPanelButton.tsx';
import { dock } from './dock.ts';
import { EXPLORE_PLACE, layoutStorageKey, restoreLayout } from './layout.ts';
import { listenToQuestModeKey, questMode } from './quest-mode.ts';
import { QuestModeToggle } from './QuestModeToggle.tsx';
import { testDockview } from '../testing/dockview.ts';
import { signInWithRoles } from '../../src/testing/sign-in-with-roles.ts';

// React's act() in a browser test: it waits for effects and state updates to settle.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const pressAltQ = (): void => {
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'q', code: 'KeyQ', altKey: true, bubbles: true }));
};

// Spec 1 §6 "Ability gates in the interface": create (Layout) gates Add new Panel; save (Quest) gates quest-mode
// navigation, both the navbar's toggle and Alt + Q.
describe('the navbar’s workspace controls, by role', () => {
  let container: HTMLDivElement;
  let root: Root;
  let view: ReturnType<typeof testDockview>;
  let stopKey: () => void;

  const buttons = () => [...container.querySelectorAll('button')].map((button) => button.textContent);

  beforeEach(async () => {
    view = testDockview();
    storage.remove(layoutStorageKey(EXPLORE_PLACE));
    restoreLayout(view.api);
    dock.value = view.api;
    questMode.value = false;
    stopKey = listenToQuestModeKey(document);
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () =>
      root.render(
        <>
          <AddPanelButton />
          <QuestModeToggle />
        </>,
      ),
    );
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    stopKey();
    tokens.clear();
    dock.value = undefined;
    view.remove();
    storage.remove(layoutStorageKey(EXPLORE_PLACE));
    questMode.value = false;
  });

  it('shows both to a User, and Alt + Q switches quest mode', async () => {
    await act(() => signInWithRoles(['User']));
    expect(buttons()).to.deep.equal(['Add panel', 'Quest mode: OFF']);
    act(pressAltQ);
    expect(questMode.value).to.equal(true);
  });

  it('shows neither to a Leap learner (no quests, resize only), and Alt + Q does nothing', async () => {
    await act(() => signInWithRoles(['Leap']));
    expect(buttons()).to.deep.equal([]);
    act(pressAltQ);
    expect(questMode.value).to.equal(false);
  });

  it('shows a Moderator, who may not create layouts, the quest-mode toggle only', async () => {
    await act(() => signInWithRoles(['Moderator']));
    expect(buttons()).to.deep.equal(['Quest mode: OFF']);
  });

  it('shows neither once the learner signs out: with no user, abilities are empty', async () => {
    await act(() => signInWithRoles(['User']));
    expect(buttons()).to.have.length(2);
    await act(async () => {
      tokens.clear();
    });
    expect(buttons()).to.deep.equal([]);
  });
});
