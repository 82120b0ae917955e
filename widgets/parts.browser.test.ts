/// <reference types="mocha" />
import { expect, fixture } from '@open-wc/testing';
import { buttonNamed } from '../src/elements/shadow-query.ts';
import { tokens } from '../src/kit/api.ts';
import { exploreGraph, linkedGraph } from '../src/kit/graph.ts';
import { search, searchWord } from '../src/kit/search.ts';
import { session } from '../src/kit/session.ts';
import { setDescriptionMode } from '../src/preferences/description-mode.ts';
import { setLocale } from '../src/preferences/locale.ts';
import { fakeQuestionServer, type FakeQuestionServer } from '../src/testing/fake-question-server.ts';
import { fakeSearchServer, until, type FakeSearchServer } from '../src/testing/fake-search-server.ts';
import { widgetRegistry } from './registry.ts';

/**
 * Every ready widget's ::part names, read from the parts table of the README beside it (issue 7 point 5): each
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
  const section = /^## Parts\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? '';
  const parts = [...section.matchAll(/^\|\s*`([a-z][a-z-]*)`\s*\|/gm)].map((match) => match[1] ?? '');
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

/** GET /events for a signed-in learner: answered with these events, held, or failed; /auth/me answers the profile. */
async function withEventsServer(
  run: (mode: { set(next: 'events' | 'none' | 'hold' | 'fail'): void }) => Promise<void>,
) {
  const pageFetch = window.fetch;
  let current: 'events' | 'none' | 'hold' | 'fail' = 'events';
  let release = (): void => undefined;
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname.endsWith('/api/v1/auth/me')) return Response.json({ id: 'u1', username: 'ada' });
    if (!url.pathname.endsWith('/api/v1/events')) return pageFetch(input, init);
    if (current === 'hold') await new Promise<void>((resolve) => (release = resolve));
    if (current === 'fail') return Response.json({ message: 'down' }, { status: 400 });
    const items =
      current === 'none'
        ? []
        : [
            {
              id: 'e1',
              actor: 'ada',
              verb: 'WIKI_LOOKUP',
              value: 'dog',
              dataSource: 'tj-client-web',
              timestamp: '2026-01-01T00:00:00Z',
            },
          ];
    return Response.json({ items, pageNo: 0, pageSize: 20, total: items.length });
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

const scenarios: Record<string, (stage: Stage) => Promise<void>> = {
  async 'graph-controls'(stage) {
    await stage.show('widget', 'mode', 'mode-hotkey', 'layout', 'settings', 'setting', 'arrows', 'groups');
    enter(shadow(stage.widget, '[part="setting"]'), '');
    await stage.show('refusal');
    enter(shadow(stage.widget, '[part="setting"]'), '300');
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
      events.set('events');
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

  snippet: (stage) =>
    lookupStates(stage, searchCall(stage, 'custom.snippet'), ['part-of-speech', 'heading', 'text', 'source']),

  'data-card': (stage) =>
    lookupStates(stage, searchCall(stage, 'custom.dictionary'), [
      'heading',
      'meaning',
      'part-of-speech',
      'definitions',
      'example',
      'words',
      'term',
      'source',
    ]),

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
    await stage.show('caption', 'heading', 'facts');
  },

  'search-engine': (stage) => stage.show('widget', 'form', 'input', 'submit'),

  async 'graph-explore'(stage) {
    await lookupStates(stage, searchCall(stage, 'custom.snippetGraph'), [
      'mode',
      'canvas',
      'focused',
      'message',
      'keys',
    ]);
    // Delete on a drawn graph asks before emptying it.
    const canvas = stage.widget.shadowRoot?.querySelector('[part="canvas"]');
    canvas?.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Delete', code: 'Delete', bubbles: true, composed: true }),
    );
    await stage.show('dialog');
  },

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
  },

  async ask(stage) {
    const { widget } = stage;
    const server = questionCall(stage, 'custom.askWolfram');
    await stage.show('widget', 'form', 'label', 'input', 'submit', 'examples', 'example', 'idle');
    server.hold();
    buttonNamed(widget, '2^10 / 4')?.click();
    await stage.show('loading');
    server.release();
    await stage.show('answer', 'question', 'result', 'source');
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
  },
};

const ready = widgetRegistry.filter((entry) => entry.status === 'ready');

describe('::part names of the ready widgets', () => {
  let searchServer: FakeSearchServer | undefined;
  let questionServer: FakeQuestionServer | undefined;
  let style: HTMLStyleElement | undefined;
  let probe: HTMLElement | undefined;

  beforeEach(() => {
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
    style?.remove();
    probe?.remove();
    await setLocale('en');
  });

  it('covers every ready widget, each with its README', () => {
    expect(Object.keys(scenarios).sort()).to.deep.equal(ready.map((entry) => entry.name).sort());
    for (const entry of ready) expect(documented(entry.name).parts, entry.name).to.include('widget');
  });

  for (const entry of ready) {
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
