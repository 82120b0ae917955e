// The dispatcher against the real cores: the graph core, the thought map, and the search core asking the reference
// server's real knowledge engine. What belongs to the host (its workspace, router, sidebar, speech synthesis and
// media owners) is a small recording stand-in, as the page's are thin adapters over dock.ts and the router.
import { signal } from '@preact/signals-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { openSearchServer, type SearchServer } from '../../tests/support/search-server.ts';
import { graphNodeSchema } from '../contract/graph.ts';
import { createGraph } from '../graph/graph.ts';
import type { MessageKey, MessageVars } from '../i18n/i18n.ts';
import { createThoughtMap } from '../quests/thought-map.ts';
import { createSearch } from '../search/search.ts';
import { fakeTime } from '../testing/fake-time.ts';
import { emitVoiceMediaCommand, onVoiceMediaCommand, type VoiceMediaEvent } from './media-commands.ts';
import {
  ANSWER_WAIT_MS,
  dispatchVoiceCommand,
  titleCase,
  type VoiceDispatchDeps,
  type VoiceOutcome,
  type WidgetPlacement,
} from './dispatch.ts';

let server: SearchServer;
beforeAll(async () => {
  server = await openSearchServer();
}, 120_000);
afterAll(() => server.close());

const english = (key: MessageKey, vars: MessageVars = {}) =>
  String((en as Record<string, string>)[key]).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));

function rig(options: { speaks?: boolean; workspace?: boolean; slots?: number; mayAddPanels?: boolean } = {}) {
  const { speaks = true, workspace = true, mayAddPanels = true } = options;
  const time = fakeTime();
  const graph = createGraph({ name: 'voice-test' });
  const thoughtMap = createThoughtMap({ graph, replaying: signal(false) });
  const search = createSearch({
    api: server.api,
    locale: signal('en'),
    descriptionMode: signal('Default'),
    recordEvent: () => Promise.resolve(),
  });
  const said: { text: string; lang: string }[] = [];
  const shown: string[] = [];
  const opened: { name: string; slot: string }[] = [];
  const routes: string[] = [];
  const sidebar: boolean[] = [];
  const page = new EventTarget();
  let slots = options.slots ?? 6;
  let edit = false;
  let resize = false;
  const deps: VoiceDispatchDeps = {
    graph,
    explore(id) {
      graph.actions.run({ type: 'visit', id });
      search.actions.searchWord(graph.signals.model.peek().nodes.get(id)?.label ?? id, { type: 'entity' });
    },
    stepThought(direction) {
      if (graph.actions.run({ type: direction }).outcome !== 'applied') return false;
      const thought = graph.signals.thought.peek();
      if (thought) search.actions.searchWord(thought.label, { type: 'entity' });
      return true;
    },
    thoughtMap: thoughtMap.actions,
    search,
    speaker: {
      speak(text, lang) {
        if (speaks) said.push({ text, lang });
        return speaks;
      },
    },
    workspace: {
      present: () => workspace,
      show: async (name) => void shown.push(name),
      async openIn(name, slot): Promise<WidgetPlacement> {
        opened.push({ name, slot });
        return 'shown';
      },
      canAddPanel: () => mayAddPanels,
      newSlot: () => (slots-- > 0 ? '_g' : undefined),
      toggleEdit: () => (edit = !edit),
      toggleResize: () => (resize = !resize),
    },
    navigate(path) {
      routes.push(path);
      return path === '/Author-view' ? 'Author view' : path;
    },
    setSidebarOpen: (open) => void sidebar.push(open),
    media: (event) => emitVoiceMediaCommand(page, event),
    widgetTitle: (name) => (name === 'detail' ? 'Detail' : name === 'videos' ? 'Videos' : name),
    t: english,
    language: () => 'de',
    schedule: time.deps.schedule,
  };
  const node = (id: string) => graph.actions.run({ type: 'addNode', node: graphNodeSchema.parse({ id, label: id }) });
  return { deps, graph, thoughtMap, search, said, shown, opened, routes, sidebar, page, node, time };
}

const words = (outcome: VoiceOutcome) => english(outcome.key, outcome.vars);

