/// <reference types="mocha" />
import { expect, fixture } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { abilities, allowAllRules, createAbility, pageAbility } from '../src/abilities/abilities.ts';
import { graphNodeSchema } from '../src/contract/graph.ts';
import { buttonNamed } from '../src/elements/shadow-query.ts';
import { tokens } from '../src/kit/api.ts';
import { exploreGraph, linkedGraph } from '../src/kit/graph.ts';
import { notes } from '../src/kit/notes.ts';
import { questGrouping, replay, thoughtMap } from '../src/kit/thought-map.ts';
import { fakeEddieGraphServer } from '../src/testing/fake-eddie-graph-server.ts';
import { questBody } from '../src/quests/quest-data.ts';
import { followQuest, leaveQuest, reach } from '../src/testing/quest-fixture.ts';
import { search, searchWord } from '../src/kit/search.ts';
import { session } from '../src/kit/session.ts';
import { setDescriptionMode } from '../src/preferences/description-mode.ts';
import { setLocale } from '../src/preferences/locale.ts';
import {
  fakeLibraryServer,
  note,
  savedGraph,
  signInFakeLearner,
  storedEvent,
  type FakeLibrary,
  type FakeLibraryServer,
} from '../src/testing/fake-library-server.ts';
import { chatRoom } from '../src/kit/chat-room.ts';
import { exchange, fakeEddieServer } from '../src/testing/fake-eddie-server.ts';
import { fakeBrainsServer } from '../src/testing/fake-brains-server.ts';
import { fakeSmartGraphServer, smartMessage } from '../src/testing/fake-smart-graph-server.ts';
import { fakeAssessmentServer } from '../src/testing/fake-assessment-server.ts';
import { fakeStandingServer, skill, type FakeStandingServer } from '../src/testing/fake-standing-server.ts';
import { standing } from '../src/kit/standing.ts';
import { fakePromptsServer, type FakePromptsServer } from '../src/testing/fake-prompts-server.ts';
import { fakeQuestionServer, type FakeQuestionServer } from '../src/testing/fake-question-server.ts';
import { typeInto } from '../src/testing/type-into.ts';
import { xhrOverFetch } from '../src/testing/xhr-over-fetch.ts';
import { fileUploads } from '../src/kit/files.ts';
import { press } from '../src/testing/press.ts';
import { fakeSearchServer, type FakeSearchServer } from '../src/testing/fake-search-server.ts';
import { until } from '../src/testing/until.ts';
import { providerStates, recordedAnswers } from '../src/testing/provider-answers.ts';
import { fakeHostConfig } from '../src/testing/fake-host-config.ts';
import { arStage } from '../src/kit/ar.ts';
import { readWidgetReadme } from './kit-api/widget-readme.ts';
import { widgetRegistry } from './registry.ts';

/**
 * Every widget's ::part names, read from the parts table of the README beside it (issue 7 point 5): each
 * widget is brought through the states that show its regions, every documented part must appear, no part may be
 * undocumented, and a ::part() rule on the outside page (the README's own example among them) must style it.
 */

const readmes = import.meta.glob<string>('./*/README.md', { query: '?raw', import: 'default', eager: true });

interface Documented {
  readonly parts: readonly string[];
  /** The README's example rule: `tj-x::part(name) { property: value; }`. */
  readonly example: { readonly css: string; readonly part: string; readonly property: string; readonly value: string };
}

function documented(name: string): Documented {
  const readme = readmes[`./${name}/README.md`];
  if (readme === undefined) throw new Error(`widgets/${name}/README.md is missing`);
  const parts = readWidgetReadme(readme).parts.map((part) => part.name);
  const css = /<style>([\s\S]*?)<\/style>/.exec(readme)?.[1] ?? '';
  const rule = new RegExp(`tj-${name}::part\\(([a-z-]+)\\)\\s*\\{\\s*([a-z-]+):\\s*([^;]+);`).exec(css);
  if (!rule) throw new Error(`widgets/${name}/README.md has no example ::part() rule for <tj-${name}>`);
  const [, part = '', property = '', value = ''] = rule;
  return { parts, example: { css, part, property, value } };
}

/** Not inherited, so an element has it only when a ::part() rule names its own part. */
const MARK = 'rgb(1, 2, 3)';

/** The four switches of whichever fake server answers a widget's call. */
interface Switch {
  hold(): void;
  release(): void;
  fail(): void;
  heal(): void;
}

interface Stage {
  readonly widget: HTMLElement;
  readonly searchServer: FakeSearchServer;
  readonly questionServer: FakeQuestionServer;
  /** Waits until these parts show, then checks every part shown now: documented, and styled from outside. */
  show(...parts: string[]): Promise<void>;
}

const partsIn = (widget: Element): Element[] => [...(widget.shadowRoot?.querySelectorAll('[part]') ?? [])];
const has = (widget: Element, part: string) => widget.shadowRoot?.querySelector(`[part~="${part}"]`) != null;

/** The states every lookup widget shares (src/elements/LookupView.tsx), with the widget's own answer between. */
async function lookupStates(stage: Stage, server: Switch, answer: readonly string[]): Promise<void> {
  await stage.show('widget', 'idle');
  server.hold();
  searchWord('dog');
  await stage.show('loading');
  server.release();
  await stage.show(...answer);
  await setLocale('de');
  await stage.show('language-note');
  await setLocale('en');
  searchWord('photosynthesys');
  await stage.show('empty', 'suggestions', 'suggestion');
  server.fail();
  searchWord('cat');
  await stage.show('error', 'retry');
  server.heal();
}

const searchCall = (stage: Stage, call: string): Switch => ({
  hold: () => stage.searchServer.hold(),
  release: () => stage.searchServer.release(),
  fail: () => stage.searchServer.fail(call, 503, 'down'),
  heal: () => stage.searchServer.heal(),
});

const questionCall = (stage: Stage, call: Parameters<FakeQuestionServer['fail']>[0]): Switch => ({
  hold: () => stage.questionServer.hold(),
  release: () => stage.questionServer.release(),
  fail: () => stage.questionServer.fail(call, 503, 'down'),
  heal: () => stage.questionServer.heal(),
});

/** Sets a form control's value as a learner does, so React hears it. */
function enter(control: Element | null | undefined, value: string): void {
  if (!(control instanceof HTMLInputElement)) throw new Error('no input');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

const shadow = (widget: Element, selector: string) => widget.shadowRoot?.querySelector(selector) ?? null;

type CallMode = 'answer' | 'none' | 'hold' | 'fail';

/**
 * One call of the signed-in learner's data, switched by the scenario: answered (`empty` when set to 'none'), held
 * until the next switch, or failed; /auth/me answers the profile and every other call goes to the page's fetch.
 */
async function withSwitchedCall(
  isCall: (path: string) => boolean,
  answer: (request: Request, empty: boolean) => Response,
  run: (mode: { set(next: CallMode): void }) => Promise<void>,
) {
  const pageFetch = window.fetch;
  let current: CallMode = 'answer';
  let release = (): void => undefined;
  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path.endsWith('/api/v1/auth/me')) return Response.json({ id: 'u1', username: 'ada' });
    if (!isCall(path)) return pageFetch(input, init);
    if (current === 'hold') await new Promise<void>((resolve) => (release = resolve));
    if (current === 'fail') return Response.json({ message: 'down' }, { status: 400 });
    return answer(request, current === 'none');
  };
  try {
    await run({
      set(next) {
        release();
        current = next;
      },
    });
  } finally {
    release();
    window.fetch = pageFetch;
    tokens.clear();
  }
}

/** "Group into steps with Eddie" on a quest widget, answered by a fake Eddie, then back to ungrouped. */
async function groupByEddie(stage: Stage): Promise<void> {
  const eddie = fakeEddieGraphServer();
  try {
    buttonNamed(stage.widget, 'Group into steps with Eddie')?.click();
    await stage.show('step');
  } finally {
    eddie.restore();
    questGrouping.ungroup();
  }
}

const lookedUpDog = {
  id: 'e1',
  actor: 'ada',
  verb: 'WIKI_LOOKUP',
  value: 'dog',
  dataSource: 'tj-client-web',
  timestamp: '2026-01-01T00:00:00Z',
};

/** GET /events: one event, or none. */
const withEventsServer = (run: (mode: { set(next: CallMode): void }) => Promise<void>) =>
  withSwitchedCall(
    (path) => path.endsWith('/api/v1/events'),
    (_request, empty) => {
      const items = empty ? [] : [lookedUpDog];
      return Response.json({ items, pageNo: 0, pageSize: 20, total: items.length });
    },
    run,
  );

