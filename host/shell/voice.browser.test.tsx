/// <reference types="mocha" />
// Voice control in a real browser, driven through an injected recognition source: the dock's microphone and
// ctrl + M, the live region, and the page's dispatcher acting on a real Dockview workspace, the sidebar, the layout
// modes and the media owners.
import { expect } from '@open-wc/testing';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { abilities, allowAllRules, createAbility, userAbilities } from '../../src/abilities/abilities.ts';
import { until } from '../../src/testing/until.ts';
import { fakeRecognition, type FakeRecognition } from '../../src/testing/fake-recognition.ts';
import { dispatchVoiceCommand } from '../../src/voice/dispatch.ts';
import { onVoiceMediaCommand } from '../../src/voice/media-commands.ts';
import { createVoiceControl, type VoiceControl } from '../../src/voice/voice.ts';
import { dock } from '../workspace/dock.ts';
import { addWidgetTab } from '../workspace/layout.ts';
import { layoutEdit, layoutResize } from '../workspace/layout-modes.ts';
import { testDockview } from '../testing/dockview.ts';
// The host app's messages, as host/app.tsx registers them.
import '../messages.ts';
import { VoiceButton } from './BottomDock.tsx';
import { sidebarOpen } from './sidebar.ts';
import { hostVoiceDeps, parseHostVoice } from './voice.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const tabsOf = (slot: string) => dock.value?.getGroup(slot)?.panels.map((panel) => panel.params?.['name']) ?? [];

function pressCtrlM(): boolean {
  const event = new KeyboardEvent('keydown', {
    key: 'm',
    code: 'KeyM',
    ctrlKey: true,
    bubbles: true,
    cancelable: true,
  });
  document.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('voice control (spec 2 §9.3)', () => {
  let view: ReturnType<typeof testDockview>;
  let container: HTMLDivElement;
  let root: Root;
  let recognition: FakeRecognition;
  let voice: VoiceControl;
  /** The commands handed to the page's dispatcher, as it gets them. */
  let dispatched: string[];
  const button = () => container.querySelector('button');
  const status = () => container.querySelector('[role="status"]')?.textContent?.trim() ?? '';
  /** Says the phrase and waits, within act (the answer comes after the command's work), until it has done. */
  const say = (phrase: string, done: () => boolean) =>
    act(async () => {
      recognition.say(phrase);
      await until(done, `“${phrase}” done (the status says “${status()}”)`);
    });

  beforeEach(async () => {
    abilities.value = createAbility(allowAllRules);
    userAbilities.value = createAbility(allowAllRules);
    view = testDockview();
    view.api.addGroup({ id: '_a', direction: 'right' });
    addWidgetTab(view.api, '_a', 'graph-library');
    view.api.addGroup({ id: '_b', referenceGroup: '_a', direction: 'right' });
    addWidgetTab(view.api, '_b', 'search-engine');
    dock.value = view.api;
    recognition = fakeRecognition();
    dispatched = [];
    voice = createVoiceControl({
      recognition: recognition.factory,
      parse: parseHostVoice,
      dispatch: (command) => {
        dispatched.push(command.event);
        return dispatchVoiceCommand(command, hostVoiceDeps);
      },
    });
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root.render(<VoiceButton voice={voice} />));
  });

  afterEach(async () => {
    await act(async () => root.unmount());
    container.remove();
    dock.value = undefined;
    view.remove();
    layoutEdit.value = true;
    layoutResize.value = true;
  });

  it('turns the microphone on and off with its button and with ctrl + M, pressed while listening', async () => {
    expect(button()?.getAttribute('aria-pressed')).to.equal('false');
    expect(button()?.getAttribute('aria-keyshortcuts')).to.equal('Control+M Meta+M');
    await act(async () => button()?.click());
    expect(recognition.listening()).to.equal(true);
    expect(button()?.getAttribute('aria-pressed')).to.equal('true');
    expect(status()).to.equal('Listening: say a command, such as “show detail”.');
    let taken = false;
    await act(async () => {
      taken = pressCtrlM();
    });
    expect(taken).to.equal(true);
    expect(recognition.listening()).to.equal(false);
    expect(button()?.getAttribute('aria-pressed')).to.equal('false');
    expect(status()).to.equal('Voice commands are off.');
    await act(async () => pressCtrlM());
    expect(recognition.listening()).to.equal(true);
  });

  it('“show detail” opens Detail in the active panel and says so', async () => {
    await act(async () => button()?.click());
    view.api.getGroup('_b')?.api.setActive();
    await say('Show detail', () => tabsOf('_b').includes('detail') && status().includes('Showing Detail.'));
    expect(container.querySelector('.tj-voice-heard')?.textContent).to.equal('Show detail');
  });

  it('opens a widget in the panel its ordinal names, adds a panel, and switches the layout modes', async () => {
    await act(async () => button()?.click());
    await say('open help in second', () => tabsOf('_b').includes('help'));
    await say('new slot', () => view.api.groups.length === 3);
    await say('edit layout', () => !layoutEdit.value);
    expect(status()).to.contain('Layout editing off');
    await say('resize layout', () => !layoutResize.value);
    await say('resize layout', () => layoutResize.value);
  });

  it('opens and closes the sidebar', async () => {
    await act(async () => button()?.click());
    await say('open sidebar', () => sidebarOpen.value);
    await say('close sidebar', () => !sidebarOpen.value);
  });

  it('pauses on “go on mute” and resumes on “Hello Santa”, ignoring commands meanwhile', async () => {
    await act(async () => button()?.click());
    await say('go on mute', () => status().includes('Voice commands paused.'));
    const before = dispatched.length;
    // A command heard is dispatched before `say` returns, or never.
    await act(async () => recognition.say('show help'));
    expect(dispatched).to.have.length(before);
    expect(view.api.panels.some((panel) => panel.params?.['name'] === 'help')).to.equal(false);
    await say('Hello Santa', () => status().includes('Voice commands on again.'));
    await say('show help', () => view.api.panels.some((panel) => panel.params?.['name'] === 'help'));
  });

  it('sends “start camera” to the camera’s owner, and says when there is none', async () => {
    await act(async () => button()?.click());
    await say('start camera', () => status().includes('The camera is not available on this page.'));
    let started = 0;
    const stop = onVoiceMediaCommand(document, { startCamera: () => started++ });
    try {
      await say('start camera', () => status().includes('Starting the camera.'));
      expect(started).to.equal(1);
    } finally {
      stop();
    }
  });

  it('says what it did not understand', async () => {
    await act(async () => button()?.click());
    await say('make me a sandwich', () => status().includes('No voice command matches “make me a sandwich”.'));
  });

  it('says so where the browser has no speech recognition', async () => {
    const none = createVoiceControl({
      recognition: undefined,
      parse: parseHostVoice,
      dispatch: () => Promise.reject(),
    });
    await act(async () => root.render(<VoiceButton voice={none} />));
    await act(async () => button()?.click());
    expect(button()?.getAttribute('aria-pressed')).to.equal('false');
    expect(status()).to.equal('This browser has no speech recognition, so voice commands cannot be used here.');
  });
});