describe('the voice dispatcher', () => {
  it('jumps to a word only when its title-cased form is in the explore graph', async () => {
    const { deps, node, search } = rig();
    node('dog');
    node('cat');
    expect(titleCase('albert  EINSTEIN')).toBe('Albert Einstein');
    const missing = await dispatchVoiceCommand({ event: 'jumpToNode', tag: 'horse' }, deps);
    expect(missing.done).toBe(false);
    expect(words(missing)).toBe('“Horse” is not in the explore graph.');
    expect(search.signals.thought.value).toBeNull();
    const found = await dispatchVoiceCommand({ event: 'jumpToNode', tag: 'Dog' }, deps);
    expect(words(found)).toBe('Jumping to “dog”.');
    expect(search.signals.thought.value).toMatchObject({ word: 'dog', type: 'entity' });
  });

  it('goes to the next and previous thought, and says when there is none', async () => {
    const { deps, node, search } = rig();
    node('dog');
    node('cat');
    expect(await dispatchVoiceCommand({ event: 'previousThought' }, deps)).toMatchObject({ done: false });
    await dispatchVoiceCommand({ event: 'jumpToNode', tag: 'dog' }, deps);
    await dispatchVoiceCommand({ event: 'jumpToNode', tag: 'cat' }, deps);
    const back = await dispatchVoiceCommand({ event: 'previousThought' }, deps);
    expect(words(back)).toBe('Now at “dog”.');
    expect(search.signals.thought.value?.word).toBe('dog');
    const forth = await dispatchVoiceCommand({ event: 'nextThought' }, deps);
    expect(words(forth)).toBe('Now at “cat”.');
    expect(words(await dispatchVoiceCommand({ event: 'nextThought' }, deps))).toBe('There is no next thought.');
  });

  it('saves the current thought to the thought map, and starts and stops the thought recorder', async () => {
    const { deps, node, thoughtMap } = rig();
    expect(words(await dispatchVoiceCommand({ event: 'saveCurrentThought' }, deps))).toBe(
      'There is no current thought: search for a word first.',
    );
    await dispatchVoiceCommand({ event: 'stopThoughtRecorder' }, deps);
    expect(thoughtMap.signals.mode.value).toBe('manual');
    node('dog');
    await dispatchVoiceCommand({ event: 'jumpToNode', tag: 'dog' }, deps);
    expect(thoughtMap.signals.map.value.nodes).toEqual([]);
    const saved = await dispatchVoiceCommand({ event: 'saveCurrentThought' }, deps);
    expect(words(saved)).toBe('“dog” saved to the Thought Map.');
    expect(thoughtMap.signals.map.value.nodes.map((entry) => entry.id)).toEqual(['dog']);
    await dispatchVoiceCommand({ event: 'startThoughtRecorder' }, deps);
    expect(thoughtMap.signals.mode.value).toBe('auto');
  });

  it('tells about a word with the snippet and describes it with the description, spoken', async () => {
    const { deps, said, search } = rig();
    const told = await dispatchVoiceCommand({ event: 'tellMeAbout', tag: 'dog' }, deps);
    expect(search.signals.thought.value).toMatchObject({ word: 'dog', type: 'entity' });
    expect(told.key).toBe('voice.speaking');
    expect(said[0]?.lang).toBe('en');
    expect(said[0]?.text).toMatch(/dog/i);
    const described = await dispatchVoiceCommand({ event: 'describe', tag: 'photosynthesis' }, deps);
    expect(described.key).toBe('voice.speaking');
    expect(said[1]?.text).toMatch(/photosynthesis|light|plants/i);
    // Both lookups are released once spoken: nothing keeps following the thought.
    expect(search.signals.active.value).toBe(false);
  });

  it('speaks the current thought’s details and information, and says so when there is no thought', async () => {
    const { deps, said, search } = rig();
    expect(words(await dispatchVoiceCommand({ event: 'speakDetails' }, deps))).toBe(
      'There is no current thought: search for a word first.',
    );
    search.actions.searchWord('tree', { type: 'entity' });
    expect((await dispatchVoiceCommand({ event: 'speakDetails' }, deps)).key).toBe('voice.speaking');
    expect((await dispatchVoiceCommand({ event: 'speakInformation' }, deps)).key).toBe('voice.speaking');
    expect(said).toHaveLength(2);
    expect(said.every((entry) => /tree/i.test(entry.text))).toBe(true);
  });

  it('speaks the help in the page’s language, and shows what it would say where the browser cannot speak', async () => {
    const speaking = rig();
    const help = await dispatchVoiceCommand({ event: 'speakHelp' }, speaking.deps);
    expect(help.key).toBe('voice.speaking');
    expect(speaking.said).toEqual([{ text: en['voice.help'], lang: 'de' }]);
    const mute = rig({ speaks: false });
    const shown = await dispatchVoiceCommand({ event: 'speakHelp' }, mute.deps);
    expect(shown).toMatchObject({ key: 'voice.cannotSpeak', done: false, vars: { text: en['voice.help'] } });
  });

  it('says nothing was found for a word the knowledge source does not know', async () => {
    const { deps, said } = rig();
    const outcome = await dispatchVoiceCommand({ event: 'tellMeAbout', tag: 'qwxzvb' }, deps);
    expect(words(outcome)).toBe('Nothing was found to say about “qwxzvb”.');
    expect(said).toEqual([]);
  });

  it('gives up on an answer that takes too long, and releases its lookup', async () => {
    const { deps, search, time } = rig();
    server.hold();
    try {
      const pending = dispatchVoiceCommand({ event: 'tellMeAbout', tag: 'dog' }, deps);
      await server.arrived(server.arrivals.length + 1);
      expect(search.signals.active.value).toBe(true);
      time.advance(ANSWER_WAIT_MS);
      expect(words(await pending)).toBe('Nothing was found to say about “dog”.');
      await Promise.resolve();
      expect(search.signals.active.value).toBe(false);
    } finally {
      server.releaseAll();
    }
  });

  it('shows a widget, opens one in a panel, and adds a panel', async () => {
    const { deps, shown, opened } = rig({ slots: 1 });
    expect(words(await dispatchVoiceCommand({ event: 'showComponent', widget: 'detail' }, deps))).toBe(
      'Showing Detail.',
    );
    expect(shown).toEqual(['detail']);
    await dispatchVoiceCommand({ event: 'openComponentInSlot', widget: 'detail', slot: '_c' }, deps);
    expect(opened).toEqual([{ name: 'detail', slot: '_c' }]);
    expect(words(await dispatchVoiceCommand({ event: 'newSlot' }, deps))).toBe('New panel added.');
    expect(words(await dispatchVoiceCommand({ event: 'newSlot' }, deps))).toBe('Every panel is taken.');
    const learner = rig({ mayAddPanels: false });
    expect(words(await dispatchVoiceCommand({ event: 'newSlot' }, learner.deps))).toBe(
      'Your role does not allow this.',
    );
  });

  it('switches layout edit and resize modes, and says there is no workspace off Home', async () => {
    const { deps } = rig();
    expect((await dispatchVoiceCommand({ event: 'editLayout' }, deps)).key).toBe('voice.layoutEditOn');
    expect((await dispatchVoiceCommand({ event: 'editLayout' }, deps)).key).toBe('voice.layoutEditOff');
    expect((await dispatchVoiceCommand({ event: 'resizeLayout' }, deps)).key).toBe('voice.layoutResizeOn');
    const away = rig({ workspace: false });
    for (const event of ['editLayout', 'resizeLayout', 'newSlot'] as const) {
      expect((await dispatchVoiceCommand({ event }, away.deps)).key).toBe('voice.noWorkspace');
    }
    const show = await dispatchVoiceCommand({ event: 'showComponent', widget: 'detail' }, away.deps);
    expect(show.key).toBe('voice.noWorkspace');
  });

  it('opens and closes the sidebar and goes to the voice routes', async () => {
    const { deps, sidebar, routes } = rig();
    await dispatchVoiceCommand({ event: 'openSidebar' }, deps);
    await dispatchVoiceCommand({ event: 'closeSidebar' }, deps);
    expect(sidebar).toEqual([true, false]);
    const went = await dispatchVoiceCommand({ event: 'changeRoute', path: '/Author-view' }, deps);
    expect(words(went)).toBe('Going to Author view.');
    expect(routes).toEqual(['/Author-view']);
  });

  it('sends the recorder and camera commands to whoever owns them, and says when nobody does', async () => {
    const { deps, page } = rig();
    const unclaimed = await dispatchVoiceCommand({ event: 'startCamera' }, deps);
    expect(words(unclaimed)).toBe('The camera is not available on this page.');
    const heard: VoiceMediaEvent[] = [];
    const stop = onVoiceMediaCommand(page, {
      startScreenRecorder: () => heard.push('startScreenRecorder'),
      stopScreenRecorder: () => heard.push('stopScreenRecorder'),
      startCamera: () => heard.push('startCamera'),
    });
    expect((await dispatchVoiceCommand({ event: 'startScreenRecorder' }, deps)).key).toBe(
      'voice.screenRecorderStarting',
    );
    expect((await dispatchVoiceCommand({ event: 'stopScreenRecorder' }, deps)).key).toBe(
      'voice.screenRecorderStopping',
    );
    expect((await dispatchVoiceCommand({ event: 'startCamera' }, deps)).key).toBe('voice.cameraStarting');
    // A listener that does not handle a command leaves it unclaimed.
    expect((await dispatchVoiceCommand({ event: 'stopCamera' }, deps)).key).toBe('voice.cameraUnavailable');
    expect(heard).toEqual(['startScreenRecorder', 'stopScreenRecorder', 'startCamera']);
    stop();
    expect((await dispatchVoiceCommand({ event: 'stopScreenRecorder' }, deps)).key).toBe(
      'voice.screenRecorderUnavailable',
    );
  });
});