/** GET /quests: these quests, or none; DELETE /quests/{id} answers that it is deleted. */
const withQuestsServer = (quests: readonly object[], run: (mode: { set(next: CallMode): void }) => Promise<void>) =>
  withSwitchedCall(
    (path) => path.includes('/api/v1/quests'),
    (request, empty) => {
      if (request.method === 'DELETE') return Response.json({ id: request.url.split('/').pop(), deleted: true });
      return Response.json(empty ? [] : quests);
    },
    run,
  );

const signIn = signInFakeLearner;

/** The signed-in learner's library (src/testing/fake-library-server.ts) for the widgets of their own data. */
async function withLibraryServer(seed: Partial<FakeLibrary>, run: (server: FakeLibraryServer) => Promise<void>) {
  const server = fakeLibraryServer(seed);
  try {
    await run(server);
  } finally {
    server.restore();
    tokens.clear();
  }
}

/** A library whose note `id` ("Rocks") is in the goal "Learn geology", beside another note ("Chlorophyll"). */
function noteInAGoal(id: string) {
  const rocks = note(id, 'Rocks', { goal: `goal-${id}` });
  const goal = {
    id: `goal-${id}`,
    goal: 'Learn geology',
    status: false,
    attachments: [{ id: `a-${id}`, note: rocks }],
  };
  return { notes: [note('n1', 'Chlorophyll'), rocks], goals: [goal] };
}

/**
 * A note's goals and diary insight (NoteGoals, NoteInsight: the Notes Library and the Editor), with the goals' read
 * failing first (the caller has made it fail).
 */
async function noteExtrasStates(stage: Stage, server: FakeLibraryServer) {
  const click = (part: string) => (shadow(stage.widget, `[part="${part}"]`) as HTMLElement | null)?.click();
  await stage.show('goals-failure', 'insight', 'ask-insight', 'insight-status');
  server.heal();
  server.hold();
  (shadow(stage.widget, '[part="goals-failure"] button') as HTMLElement | null)?.click();
  await stage.show('goals-loading');
  server.release();
  await stage.show('goals', 'goal', 'detach-goal');
  server.fail('/skills', 503, 'down');
  click('ask-insight');
  await stage.show('insight-failure');
  server.heal();
  click('ask-insight');
  await stage.show('insight-text');
}

/** The states every widget of the learner's own data shares (LearnerDataView), then the widget's own. */
function learnerDataStates(stage: Stage, answer: (server: FakeLibraryServer) => Promise<void>) {
  return withLibraryServer({}, async (server) => {
    await stage.show('widget', 'sign-in');
    server.hold();
    await signIn();
    await stage.show('loading');
    server.fail('/events', 400, 'down');
    server.release();
    await stage.show('error', 'retry');
    server.heal();
    (shadow(stage.widget, '[part="retry"]') as HTMLElement | null)?.click();
    await answer(server);
  });
}

/** The prompt calls (src/testing/fake-prompts-server.ts) over the signed-in learner's library. */
async function withPromptsServer(run: (server: FakePromptsServer) => Promise<void>) {
  await withLibraryServer({}, async () => {
    const server = fakePromptsServer();
    try {
      await run(server);
    } finally {
      server.restore();
    }
  });
}

/** The states of a widget over the prompt calls: a guest, the read held, failed and retried. */
async function promptsDataStates(stage: Stage, server: FakePromptsServer): Promise<void> {
  await stage.show('widget', 'sign-in');
  server.hold();
  await signIn();
  await stage.show('loading');
  server.fail(503, 'down');
  server.release();
  await stage.show('error', 'retry');
  server.heal();
  (shadow(stage.widget, '[part="retry"]') as HTMLElement | null)?.click();
}

/**
 * One of Eddie's whole answers (src/elements/WholeAnswer.tsx) through its states, over the fake Eddie server: the
 * question `ask` sends to `path` refused, then asked again from the error's retry, held, and answered.
 */
async function wholeAnswerStates(stage: Stage, path: string, ask: () => Promise<void>, askParts: readonly string[]) {
  const eddie = fakeEddieServer();
  const answering = globalThis.fetch;
  let answer: () => void = () => undefined;
  let refuse = true;
  globalThis.fetch = async (input, init) => {
    if (!String(input instanceof Request ? input.url : input).endsWith(`/api/v1${path}`)) return answering(input, init);
    if (refuse) return Response.json({ message: 'No.' }, { status: 503 });
    await new Promise<void>((resolve) => (answer = resolve));
    return answering(input, init);
  };
  try {
    await ask();
    await stage.show(...askParts, 'eddie-error');
    refuse = false;
    await press(stage.widget, 'Try again', '[part="eddie-error"]');
    await stage.show('eddie-loading');
    answer();
    await stage.show('eddie-answer', 'turn', 'question', 'answer');
  } finally {
    globalThis.fetch = answering;
    eddie.restore();
  }
}

/** Clicks the button whose accessible name (aria-label) is this, once it is there and enabled. */
async function pressLabelled(widget: Element, label: string): Promise<void> {
  const find = () => shadow(widget, `button[aria-label="${label}"]:enabled`) as HTMLElement | null;
  await until(() => find() !== null, `the enabled "${label}" button`);
  find()?.click();
}

/** Fills the first prompt form's label and prompt. */
function writePrompt(widget: Element, label: string): void {
  typeInto(shadow(widget, '[part="prompt-form"] input'), label);
  typeInto(shadow(widget, '[part="prompt-form"] textarea'), `Answer as ${label}.`);
}

/** The Leaderboard's and Skill Graph's call (src/kit/standing.ts): the learner-data states, then the widget's own. */
function standingStates(
  stage: Stage,
  path: '/leaderboard' | '/skills/top',
  answer: (server: FakeStandingServer) => Promise<void>,
) {
  return withLibraryServer({}, async () => {
    const server = fakeStandingServer();
    try {
      await stage.show('widget', 'heading', 'rule', 'sign-in');
      server.hold();
      server.fail(path, 503, 'down');
      await signIn();
      await stage.show('loading');
      server.release();
      await stage.show('error', 'retry');
      server.heal();
      (shadow(stage.widget, '[part="retry"]') as HTMLElement | null)?.click();
      await stage.show('empty');
      await answer(server);
    } finally {
      server.restore();
    }
  });
}

