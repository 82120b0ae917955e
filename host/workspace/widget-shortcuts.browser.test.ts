/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import type { DockviewApi } from 'dockview-react';
import { allowAllRules, createAbility, userAbilities } from '../../src/abilities/abilities.ts';
import { until } from '../../src/testing/until.ts';
import { t } from '../../src/i18n/i18n.ts';
import { toasts } from '../../src/toasts/toasts.ts';
import { findWidgetByName } from '../../widgets/registry.ts';
import { dock } from './dock.ts';
import { addWidgetTab } from './layout.ts';
import { testDockview } from '../testing/dockview.ts';
import { listenToWidgetKeys } from './widget-shortcuts.ts';

type Modifiers = Pick<KeyboardEventInit, 'altKey' | 'ctrlKey' | 'shiftKey' | 'metaKey'>;

/** Presses a key (by its place, as the listener reads it) and says whether the page took it. */
function press(code: string, modifiers: Modifiers, target: EventTarget = document, key = code.slice(-1)): boolean {
  const event = new KeyboardEvent('keydown', {
    key,
    code,
    ...modifiers,
    bubbles: true,
    composed: true,
    cancelable: true,
  });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

/** Spec 2 §9.2, written out again here so that a slip in the module's table shows. */
const SHORTCUTS = [
  { keys: 'ctrl+q', code: 'KeyQ', modifiers: { ctrlKey: true }, name: 'quest-library' },
  { keys: 'alt+ctrl+e', code: 'KeyE', modifiers: { altKey: true, ctrlKey: true }, name: 'eddie' },
  { keys: 'alt+n', code: 'KeyN', modifiers: { altKey: true }, name: 'notes-library' },
  { keys: 'alt+e', code: 'KeyE', modifiers: { altKey: true }, name: 'editor' },
  { keys: 'alt+d', code: 'KeyD', modifiers: { altKey: true }, name: 'detail' },
  { keys: 'alt+h', code: 'KeyH', modifiers: { altKey: true }, name: 'help' },
] as const;

/** Every tab, panel by panel, and which is shown in each: what a key that does nothing leaves unchanged. */
const tabs = (api: DockviewApi) =>
  api.groups.map((group) => ({
    slot: group.id,
    widgets: group.panels.map((panel) => panel.params?.['name']),
    shown: group.activePanel?.params?.['name'],
  }));

const panelShowing = (api: DockviewApi, name: string) => api.panels.find((panel) => panel.params?.['name'] === name);

describe('the widget shortcuts (spec 2 §9.2)', () => {
  let view: ReturnType<typeof testDockview>;
  let stop: () => void;
  beforeEach(() => {
    view = testDockview();
    // _a shows Graph Library with Quest Library behind it; _b, beside it, is the active panel.
    const a = view.api.addGroup({ id: '_a', direction: 'right' });
    addWidgetTab(view.api, a.id, 'quest-library');
    addWidgetTab(view.api, a.id, 'graph-library');
    const b = view.api.addGroup({ id: '_b', referenceGroup: '_a', direction: 'right' });
    addWidgetTab(view.api, b.id, 'search-engine');
    b.api.setActive();
    dock.value = view.api;
    userAbilities.value = createAbility(allowAllRules);
    stop = listenToWidgetKeys(document);
  });
  afterEach(() => {
    stop();
    userAbilities.value = createAbility([]);
    dock.value = undefined;
    view.remove();
  });

  it('ctrl + Q selects the Quest Library tab already there, behind another tab', () => {
    expect(view.api.getGroup('_a')?.activePanel?.params?.['name']).to.equal('graph-library');

    expect(press('KeyQ', { ctrlKey: true })).to.equal(true);

    expect(view.api.getGroup('_a')?.activePanel?.params?.['name']).to.equal('quest-library');
    expect(view.api.activeGroup?.id).to.equal('_a');
    expect(view.api.panels.filter((panel) => panel.params?.['name'] === 'quest-library')).to.have.length(1);
  });

  it('alt + N adds the Notes Library to the active panel when the workspace has none, once however often pressed', async () => {
    expect(panelShowing(view.api, 'notes-library')).to.equal(undefined);

    expect(press('KeyN', { altKey: true })).to.equal(true);
    expect(press('KeyN', { altKey: true })).to.equal(true);
    await until(() => panelShowing(view.api, 'notes-library'), 'the Notes Library added');

    const group = view.api.getGroup('_b');
    expect(group?.panels.map((panel) => panel.params?.['name'])).to.deep.equal(['search-engine', 'notes-library']);
    expect(group?.activePanel?.params?.['name']).to.equal('notes-library');
    // The second press came while the first add was waiting: it did not add another tab.
    expect(view.api.panels.filter((panel) => panel.params?.['name'] === 'notes-library')).to.have.length(1);
  });

  it('shows the widget of each key', async () => {
    for (const { keys, code, modifiers, name } of SHORTCUTS) {
      expect(press(code, modifiers), keys).to.equal(true);
      await until(() => panelShowing(view.api, name)?.api.isActive, `${keys} to show ${name}`);
    }
  });

  it('alt + B shows the Book Library in a new panel (spec 2 §9.2), where the learner may add one', async () => {
    expect(press('KeyB', { altKey: true })).to.equal(true);
    await until(() => panelShowing(view.api, 'book-library')?.api.isActive, 'alt + B to show the Book Library');
    expect(view.api.groups.map((group) => group.id)).to.deep.equal(['_a', '_b', '_c']);
    expect(panelShowing(view.api, 'book-library')?.group.id).to.equal('_c');
    expect(toasts.value.at(-1)?.message).to.equal(t('host.widgetAddedAlone', { title: 'Book Library' }));
    // Pressed again, it shows the one there is.
    expect(press('KeyB', { altKey: true })).to.equal(true);
    expect(view.api.groups).to.have.length(3);
  });

  it('alt + B shows the Book Library where the other keys show theirs for a role that may not add panels', async () => {
    userAbilities.value = createAbility([{ action: 'load', subject: 'book-library' }]);
    expect(press('KeyB', { altKey: true })).to.equal(true);
    await until(() => panelShowing(view.api, 'book-library'), 'alt + B to show the Book Library');
    expect(view.api.groups).to.have.length(2);
    userAbilities.value = createAbility([]);
    expect(press('KeyB', { altKey: true }), 'a visitor').to.equal(false);
  });

  it('shows only a widget the learner may load: none for a visitor, who has no abilities', async () => {
    userAbilities.value = createAbility([{ action: 'load', subject: 'detail' }]);
    expect(press('KeyN', { altKey: true }), 'alt + N: the Notes Library').to.equal(false);
    expect(press('KeyD', { altKey: true }), 'alt + D: Detail').to.equal(true);
    // The add waits 100 ms: awaited here, so that it lands in this test's workspace, not in the next one's.
    await until(() => panelShowing(view.api, 'detail'), 'Detail added');
    userAbilities.value = createAbility([]);
    expect(press('KeyE', { altKey: true }), 'alt + E: the Editor').to.equal(false);
    const names = tabs(view.api).flatMap((group) => group.widgets);
    expect(names).to.not.include('notes-library');
    expect(names).to.not.include('editor');
  });

  it('leaves the keys alone with other modifiers, or when the page already used them', () => {
    const before = tabs(view.api);
    const others: [string, Modifiers][] = [
      ['KeyQ', {}],
      ['KeyQ', { ctrlKey: true, shiftKey: true }],
      ['KeyQ', { ctrlKey: true, altKey: true }],
      ['KeyQ', { metaKey: true }],
      ['KeyN', {}],
      ['KeyN', { ctrlKey: true }],
      ['KeyN', { altKey: true, shiftKey: true }],
      ['KeyD', { altKey: true, metaKey: true }],
    ];
    for (const [code, modifiers] of others)
      expect(press(code, modifiers), `${code} ${JSON.stringify(modifiers)}`).to.equal(false);

    const used = new KeyboardEvent('keydown', {
      code: 'KeyQ',
      key: 'q',
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    });
    used.preventDefault();
    document.dispatchEvent(used);
    expect(tabs(view.api)).to.deep.equal(before);
  });

  it('leaves an accent started in a text box to the text box (alt + N on a Mac)', () => {
    const box = document.body.appendChild(document.createElement('textarea'));
    try {
      expect(press('KeyN', { altKey: true }, box, 'Dead')).to.equal(false);
      expect(panelShowing(view.api, 'notes-library')).to.equal(undefined);
    } finally {
      box.remove();
    }
  });

  it('puts the keyboard on the widget at once, then on its first control once it has drawn one', async () => {
    const panel = panelShowing(view.api, 'quest-library');
    if (!panel) throw new Error('no Quest Library tab');
    // A stand-in for the widget's element (the widget is not under test): its tag, an open shadow root, nothing drawn.
    const widget = document.createElement(findWidgetByName('quest-library')?.tag ?? '');
    const root = widget.attachShadow({ mode: 'open' });
    panel.view.content.element.append(widget);

    press('KeyQ', { ctrlKey: true });
    expect(document.activeElement).to.equal(widget);

    const hidden = document.createElement('button');
    hidden.hidden = true;
    const search = document.createElement('input');
    root.append(hidden, search);
    await until(() => root.activeElement === search, 'the keyboard on the first control that can take it');
  });
});