const scenarios: Record<string, (stage: Stage) => Promise<void>> = {
  draw: (stage) =>
    withLibraryServer({}, async (server) => {
      const { widget } = stage;
      await stage.show('widget', 'tools', 'pens', 'pen', 'width', 'undo', 'clear', 'canvas', 'empty', 'sign-in');
      await signIn();
      await stage.show('form', 'label', 'title', 'save');
      // One stroke across the board with the mouse.
      const box = (shadow(widget, '[part="canvas"]') as HTMLCanvasElement).getBoundingClientRect();
      const at = (x: number): [number, number] => [
        Math.round(box.x + box.width * x),
        Math.round(box.y + box.height / 2),
      ];
      await sendMouse({ type: 'move', position: at(0.2) });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'move', position: at(0.5) });
      await sendMouse({ type: 'move', position: at(0.8) });
      await sendMouse({ type: 'up' });
      await until(() => !(shadow(widget, '[part="save"]') as HTMLButtonElement).disabled, 'a drawing to save');
      server.fail('/file', 400, 'No.');
      (shadow(widget, '[part="save"]') as HTMLElement | null)?.click();
      await stage.show('error');
      server.heal();
      (shadow(widget, '[part="save"]') as HTMLElement | null)?.click();
      await stage.show('status');
    }),

  'file-upload': (stage) =>
    withLibraryServer({}, async (server) => {
      const { widget } = stage;
      const uploading = xhrOverFetch();
      const choose = (file: File) => {
        const input = shadow(widget, '[part="input"]') as HTMLInputElement;
        const transfer = new DataTransfer();
        transfer.items.add(file);
        input.files = transfer.files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      };
      const png = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/png' });
      try {
        await stage.show('widget', 'sign-in');
        server.hold();
        await signIn();
        await stage.show('loading', 'drop', 'label', 'input', 'hint', 'heading');
        server.fail('/files', 400, 'down');
        server.release();
        await stage.show('error', 'retry');
        server.heal();
        (shadow(widget, '[part="retry"]') as HTMLElement | null)?.click();
        await stage.show('empty');
        uploading.holdAtHalf();
        choose(png('leaf.png'));
        await stage.show('uploads', 'upload', 'progress', 'cancel');
        uploading.release();
        await stage.show('files', 'file', 'file-link', 'dismiss');
        server.fail('/file', 400, 'No.');
        choose(png('odd.png'));
        await stage.show('retry-upload');
      } finally {
        uploading.restore();
        for (const item of fileUploads.signals.uploads.value) fileUploads.actions.dismiss(item.id);
      }
    }),

  async 'graph-controls'(stage) {
    await stage.show('widget', 'mode', 'mode-hotkey', 'layout', 'settings', 'setting', 'arrows', 'groups');
    enter(shadow(stage.widget, '[part="setting"]'), '');
    await stage.show('refusal');
    enter(shadow(stage.widget, '[part="setting"]'), '300');
    // A mode the learner's roles deny (shortest path, off for all): its key says it is not available.
    abilities.value = createAbility([
      ...allowAllRules,
      { action: 'shortest_path', subject: 'GraphAction', inverted: true },
    ]);
    shadow(stage.widget, '[part="mode"]')?.dispatchEvent(
      new KeyboardEvent('keydown', { key: '(', code: 'Digit8', altKey: true, shiftKey: true, bubbles: true }),
    );
    await stage.show('mode-denied');
  },

  async 'graph-index'(stage) {
    exploreGraph.actions.run({ type: 'clear' });
    const server = searchCall(stage, 'custom.snippetGraph');
    try {
      await stage.show('widget', 'idle');
      searchWord('photosynthesys');
      await stage.show('empty', 'suggestions', 'suggestion');
      server.fail();
      searchWord('cat');
      await stage.show('error', 'retry');
      server.heal();
      server.hold();
      searchWord('dog');
      await stage.show('loading');
      server.release();
      await stage.show('filter', 'count', 'list', 'item', 'label', 'type');
      const hidden = exploreGraph.signals.nodes.value[1]?.data.id ?? '';
      exploreGraph.actions.run({ type: 'hide', id: hidden });
      stage.widget.shadowRoot?.querySelectorAll<HTMLElement>('[part="item"]')[1]?.click();
      await stage.show('refusal');
      enter(shadow(stage.widget, '[part="filter"]'), 'zebra');
      await stage.show('no-match');
    } finally {
      exploreGraph.actions.run({ type: 'clear' });
    }
  },

  'thought-map': (stage) =>
    withLibraryServer({}, async () => {
      const { widget } = stage;
      thoughtMap.actions.clear();
      await stage.show('widget', 'controls', 'recording', 'status', 'empty', 'sign-in');
      for (const id of ['atom', 'bond']) {
        exploreGraph.actions.run({
          type: 'addNode',
          node: graphNodeSchema.parse({ id, label: id, tjType: 'wikiLinks' }),
        });
        exploreGraph.actions.run({ type: 'visit', id });
      }
      await stage.show('canvas', 'list', 'item', 'replay');
      buttonNamed(widget, 'Clear')?.click();
      await stage.show('confirm');
      buttonNamed(widget, 'Cancel')?.click();
      buttonNamed(widget, 'Replay')?.click();
      await stage.show('stop');
      replay.actions.stop();
      await signIn();
      searchWord('atom');
      await stage.show('save-quest', 'share', 'steps');
      await groupByEddie(stage);
      buttonNamed(widget, 'Save as quest')?.click();
      await stage.show('failure');
      thoughtMap.actions.setQuest('q1');
      enter(shadow(widget, '[part="save-quest"] input'), 'Chemistry');
      buttonNamed(widget, 'Save as quest')?.click();
      await stage.show('override');
      thoughtMap.actions.clear();
      exploreGraph.actions.run({ type: 'clear' });
    }),

  // Sharing goes through the graph library's calls, which the learner's fake library answers.
  'quest-library': (stage) =>
    withLibraryServer({}, () =>
      withQuestsServer(
        [
          { id: 'q1', ...questBody('Chemistry', { nodes: [{ id: 'a', label: 'Atom' }], edges: [] }, []) },
          { id: 'q2', general_information: {}, thought_map: { nodes: [], edges: [] } },
        ],
        async (quests) => {
          const { widget } = stage;
          await stage.show('widget', 'sign-in');
          quests.set('fail');
          await signIn();
          await stage.show('error', 'retry');
          quests.set('hold');
          (shadow(widget, '[part="retry"]') as HTMLElement | null)?.click();
          await stage.show('loading');
          quests.set('answer');
          await stage.show('count', 'list', 'quest', 'quest-title', 'quest-size', 'quest-actions');
          [...(widget.shadowRoot?.querySelectorAll<HTMLButtonElement>('[part="quest-actions"] button') ?? [])]
            .filter((button) => button.textContent === 'Open')[1]
            ?.click();
          await stage.show('outcome');
          buttonNamed(widget, 'Share')?.click();
          await stage.show('share-hint', 'share-form', 'share-state');
          typeInto(shadow(widget, '[part="share-form"] input'), 'gra');
          await stage.show('learners');
          buttonNamed(widget, 'Add')?.click();
          await stage.show('chosen');
          buttonNamed(widget, 'Share')?.click();
          buttonNamed(widget, 'Delete')?.click();
          await stage.show('confirm');
          quests.set('hold');
          shadow(widget, '[part="confirm"] .lookup-button')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
          await stage.show('progress');
          quests.set('fail');
          await stage.show('failure');
          quests.set('none');
          tokens.clear();
          await stage.show('sign-in');
          await signIn();
          await stage.show('empty');
        },
      ),
    ),

  async 'quest-checkpoint'(stage) {
    leaveQuest();
    await stage.show('widget', 'empty');
    followQuest();
    await stage.show('where', 'progress', 'next');
    reach(2);
    await stage.show('done');
    leaveQuest();
  },

  async 'quest-navigation'(stage) {
    leaveQuest();
    await stage.show('widget', 'empty');
    followQuest();
    reach(1);
    await stage.show('buttons', 'previous', 'next');
    leaveQuest();
  },

  async 'treasure-marker'(stage) {
    leaveQuest();
    await stage.show('widget', 'empty');
    followQuest();
    await stage.show('target', 'state');
    leaveQuest();
  },

  'ongoing-quest': (stage) =>
    withLibraryServer({}, async () => {
      leaveQuest();
      await stage.show('widget', 'empty');
      followQuest();
      await stage.show('canvas', 'list', 'item');
      await signIn();
      await stage.show('steps');
      await groupByEddie(stage);
      leaveQuest();
    }),

  async 'linked-thoughts'(stage) {
    await lookupStates(stage, searchCall(stage, 'custom.snippetGraph'), [
      'heading',
      'drawing',
      'relation',
      'relation-heading',
      'list',
      'item',
      'thought',
      'description',
    ]);
    linkedGraph.actions.run({ type: 'clear' });
  },

  'events-graph': (stage) =>
    withEventsServer(async (events) => {
      await stage.show('widget', 'sign-in');
      events.set('hold');
      session.actions.storeTokens({ token: 'aaa.bbb.ccc', refreshToken: 'refresh-0123456789abcdef' });
      await session.actions.initAuth();
      await stage.show('loading');
      events.set('answer');
      await stage.show('summary', 'canvas', 'table');
      events.set('fail');
      tokens.clear();
      await stage.show('sign-in');
      session.actions.storeTokens({ token: 'aaa.bbb.ccc', refreshToken: 'refresh-0123456789abcdef' });
      await session.actions.initAuth();
      await stage.show('error', 'retry');
      events.set('none');
      (shadow(stage.widget, '[part="retry"]') as HTMLElement | null)?.click();
      await stage.show('empty');
    }),

  'notes-library': (stage) =>
    withLibraryServer(noteInAGoal('n2'), async (server) => {
      const { widget } = stage;
      await stage.show('widget', 'sign-in');
      server.hold();
      await signIn();
      await stage.show('loading', 'search', 'search-input', 'search-button', 'filter', 'new');
      server.fail('/notes', 503, 'down');
      server.release();
      await stage.show('error', 'retry');
      server.heal();
      server.fail('/goals/many', 503, 'down');
      (shadow(widget, '[part="retry"]') as HTMLElement | null)?.click();
      await noteExtrasStates(stage, server);
      await stage.show(
        'count',
        'list',
        'item',
        'open',
        'meta',
        'excerpt',
        'delete',
        'pager',
        'previous',
        'page',
        'next',
      );
      (shadow(widget, '[part="open"]') as HTMLElement | null)?.click();
      await stage.show('status');
      (shadow(widget, '[part="delete"]') as HTMLElement | null)?.click();
      await stage.show('confirm', 'confirm-yes', 'confirm-no');
      server.hold();
      (shadow(widget, '[part="confirm-yes"]') as HTMLElement | null)?.click();
      await stage.show('deleting');
      server.fail('/notes/n1', 404, 'gone');
      server.release();
      await stage.show('action-error');
      server.heal();
      enter(shadow(widget, '[part="search-input"]'), 'zebra');
      (shadow(widget, '[part="search-button"]') as HTMLElement | null)?.click();
      await stage.show('empty');
      notes.actions.open(null);
    }),

  editor: (stage) =>
    withLibraryServer(noteInAGoal('n3'), async (server) => {
      const { widget } = stage;
      const type = (value: string) => {
        const select = shadow(widget, '[part="type"]') as HTMLSelectElement;
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      };
      await stage.show('widget', 'sign-in');
      await signIn();
      await stage.show('form', 'heading', 'type', 'title', 'text', 'hint', 'tags', 'actions', 'save', 'new', 'preview');
      type('image');
      await stage.show('file', 'caption');
      type('video');
      await stage.show('url', 'video-label');
      enter(shadow(widget, '[part="url"]'), 'https://video.example/leaf');
      server.hold();
      (shadow(widget, '[part="save"]') as HTMLElement | null)?.click();
      await stage.show('progress');
      server.release();
      await stage.show('status', 'add-to-graph', 'delete', 'media');
      server.fail('/notes', 400, 'No.');
      (shadow(widget, '[part="save"]') as HTMLElement | null)?.click();
      await stage.show('failure');
      (shadow(widget, '[part="delete"]') as HTMLElement | null)?.click();
      await stage.show('confirm', 'confirm-yes', 'confirm-no');
      server.hold();
      (shadow(widget, '[part="confirm-yes"]') as HTMLElement | null)?.click();
      await stage.show('deleting');
      server.release();
      await stage.show('action-error');
      server.heal();
      const json = JSON.stringify({ items: Array.from({ length: 120 }, (_, index) => index) });
      server.fail('/goals/many', 503, 'down');
      notes.actions.open(server.library.notes.find((held) => held._id === 'n3') ?? null);
      await stage.show('note-extras');
      await noteExtrasStates(stage, server);
      notes.actions.open(note('n9', 'Markup', { value: { note: `Run:\n\n\`\`\`js\n1\n\`\`\`\n\n${json}` } }));
      await stage.show('note-text', 'code', 'run', 'run-result', 'json', 'show-more');
      (shadow(widget, '[part="run"]') as HTMLElement | null)?.click();
      await stage.show('output');
      notes.actions.open(null);
    }),

  goals: (stage) =>
    withLibraryServer({ notes: [note('n1', 'Chlorophyll', { task: { total: 2, completed: 1 } })] }, async (server) => {
      const { widget } = stage;
      await stage.show('widget', 'sign-in');
      server.fail('/goals', 503, 'down');
      await signIn();
      await stage.show('loading');
      // The first read waits 3 s (spec 2 §9.1).
      await until(() => has(widget, 'error'), 'the error', 6_000);
      await stage.show('error', 'retry');
      server.heal();
      (shadow(widget, '[part="retry"]') as HTMLElement | null)?.click();
      await stage.show('new-goal', 'empty');
      enter(shadow(widget, '[part="new-goal"] input'), 'Learn photosynthesis');
      server.hold();
      await until(() => buttonNamed(widget, 'Add goal')?.disabled === false, 'the Add button');
      buttonNamed(widget, 'Add goal')?.click();
      await stage.show('progress');
      server.release();
      await stage.show('count', 'list', 'goal', 'goal-text', 'goal-status', 'goal-actions', 'no-notes');
      buttonNamed(widget, 'Edit')?.click();
      buttonNamed(widget, 'Discard')?.click();
      buttonNamed(widget, 'Attach a note')?.click();
      await stage.show('edit-goal', 'confirm', 'note-picker', 'found-notes');
      (shadow(widget, '[part="found-notes"] button') as HTMLElement | null)?.click();
      await stage.show('notes', 'note', 'tasks');
      server.fail('/goals', 400, 'No.');
      await press(widget, 'Close');
      await stage.show('failure');
    }),

  kaaro: (stage) =>
    withPromptsServer(async (server) => {
      const { widget } = stage;
      await promptsDataStates(stage, server);
      await stage.show('active', 'list', 'intent', 'empty');
      await press(widget, 'New intent');
      await stage.show('prompt-form');
      writePrompt(widget, 'Pirate');
      await wholeAnswerStates(stage, '/eddie/prompt', () => press(widget, 'Try with Eddie'), ['try-prompt']);
      server.hold();
      await press(widget, 'Add intent');
      await stage.show('progress');
      server.release();
      await stage.show('intent-actions');
      await pressLabelled(widget, 'Delete “Pirate”');
      await stage.show('confirm');
      server.fail(400, 'No.');
      await press(widget, 'Delete', '[part="confirm"]');
      await stage.show('failure');
    }),

  'kaaro-alpha': (stage) =>
    withPromptsServer(async (server) => {
      const { widget } = stage;
      await promptsDataStates(stage, server);
      await stage.show('empty');
      await press(widget, 'New row');
      await stage.show('prompt-form');
      writePrompt(widget, 'Pirate');
      await wholeAnswerStates(stage, '/eddie/prompt', () => press(widget, 'Try with Eddie'), ['try-prompt']);
      server.hold();
      await press(widget, 'Add row');
      await stage.show('progress');
      server.release();
      await stage.show('count', 'rows', 'row', 'row-actions', 'delete-rows');
      await pressLabelled(widget, 'Try row 1, “Pirate”');
      await stage.show('try', 'answer-status');
      typeInto(shadow(widget, '[part="try"] input'), 'What is a volcano?');
      server.playgroundPieces = ['Arr, a mountain of fire.'];
      await press(widget, 'Ask');
      await stage.show('answer');
      await pressLabelled(widget, 'Delete row 1, “Pirate”');
      await stage.show('confirm');
      server.fail(400, 'No.');
      await press(widget, 'Delete', '[part="row"] [part="confirm"]');
      await stage.show('failure');
    }),

  'intent-loader': (stage) =>
    withPromptsServer(async (server) => {
      const { widget } = stage;
      await promptsDataStates(stage, server);
      await stage.show('incomplete');
      widget.setAttribute('search-term', 'dog');
      widget.setAttribute('intent-id', 'p-missing');
      await stage.show('unavailable');
      server.playgroundPieces = ['What do you think a dog is?'];
      widget.setAttribute('intent-id', 'p-shared');
      await stage.show('heading', 'description', 'answer', 'answer-status');
    }),

  'graph-library': (stage) =>
    withLibraryServer({}, async (server) => {
      const { widget } = stage;
      exploreGraph.actions.run({ type: 'clear' });
      await stage.show('widget', 'libraries', 'library', 'sign-in');
      server.hold();
      await signIn();
      await stage.show('loading', 'save', 'save-hint', 'filters');
      server.fail('/g6graph', 400, 'down');
      server.release();
      await stage.show('error', 'retry');
      server.heal();
      (shadow(widget, '[part="retry"]') as HTMLElement | null)?.click();
      await stage.show('empty');
      exploreGraph.actions.run({ type: 'addNode', node: graphNodeSchema.parse({ id: 'leaf', label: 'leaf' }) });
      enter(shadow(widget, '[part="save"] input'), 'Leaf');
      enter(shadow(widget, '[part="save"] input:nth-of-type(2)'), 'biology');
      server.hold();
      await until(() => buttonNamed(widget, 'Save the graph')?.disabled === false, 'the Save button');
      buttonNamed(widget, 'Save the graph')?.click();
      await stage.show('progress');
      server.release();
      await stage.show('list', 'graph', 'graph-name', 'graph-meta', 'tags', 'graph-actions', 'pager');
      buttonNamed(widget, 'Load')?.click();
      await stage.show('loaded');
      await until(() => buttonNamed(widget, 'Share') !== undefined, 'the Share button');
      buttonNamed(widget, 'Share')?.click();
      await stage.show('share-form', 'share-state');
      enter(shadow(widget, '[part="share-form"] input'), 'gra');
      await stage.show('learners');
      (shadow(widget, '[part="learners"] button') as HTMLElement | null)?.click();
      await stage.show('chosen');
      buttonNamed(widget, 'Tag')?.click();
      await stage.show('tag-form');
      buttonNamed(widget, 'Delete')?.click();
      await stage.show('confirm');
      server.fail('/g6graph', 400, 'No.');
      await press(widget, 'Clone');
      await stage.show('failure');
      server.heal();
      enter(shadow(widget, '[part="filters"] input'), 'lea');
      await press(widget, 'Find');
      await stage.show('found', 'graph-ideas');
      const shared = { actor: 'grace', actorDiscriminator: 'grace#1', access: 'custom', sharedAccess: ['ada'] };
      server.library.graphs.push(savedGraph('g-grace', 'Rocks', shared));
      enter(shadow(widget, '[part="filters"] input'), 'rocks');
      await press(widget, 'Find');
      await press(widget, 'By grace');
      await stage.show('owner', 'owner-card');
      exploreGraph.actions.run({ type: 'clear' });
    }),

  'recent-events': (stage) =>
    learnerDataStates(stage, async (server) => {
      await stage.show('filter', 'empty');
      server.library.events.push(storedEvent(1, 'NOTED', { noteTitle: 'Chlorophyll' }));
      buttonNamed(stage.widget, 'Refresh')?.click();
      await stage.show('summary', 'list', 'event', 'verb', 'value', 'time');
    }),

  'recent-activity': (stage) =>
    learnerDataStates(stage, async (server) => {
      await stage.show('span', 'summary', 'days', 'empty');
      server.library.events.push(storedEvent(1, 'NOTED', { noteTitle: 'Chlorophyll' }));
      const span = shadow(stage.widget, '[part="span"] select') as HTMLSelectElement;
      span.value = '7';
      span.dispatchEvent(new Event('change', { bubbles: true }));
      await stage.show('kinds', 'kind', 'recent');
    }),

  'thoughts-filter': (stage) =>
    learnerDataStates(stage, async (server) => {
      await stage.show('empty');
      server.library.events.push(storedEvent(1, 'WIKI_LOOKUP', 'dog'));
      tokens.clear();
      await signIn();
      await stage.show('filters', 'kinds', 'kind', 'count', 'list', 'thought');
      enter(shadow(stage.widget, '[part="filters"] input'), 'zebra');
      await stage.show('no-match');
    }),

  videos: (stage) =>
    providerStates(stage, 'custom.youtubeSearch', {
      answer: ['search', 'results', 'result', 'thumbnail', 'result-link', 'add-to-graph', 'next-page'],
      empty: (found) => ({ ...found, videos: [] }),
    }),

  async 'social-feed'(stage) {
    const parts = ['summary', 'pie', 'legend', 'results', 'result', 'result-link', 'result-text', 'post-sentiment'];
    await providerStates(stage, 'custom.twitterSentiment', {
      answer: parts,
      empty: (found) => ({ ...found, posts: [], summary: { ...(found['summary'] as object), total: 0 } }),
    });
    await setLocale('de');
    searchWord('python');
    await stage.show('language-note');
  },

  jobs: (stage) =>
    providerStates(stage, 'custom.jobs', {
      answer: ['count', 'results', 'result', 'result-link', 'result-text'],
      empty: (found) => ({ ...found, total: 0, jobs: [] }),
    }),

  // Open Library's recorded books cannot be read online: the first is made readable to show its check out.
  'book-library': (stage) =>
    providerStates(stage, 'custom.books', {
      source: 'openlibrary',
      answer: ['results', 'result', 'thumbnail', 'result-link'],
      empty: (found) => ({ ...found, books: [] }),
    }).then(async () => {
      const { found } = recordedAnswers('custom.books', 'openlibrary');
      const [first, ...others] = found['books'] as Record<string, unknown>[];
      stage.searchServer.answer('custom.books', 'atwood', {
        ...found,
        books: [{ ...first, readOnline: true }, ...others],
      });
      searchWord('atwood');
      await stage.show('check-out', 'your-books', 'sign-in');
      // A learner's own books: none yet, then the one they check out.
      await withLibraryServer({}, async () => {
        await signIn();
        await stage.show('your-books-empty');
        const checkOut = shadow(stage.widget, '[part="check-out"]') as HTMLAnchorElement;
        checkOut.addEventListener('click', (event) => event.preventDefault(), { once: true });
        checkOut.click();
        await stage.show('your-books-list');
      });
    }),

  'books-archive': (stage) =>
    providerStates(stage, 'custom.books', {
      source: 'archive',
      answer: ['results', 'result', 'thumbnail', 'result-link', 'check-out'],
      empty: (found) => ({ ...found, books: [] }),
    }),

  'public-domain-books': (stage) =>
    providerStates(stage, 'custom.books', {
      source: 'archive',
      answer: ['results', 'result', 'thumbnail', 'result-link', 'check-out'],
      empty: (found) => ({ ...found, books: [] }),
    }),

  'research-papers': (stage) =>
    providerStates(stage, 'custom.papers', {
      answer: ['count', 'results', 'result', 'result-link', 'authors', 'published', 'abstract', 'source'],
      empty: (found) => ({ ...found, total: 0, papers: [] }),
    }),

  async '3d-models'(stage) {
    await providerStates(stage, 'custom.models3d', {
      answer: ['results', 'result', 'thumbnail', 'result-link', 'credit', 'open-player', 'source'],
      empty: (found) => ({ ...found, models: [] }),
    });
    searchWord(recordedAnswers('custom.models3d').word);
    await stage.show('open-player');
    await press(stage.widget, 'View in 3D here');
    await stage.show('player', 'close-player');
  },

  async 'ar-viewer'(stage) {
    await stage.show('widget', 'idle', 'stage');
    // The model's server holds the file: the viewer stays loading (drawing a model takes long in software WebGL).
    const pageFetch = globalThis.fetch;
    globalThis.fetch = (input, init) =>
      String(input instanceof Request ? input.url : input) === 'https://models.example/held.glb'
        ? new Promise<Response>(() => undefined)
        : pageFetch(input, init);
    try {
      arStage.actions.show({ src: 'https://models.example/held.glb', name: 'held' });
      await until(() => shadow(stage.widget, 'model-viewer') !== null, 'the viewer', 8_000);
      await stage.show('loading', 'model');
      stage.widget.setAttribute('src', 'https://models.example/notes.txt');
      await stage.show('error');
    } finally {
      globalThis.fetch = pageFetch;
    }
  },

  async 'ar-controls'(stage) {
    await stage.show('widget', 'no-viewer', 'form', 'label', 'input', 'submit', 'file', 'current', 'moves', 'move');
    await stage.show('auto-rotate', 'exposure', 'enter-ar', 'no-ar');
    enter(shadow(stage.widget, 'input[type="url"]'), 'https://models.example/notes.txt');
    (shadow(stage.widget, 'form') as HTMLFormElement | null)?.requestSubmit();
    await stage.show('problem');
  },

  async iframe(stage) {
    const config = fakeHostConfig();
    // Shown again, the widget asks the server again.
    const showAgain = () => {
      const parent = stage.widget.parentElement;
      stage.widget.remove();
      parent?.append(stage.widget);
    };
    try {
      config.fail(503);
      showAgain();
      await stage.show('widget', 'error', 'retry');
      config.answer({});
      await press(stage.widget, 'Try again');
      await stage.show('not-connected');
      config.answer({ iframeOrigins: ['https://phet.colorado.edu'] });
      config.hold();
      showAgain();
      await stage.show('loading');
      config.release();
      await stage.show('form', 'label', 'input', 'submit', 'idle');
      enter(shadow(stage.widget, 'input'), 'https://evil.example/');
      (shadow(stage.widget, 'form') as HTMLFormElement | null)?.requestSubmit();
      await stage.show('not-allowed');
      enter(shadow(stage.widget, 'input'), 'https://phet.colorado.edu/');
      (shadow(stage.widget, 'form') as HTMLFormElement | null)?.requestSubmit();
      await stage.show('page', 'frame', 'open');
    } finally {
      config.restore();
    }
  },

  snippet: (stage) =>
    lookupStates(stage, searchCall(stage, 'custom.snippet'), ['part-of-speech', 'heading', 'text', 'source']),

  'data-card': (stage) =>
    lookupStates(stage, searchCall(stage, 'custom.dictionary'), [
      'heading',
      'main-sense',
      'definition',
      'other-senses',
      'meaning',
      'part-of-speech',
      'definitions',
      'example',
      'words',
      'term',
      'source',
    ]),

  assessment: (stage) =>
    withLibraryServer({}, async () => {
      const server = fakeAssessmentServer();
      try {
        await stage.show('widget', 'form', 'label', 'input', 'generate', 'idle');
        server.hold();
        enter(shadow(stage.widget, '[part="input"]'), 'volcano');
        shadow(stage.widget, '[part="generate"]')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        await stage.show('loading');
        server.release();
        await stage.show('test', 'heading', 'question', 'prompt', 'difficulty', 'option', 'sign-in', 'submit');
        await setLocale('de');
        await stage.show('language-note');
        await setLocale('en');
        await signIn();
        shadow(stage.widget, '[part="option"] input')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        await stage.show('submit');
        await until(() => !(shadow(stage.widget, '[part="submit"]') as HTMLButtonElement).disabled, 'marking allowed');
        (shadow(stage.widget, '[part="submit"]') as HTMLButtonElement).click();
        await stage.show('result', 'score', 'marks', 'mark', 'verdict', 'explanation', 'retake');
        server.fail(503, 'down');
        (shadow(stage.widget, '[part="retake"]') as HTMLButtonElement).click();
        await stage.show('error', 'retry');
      } finally {
        server.restore();
      }
    }),

  async compare(stage) {
    const server = questionCall(stage, 'custom.compare');
    const compare = (a: string, b: string) => {
      const [first, second] = stage.widget.shadowRoot?.querySelectorAll('input') ?? [];
      enter(first, a);
      enter(second, b);
      shadow(stage.widget, '[part="submit"]')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    };
    await stage.show('widget', 'form', 'label', 'input', 'submit', 'idle');
    server.hold();
    compare('dog', 'cat');
    await stage.show('loading');
    server.release();
    await stage.show('comparison', 'heading', 'word', 'shared', 'path');
    await setLocale('de');
    await stage.show('language-note');
    await setLocale('en');
    compare('dgo', 'cat');
    await stage.show('unknown', 'suggestion');
    server.fail();
    compare('dog', 'cat');
    await stage.show('error', 'retry');
    server.heal();
  },

  'code-editor': (stage) =>
    withLibraryServer({}, async (server) => {
      await stage.show('widget', 'toolbar', 'language', 'editor', 'run', 'hint', 'result', 'idle');
      await until(() => shadow(stage.widget, '.cm-content') !== null, 'the editor');
      (shadow(stage.widget, '.cm-content') as HTMLElement).focus();
      await sendKeys({ type: 'print(1)' });
      const run = async () => {
        await until(() => !(shadow(stage.widget, '[part="run"]') as HTMLButtonElement).disabled, 'Run enabled');
        (shadow(stage.widget, '[part="run"]') as HTMLButtonElement).click();
      };
      server.hold();
      await run();
      await stage.show('compiling');
      server.release();
      await stage.show('success', 'output');
      server.fail('/code-compile', 400, 'SyntaxError');
      await run();
      await stage.show('compile-error', 'output');
      server.fail('/code-compile', 429, 'You already have 2 programs running or waiting.');
      await run();
      await stage.show('refused');
      server.fail('/code-compile', 503, 'down');
      await run();
      await stage.show('error');
      server.fail('/code-compile', 404, 'no such call');
      await run();
      await stage.show('unavailable');
    }),

  'typing-tutor': (stage) =>
    withLibraryServer({}, async () => {
      await stage.show('widget', 'idle', 'progress', 'sign-in');
      await signIn();
      await stage.show('no-history');
      stage.searchServer.hold();
      searchWord('dog');
      await stage.show('loading');
      stage.searchServer.release();
      await stage.show('lesson', 'lesson-heading', 'lesson-text', 'label', 'input', 'stats');
      await setLocale('de');
      await stage.show('language-note');
      await setLocale('en');
      const lesson = shadow(stage.widget, '[part="lesson-text"]')?.textContent ?? '';
      // One wrong key after the first: a missed key, then the lesson to its end.
      enter(shadow(stage.widget, '[part="input"]'), `${lesson.slice(0, 1)}#${lesson.slice(1)}`);
      await stage.show('result', 'missed-keys', 'again', 'next', 'chart', 'legend', 'history');
      searchWord('photosynthesys');
      await stage.show('empty', 'suggestions', 'suggestion');
      const nothing = { found: true, suggestions: [], language: 'en', term: 'hush', text: '' };
      stage.searchServer.answer('custom.snippet', 'hush', {
        ...nothing,
        word: 'hush',
        synsetId: null,
        partOfSpeech: null,
        sentences: [],
      });
      stage.searchServer.answer('explore.description', 'hush', { ...nothing, mode: 'Default', query: 'hush' });
      searchWord('hush');
      await stage.show('no-lessons');
      stage.searchServer.fail('custom.snippet', 503, 'down');
      searchWord('cat');
      await stage.show('error', 'retry');
      stage.searchServer.heal();
    }),

  dimension: (stage) =>
    lookupStates(stage, questionCall(stage, 'dimension'), [
      'heading',
      'list',
      'item',
      'attribute-name',
      'attribute-hint',
      'facts',
      'term',
      'nothing-known',
    ]),

  glossary: (stage) =>
    lookupStates(stage, searchCall(stage, 'explore.links'), [
      'heading',
      'list',
      'item',
      'term',
      'part-of-speech',
      'relation',
    ]),

  async information(stage) {
    await lookupStates(stage, searchCall(stage, 'explore.explore'), [
      'heading',
      'meaning',
      'part-of-speech',
      'definitions',
      'example',
      'description',
      'description-heading',
      'modes',
      'mode',
      'text',
    ]);
    searchWord('dog');
    setDescriptionMode('Marked Up');
    await stage.show('term');
    setDescriptionMode('Entities');
    await stage.show('entities', 'term');
    setDescriptionMode('Sentences');
    await stage.show('chunks', 'chunk', 'text');
    await withLibraryServer({}, async () => {
      await signIn();
      await stage.show('eddie-explains', 'explain');
      await wholeAnswerStates(stage, '/eddie/prompt/info', () => press(stage.widget, 'Ask Eddie to explain “dog”'), [
        'eddie-explains',
      ]);
    });
  },

  async 'wiki-data-card'(stage) {
    await lookupStates(stage, searchCall(stage, 'custom.wikidata'), [
      'part-of-speech',
      'heading',
      'description',
      'facts',
      'fact',
      'term',
      'other-senses',
      'encyclopedia',
      'encyclopedia-note',
    ]);
    const word = 'Albert Einstein';
    const recorded = (await (
      await fetch('/api/v1/custom/wikidata', { method: 'POST', body: JSON.stringify({ word, images: true }) })
    ).json()) as Record<string, unknown>;
    stage.searchServer.answer('custom.wikidata', word, {
      ...recorded,
      summary: {
        configured: true,
        found: true,
        title: word,
        extract: 'Albert Einstein was a theoretical physicist.',
        imageUrl: `${location.origin}/no-such-picture.png`,
        pageUrl: 'https://en.wikipedia.org/wiki/Albert_Einstein',
      },
    });
    searchWord(word);
    await stage.show('encyclopedia', 'picture', 'encyclopedia-heading', 'extract', 'source');
  },

  async detail(stage) {
    await stage.show('widget', 'idle');
    searchWord('dog');
    await stage.show('caption', 'heading', 'facts', 'description');
    searchWord('photosynthesys');
    await stage.show('empty', 'suggestion');
  },

  'search-engine': (stage) => stage.show('widget', 'form', 'input', 'submit'),

  help: (stage) => stage.show('widget', 'intro', 'heading', 'table', 'keys', 'note', 'more'),

  async 'graph-explore'(stage) {
    await lookupStates(stage, searchCall(stage, 'custom.snippetGraph'), [
      'mode',
      'canvas',
      'focused',
      'message',
      'keys',
    ]);
    // The unknown word of the lookup states emptied the graph: a word's graph drawn again.
    searchWord('dog');
    await until(() => exploreGraph.signals.nodes.value.length > 0, 'the graph drawn again');
    // Delete on a drawn graph asks before emptying it.
    const canvas = stage.widget.shadowRoot?.querySelector('[part="canvas"]');
    canvas?.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Delete', code: 'Delete', bubbles: true, composed: true }),
    );
    await stage.show('dialog');
    // The function_call mode: Enter on the focused node opens its property generator.
    const key = (name: string) =>
      canvas?.dispatchEvent(new KeyboardEvent('keydown', { key: name, code: name, bubbles: true, composed: true }));
    (stage.widget.shadowRoot?.querySelector('[part="dialog"] button') as HTMLElement | null)?.click();
    await until(() => !has(stage.widget, 'dialog'), 'the question closed');
    exploreGraph.actions.run({ type: 'mode', mode: 'function_call' });
    const focused = () => shadow(stage.widget, '[part="focused"]')?.textContent;
    const before = focused();
    key('ArrowRight');
    await until(() => focused() !== before, 'a node focused');
    key('Enter');
    await stage.show('dialog', 'generator-status');
    // Signed in, the mode offers the smart query too.
    await withLibraryServer({}, async () => {
      await signIn();
      await stage.show('smart-query');
    });
  },

  'ask-me-question': (stage) =>
    withLibraryServer({}, async () => {
      const { widget } = stage;
      const questions = fakeEddieServer('/eddie/prompt/info/stream');
      const eddie = fakeEddieServer();
      try {
        await signIn();
        await stage.show('widget', 'idle');
        questions.failNext(400, 'No.');
        searchWord('dog');
        await stage.show('error', 'retry');
        (shadow(widget, '[part="retry"]') as HTMLElement | null)?.click();
        await questions.send('- Why do dogs bark?\n');
        await stage.show('loading', 'streaming');
        const streamed = () => shadow(widget, '[part="streaming"]')?.textContent ?? '';
        await until(() => streamed().includes('Why do dogs bark?'), 'the question streamed in');
        questions.end();
        await stage.show('form', 'questions', 'question-choice', 'input', 'hint', 'submit', 'status');
        const box = shadow(widget, '[part="input"]');
        if (!(box instanceof HTMLTextAreaElement)) throw new Error('no answer box');
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(box, 'To talk.');
        box.dispatchEvent(new Event('input', { bubbles: true }));
        (shadow(widget, '[part="form"]') as HTMLFormElement | null)?.requestSubmit();
        await eddie.send('Partly right.');
        await stage.show('conversation', 'turn', 'question', 'answer', 'turn-status', 'stop');
        eddie.end();
        searchWord('zzqx');
        await questions.send('Nothing related.');
        questions.end();
        await stage.show('empty');
      } finally {
        eddie.restore();
        questions.restore();
      }
    }),

  dendro: (stage) => lookupStates(stage, searchCall(stage, 'custom.entityCluster'), ['canvas', 'help']),

  async 'global-search'(stage) {
    const { widget } = stage;
    const spelling = questionCall(stage, 'custom.spell');
    await stage.show('widget', 'form', 'input', 'submit', 'idle');
    spelling.hold();
    searchWord('dog');
    await stage.show('status');
    spelling.release();
    await until(() => widget.shadowRoot?.textContent?.includes('now shows') === true, 'the spelling checked');
    searchWord('photosynthesys');
    await stage.show('status', 'suggestions', 'suggestion');
    spelling.fail();
    searchWord('cat');
    await stage.show('error', 'retry');
    spelling.heal();
    const seed = { notes: [note('n1', 'Dogs')], graphs: [savedGraph('g1', 'Dog breeds')] };
    await withLibraryServer(seed, async (server) => {
      server.hold();
      await signIn();
      searchWord('dog');
      await stage.show('library', 'library-status');
      server.fail('/query', 503, 'down');
      server.release();
      await stage.show('library-error');
      server.heal();
      await press(widget, 'Try again', '[part="library-error"]');
      await stage.show('found');
      server.hold();
      (shadow(widget, 'button[aria-label="Load the graph “Dog breeds” into Graph Explore"]') as HTMLElement).click();
      await stage.show('progress');
      server.fail('/g6graph', 400, 'No.');
      server.release();
      await stage.show('failure');
      server.heal();
    });
  },

  eddie: (stage) =>
    withLibraryServer({}, async () => {
      const { widget } = stage;
      await stage.show('widget', 'sign-in');
      const eddie = fakeEddieServer();
      const ask = (question: string) => {
        const box = shadow(widget, '[part="input"]');
        if (!(box instanceof HTMLTextAreaElement)) throw new Error('no question box');
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(box, question);
        box.dispatchEvent(new Event('input', { bubbles: true }));
        (shadow(widget, '[part="form"]') as HTMLFormElement | null)?.requestSubmit();
      };
      try {
        await signIn();
        await stage.show('empty', 'form', 'label', 'input', 'hint', 'submit', 'clear', 'status');
        ask('What is chlorophyll?');
        await eddie.send('Chlorophyll is green.');
        await stage.show('conversation', 'turn', 'question', 'answer', 'turn-status', 'stop');
        eddie.end();
        await stage.show('show-graph', 'graph-status');
        eddie.failNext(400, 'No.');
        await until(() => has(widget, 'submit'), 'the answer ended');
        ask('And now?');
        await stage.show('error');
        eddie.holdHistory();
        (shadow(widget, '[part="history-toggle"]') as HTMLElement | null)?.click();
        await stage.show('history-toggle', 'history', 'history-loading');
        eddie.releaseHistory();
        await stage.show('history-empty');
        (shadow(widget, '[part="history-toggle"]') as HTMLElement | null)?.click();
        await until(() => !has(widget, 'history'), 'the history closed');
        eddie.history.push(...Array.from({ length: 21 }, (_, n) => exchange(`x${n}`, `Question ${n}`, 'An answer.')));
        eddie.failHistoryNext(503, 'down');
        (shadow(widget, '[part="history-toggle"]') as HTMLElement | null)?.click();
        await stage.show('history-error');
        (shadow(widget, '[part="history-error"] button') as HTMLElement | null)?.click();
        await stage.show('history-item', 'history-more', 'history-continue', 'history-room');
        (shadow(widget, '[part="history-continue"]') as HTMLElement | null)?.click();
        await stage.show('room');
      } finally {
        chatRoom.leave();
        eddie.restore();
      }
    }),

  'brain-library': (stage) =>
    withLibraryServer({}, async () => {
      const { widget } = stage;
      const server = fakeBrainsServer();
      const submit = () => (shadow(widget, '[part="train"]') as HTMLFormElement | null)?.requestSubmit();
      try {
        await stage.show('widget', 'sign-in');
        server.hold();
        server.failNext('/brains', 400, 'No.');
        await signIn();
        await stage.show('loading');
        server.release();
        await stage.show('error', 'retry');
        (shadow(widget, '[part="retry"]') as HTMLElement | null)?.click();
        await stage.show('train', 'namespace', 'files', 'upload', 'empty');
        (shadow(widget, 'input[value="custom"]') as HTMLElement | null)?.click();
        await stage.show('custom-namespace');
        submit();
        await stage.show('problem');
        enter(shadow(widget, '[part="custom-namespace"]'), 'geology');
        const files = shadow(widget, '[part="files"]') as HTMLInputElement;
        const chosen = new DataTransfer();
        chosen.items.add(new File(['Magma cools into basalt.'], 'rocks.md'));
        files.files = chosen.files;
        server.hold();
        submit();
        await stage.show('training');
        server.release();
        await stage.show('results', 'brains', 'brain', 'files-count', 'connect');
        server.hold();
        (shadow(widget, '[part="connect"]') as HTMLElement | null)?.click();
        await stage.show('progress');
        server.release();
        await until(() => shadow(widget, '[part="connect"]')?.getAttribute('aria-pressed') === 'true', 'connected');
        await until(() => (shadow(widget, '[part="connect"]') as HTMLButtonElement).disabled === false, 'saved');
        server.failNext('/userProfiles/brains', 400, 'No.');
        (shadow(widget, '[part="connect"]') as HTMLElement | null)?.click();
        await stage.show('failure');
      } finally {
        server.restore();
      }
    }),

  'document-chat': (stage) =>
    withLibraryServer({}, async () => {
      const { widget } = stage;
      const server = fakeBrainsServer([{ vectorStoreId: 's1', namespace: 'main', connected: false, files: [] }]);
      try {
        await stage.show('widget', 'sign-in');
        server.hold();
        server.failNext('/brains', 400, 'No.');
        await signIn();
        await stage.show('loading');
        server.release();
        await stage.show('error', 'retry');
        (shadow(widget, '[part="retry"]') as HTMLElement | null)?.click();
        await stage.show('empty');
        // Connected elsewhere (the Brain Library); signing in again reads the brains again.
        server.brains[0]!.connected = true;
        await session.actions.logout();
        await signIn();
        await stage.show('start', 'form', 'brain', 'input', 'hint', 'submit', 'status');
        const box = shadow(widget, '[part="input"]');
        if (!(box instanceof HTMLTextAreaElement)) throw new Error('no question box');
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(box, 'Basalt?');
        box.dispatchEvent(new Event('input', { bubbles: true }));
        (shadow(widget, '[part="form"]') as HTMLFormElement | null)?.requestSubmit();
        await server.send('Lava cools into basalt (rocks.md, passage 1).');
        await stage.show('conversation', 'turn', 'question', 'answer', 'turn-status', 'stop');
        server.end();
      } finally {
        server.restore();
      }
    }),

  'smart-graph': (stage) =>
    withLibraryServer({}, async (library) => {
      const { widget } = stage;
      const server = fakeSmartGraphServer({
        g1: [
          smartMessage('user', 'Roots?'),
          smartMessage('assistant', 'They drink.'),
          smartMessage('user', 'What is this?', 'file-1'),
          smartMessage('assistant', 'A leaf.'),
        ],
      });
      server.files.set('file-1', new File([new Uint8Array([137, 80, 78, 71])], 'leaf.png', { type: 'image/png' }));
      server.charts = [{ title: 'Hardness', labels: ['Talc', 'Quartz'], values: [1, 7] }];
      server.passages = [{ nodeId: 'n2', label: 'Roots', text: 'Roots: Roots take up water from the soil.' }];
      server.rail = [{ label: 'plant', description: '(botany) a living organism lacking the power of locomotion' }];
      // An earlier scenario opened a saved graph: a thought visited since means no saved graph is shown.
      exploreGraph.actions.run({ type: 'addNode', node: graphNodeSchema.parse({ id: 'basalt', label: 'basalt' }) });
      exploreGraph.actions.run({ type: 'visit', id: 'basalt' });
      try {
        await stage.show('widget', 'sign-in');
        library.hold();
        await signIn();
        await stage.show('loading');
        library.release();
        await stage.show('empty');
        // A graph saved elsewhere (the Graph Library); signing in again reads the saved graphs again.
        library.library.graphs.push(savedGraph('g1', 'Plants'));
        server.failNext('/g6graph/smart/create', 400, 'No.');
        await session.actions.logout();
        await signIn();
        await stage.show('graph', 'error', 'retry');
        (shadow(widget, '[part="retry"]') as HTMLElement | null)?.click();
        await stage.show('conversation', 'turn', 'question', 'answer', 'charts', 'chart', 'form', 'input', 'hint');
        await stage.show('image', 'submit', 'reset', 'status', 'files', 'open-file', 'memory', 'rail');
        (shadow(widget, '[part="open-file"]') as HTMLElement | null)?.click();
        await stage.show('file-link');
        for (const [box, words] of [
          ['memory', 'water'],
          ['rail', 'In photosynthesis the plant makes sugar.'],
        ] as const) {
          const details = shadow(widget, `[part="${box}"]`) as HTMLDetailsElement | null;
          if (!details) throw new Error(`no ${box} box`);
          details.open = true;
          const field = details.querySelector('input, textarea') as HTMLInputElement | HTMLTextAreaElement | null;
          if (!field) throw new Error(`no ${box} field`);
          const prototype = Object.getPrototypeOf(field) as object;
          Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, words);
          field.dispatchEvent(new Event('input', { bubbles: true }));
          (details.querySelector('form') as HTMLFormElement | null)?.requestSubmit();
        }
        await stage.show('passages', 'suggestions');
        const image = shadow(widget, '[part="image"]') as HTMLInputElement;
        const files = new DataTransfer();
        files.items.add(new File(['x'], 'notes.txt', { type: 'text/plain' }));
        image.files = files.files;
        image.dispatchEvent(new Event('change', { bubbles: true }));
        await stage.show('image-problem');
        (shadow(widget, '[part="reset"]') as HTMLElement | null)?.click();
        await stage.show('confirm', 'confirm-reset', 'cancel-reset');
        (shadow(widget, '[part="confirm-reset"]') as HTMLElement | null)?.click();
        await stage.show('start');
        const box = shadow(widget, '[part="input"]');
        if (!(box instanceof HTMLTextAreaElement)) throw new Error('no question box');
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(box, 'Roots?');
        box.dispatchEvent(new Event('input', { bubbles: true }));
        (shadow(widget, '[part="form"]') as HTMLFormElement | null)?.requestSubmit();
        await server.send('They drink ([Roots](#search/Roots)).');
        await stage.show('turn-status', 'stop');
        server.end();
      } finally {
        server.restore();
        exploreGraph.actions.run({ type: 'clear' });
      }
    }),

  async ask(stage) {
    const { widget } = stage;
    const server = questionCall(stage, 'custom.askWolfram');
    await stage.show('widget', 'form', 'label', 'input', 'submit', 'examples', 'example', 'idle');
    server.hold();
    buttonNamed(widget, '2^10 / 4')?.click();
    await stage.show('loading');
    server.release();
    await stage.show('answer', 'question', 'result', 'source');
    buttonNamed(widget, 'what is photosynthesis')?.click();
    await stage.show('search', 'note');
    // No recorded question goes unanswered: this one answer says the server could not answer it.
    const answering = globalThis.fetch;
    globalThis.fetch = async (input, init) =>
      String(input instanceof Request ? input.url : input).includes('/custom/askwolfram')
        ? new Response(JSON.stringify({ ans: 'I cannot work that out.', answered: false, engine: 'offline' }), {
            headers: { 'content-type': 'application/json' },
          })
        : answering(input, init);
    try {
      buttonNamed(widget, '12 km in miles')?.click();
      await stage.show('empty');
    } finally {
      globalThis.fetch = answering;
    }
    server.fail();
    buttonNamed(widget, 'solve 2x + 3 = 11')?.click();
    await stage.show('error', 'retry');
    server.heal();
    await withLibraryServer({}, async () => {
      await signIn();
      await until(() => buttonNamed(widget, 'Ask Eddie') !== undefined, 'the Ask Eddie button');
      await wholeAnswerStates(stage, '/eddie/query', async () => buttonNamed(widget, 'Ask Eddie')?.click(), [
        'ask-eddie',
      ]);
    });
  },

  leaderboard: (stage) =>
    standingStates(stage, '/leaderboard', async (server) => {
      server.standing.leaderboard = { leaders: [{ rank: 1, username: 'grace', points: 12, rubies: 1 }], you: null };
      standing.leaderboard.reload();
      await stage.show('board', 'leader', 'your-place');
    }),

  'skill-graph': (stage) =>
    standingStates(stage, '/skills/top', async (server) => {
      server.standing.skills = [skill('volcano', 1, 0)];
      standing.skills.reload();
      await stage.show('show-table', 'plot', 'table');
    }),
};

describe('::part names of the widgets', () => {
  let searchServer: FakeSearchServer | undefined;
  let questionServer: FakeQuestionServer | undefined;
  let style: HTMLStyleElement | undefined;
  let probe: HTMLElement | undefined;

  beforeEach(() => {
    // Parts, not roles, are under test here (src/abilities): a visitor may not load every widget (spec 1 §6).
    abilities.value = createAbility(allowAllRules);
    setDescriptionMode('Default');
    // The question server answers its own calls and hands every other one to the search server.
    searchServer = fakeSearchServer();
    questionServer = fakeQuestionServer();
  });
  afterEach(async () => {
    questionServer?.restore();
    searchServer?.restore();
    search.actions.clear();
    setDescriptionMode('Default');
    abilities.value = pageAbility(session.signals.user.value);
    style?.remove();
    probe?.remove();
    await setLocale('en');
  });

  it('covers every widget, each with its README', () => {
    expect(Object.keys(scenarios).sort()).to.deep.equal(widgetRegistry.map((entry) => entry.name).sort());
    for (const entry of widgetRegistry) expect(documented(entry.name).parts, entry.name).to.include('widget');
  });

  for (const entry of widgetRegistry) {
    it(`<${entry.tag}> has every part its README lists, and only those, styled by ::part() rules`, async () => {
      const scenario = scenarios[entry.name];
      if (!scenario || !searchServer || !questionServer) throw new Error(`no scenario for ${entry.name}`);
      const { parts, example } = documented(entry.name);
      await entry.load();

      style = document.createElement('style');
      style.textContent =
        parts.map((part) => `${entry.tag}::part(${part}) { outline-color: ${MARK}; }`).join('\n') + example.css;
      document.head.append(style);
      // The value the example's declaration computes to, on a plain element of the page.
      probe = document.createElement('div');
      probe.style.setProperty(example.property, example.value);
      document.body.append(probe);
      const expected = getComputedStyle(probe).getPropertyValue(example.property);

      const widget = await fixture<HTMLElement>(`<${entry.tag}></${entry.tag}>`);
      const seen = new Set<string>();
      let exampleStyled = false;
      const stage: Stage = {
        widget,
        searchServer,
        questionServer,
        async show(...wanted) {
          await until(() => wanted.every((part) => has(widget, part)), `the parts ${wanted.join(', ')}`);
          for (const element of partsIn(widget)) {
            for (const part of element.part) {
              expect(parts, `<${entry.tag}> shows a part its README does not list`).to.include(part);
              expect(getComputedStyle(element).outlineColor, `::part(${part})`).to.equal(MARK);
              seen.add(part);
            }
            if (element.part.contains(example.part)) {
              expect(getComputedStyle(element).getPropertyValue(example.property), 'the README example').to.equal(
                expected,
              );
              exampleStyled = true;
            }
          }
        },
      };
      await scenario(stage);

      expect([...seen].sort(), 'parts seen').to.deep.equal([...parts].sort());
      expect(exampleStyled, `the README's ::part(${example.part}) rule`).to.equal(true);
    });
  }
});
