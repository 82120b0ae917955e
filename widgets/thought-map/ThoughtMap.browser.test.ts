/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { buttonNamed, shadowText as text } from '../../src/elements/shadow-query.ts';
import { graphNodeSchema } from '../../src/contract/graph.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { searchWord, thought } from '../../src/kit/search.ts';
import { tokens } from '../../src/kit/api.ts';
import { session } from '../../src/kit/session.ts';
import { replay, thoughtMap } from '../../src/kit/thought-map.ts';
import { until } from '../../src/testing/until.ts';
import { REPLAY_STEP_MS } from '../../src/quests/replay.ts';
import { viewOf } from '../../src/graph-view/g6-view.ts';
import './index.ts';

/** Ids differ from test to test: the graph's thought history outlives a cleared graph. */
let run = 0;
function explore(name: string, label: string): void {
  const id = `${name}-${run}`;
  exploreGraph.actions.run({ type: 'addNode', node: graphNodeSchema.parse({ id, label, tjType: 'wikiLinks' }) });
  exploreGraph.actions.run({ type: 'visit', id });
}

const items = (element: HTMLElement) =>
  [...(element.shadowRoot?.querySelectorAll('[part="item"] button') ?? [])].map((item) => item.textContent);

describe('<tj-thought-map>', function () {
  this.timeout(20_000);
  beforeEach(() => {
    run += 1;
    replay.actions.stop();
    exploreGraph.actions.run({ type: 'clear' });
    thoughtMap.actions.setMode('auto');
    thoughtMap.actions.clear();
  });

  it('invites an exploration, then draws each visited thought as a box on the map and in the list', async () => {
    const element = await fixture<HTMLElement>(html`<tj-thought-map style="height: 480px"></tj-thought-map>`);
    await until(() => text(element).includes('each thought you visit joins your thought map'), 'the invitation');
    explore('atom', 'Atom');
    explore('bond', 'Bond');
    await until(() => items(element).length === 2, 'two thoughts listed');
    expect(items(element)).to.deep.equal(['Atom', 'Bond']);
    const canvas = element.shadowRoot?.querySelector('[part="canvas"]');
    if (!canvas) throw new Error('no map drawn');
    await until(() => viewOf(canvas)?.inspect(`bond-${run}`) != null, 'the boxes drawn');
    const view = viewOf(canvas);
    expect(view?.inspect(`bond-${run}`)?.states).to.include('thought');
    expect(text(element)).to.contain('Recording your exploration: 4 steps so far.');
  });

  it('a thought chosen in the list is explored again', async () => {
    const element = await fixture<HTMLElement>(html`<tj-thought-map></tj-thought-map>`);
    explore('atom', 'Atom');
    explore('bond', 'Bond');
    await until(() => items(element).length === 2, 'two thoughts listed');
    (element.shadowRoot?.querySelector('[part="item"] button') as HTMLButtonElement).click();
    expect(thought.value).to.deep.include({ word: 'Atom', type: 'entity' });
  });

  it('manual recording adds only what "Save this thought" saves', async () => {
    const element = await fixture<HTMLElement>(html`<tj-thought-map></tj-thought-map>`);
    const choices = () => element.shadowRoot?.querySelectorAll<HTMLInputElement>('[part="recording"] input') ?? [];
    await until(() => choices().length === 2, 'the recording choice');
    choices()[1]?.click();
    await until(() => text(element).includes('Manual recording'), 'manual');
    explore('atom', 'Atom');
    expect(items(element)).to.deep.equal([]);
    buttonNamed(element, 'Save this thought')?.click();
    await until(() => items(element).length === 1, 'the saved thought');
    expect(text(element)).to.contain('The current thought is on your map.');
  });

  it('replays the recorded steps one per second with a spinner, and stops when asked', async () => {
    const element = await fixture<HTMLElement>(html`<tj-thought-map></tj-thought-map>`);
    expect(buttonNamed(element, 'Replay'), 'no replay before anything is recorded').to.equal(undefined);
    explore('atom', 'Atom');
    explore('bond', 'Bond');
    await until(() => buttonNamed(element, 'Replay') != null, 'the replay button');
    buttonNamed(element, 'Replay')?.click();
    await until(() => text(element).includes('Replaying step 1 of 4'), 'the first step');
    expect(element.shadowRoot?.querySelector('[part="stop"] .lookup-spinner')).to.not.equal(null);
    expect(exploreGraph.signals.nodes.value.map((node) => node.data.id)).to.deep.equal([`atom-${run}`]);
    await until(() => text(element).includes('Replaying step 2 of 4'), 'the second step', REPLAY_STEP_MS + 500);
    buttonNamed(element, 'Stop replay')?.click();
    await until(() => buttonNamed(element, 'Replay') != null, 'the replay button back');
    expect(exploreGraph.signals.nodes.value.map((node) => node.data.id)).to.deep.equal([`atom-${run}`]);
    // A replay records nothing: the map and its steps are as they were.
    expect(thoughtMap.signals.records.value).to.have.length(4);
  });

  it('clears the map after a confirmation', async () => {
    const element = await fixture<HTMLElement>(html`<tj-thought-map></tj-thought-map>`);
    explore('atom', 'Atom');
    await until(() => items(element).length === 1, 'the thought');
    buttonNamed(element, 'Clear')?.click();
    await until(() => buttonNamed(element, 'Yes, clear it') != null, 'the confirmation');
    buttonNamed(element, 'Yes, clear it')?.click();
    await until(() => text(element).includes('Thought map cleared.'), 'cleared');
    expect(items(element)).to.deep.equal([]);
  });

  describe('saving as a quest', () => {
    const calls: { method: string; path: string; body: unknown }[] = [];
    const pageFetch = window.fetch;
    beforeEach(async () => {
      calls.length = 0;
      window.fetch = async (input, init) => {
        const request = new Request(input, init);
        const path = new URL(request.url).pathname.replace(/^.*\/api\/v1/, '');
        if (path === '/auth/me') return Response.json({ id: 'u1', username: 'ada' });
        const body: unknown = request.method === 'GET' ? null : await request.json();
        calls.push({ method: request.method, path, body });
        if (path === '/states')
          return Response.json({ id: 's1', timestamp: '2026-11-23T00:00:00Z', ...(body as object) });
        const id = path === '/quests' ? 'q-new' : path.split('/').pop();
        return Response.json({ id, ...(body as object) });
      };
      session.actions.storeTokens({ token: 'aaa.bbb.ccc', refreshToken: 'refresh-0123456789abcdef' });
      await session.actions.initAuth();
    });
    afterEach(() => {
      window.fetch = pageFetch;
      tokens.clear();
    });

    async function saveAs(element: HTMLElement, title: string): Promise<void> {
      const input = element.shadowRoot?.querySelector<HTMLInputElement>('[part="save-quest"] input');
      if (!input) throw new Error('no title box');
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, title);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      buttonNamed(element, 'Save as quest')?.click();
    }

    it('saves the map with its recorded steps; saved again, asks to override it or save a new one', async () => {
      const element = await fixture<HTMLElement>(html`<tj-thought-map></tj-thought-map>`);
      explore('atom', 'Atom');
      explore('bond', 'Bond');
      await until(() => element.shadowRoot?.querySelector('[part="save-quest"] input') != null, 'the quest form');
      await saveAs(element, 'Chemistry');
      await until(() => text(element).includes('Saved as the quest “Chemistry”.'), 'saved');
      const [created] = calls.filter((call) => call.path === '/quests');
      const map = (created?.body as { thought_map: { nodes: unknown[]; mutations: unknown[] } }).thought_map;
      expect(map.nodes).to.have.length(2);
      expect(map.mutations).to.have.length(4);
      expect(thoughtMap.signals.questId.value).to.equal('q-new');

      await saveAs(element, 'Chemistry 2');
      await until(() => text(element).includes('Do you want to override graph?'), 'the override question');
      buttonNamed(element, 'Yes')?.click();
      await until(() => calls.some((call) => call.method === 'PUT' && call.path === '/quests/q-new'), 'the update');
      // The form takes the next title once the update is answered (its button is disabled while it saves).
      await until(() => text(element).includes('Saved as the quest “Chemistry 2”.'), 'the update answered');

      await saveAs(element, 'Chemistry 3');
      await until(() => buttonNamed(element, 'No, save a new quest') != null, 'the override question again');
      buttonNamed(element, 'No, save a new quest')?.click();
      await until(
        () => calls.filter((call) => call.method === 'POST' && call.path === '/quests').length === 2,
        'a second quest',
      );
    });

    it('refuses an empty map and a blank title, saying why, and sends nothing', async () => {
      const element = await fixture<HTMLElement>(html`<tj-thought-map></tj-thought-map>`);
      await until(() => element.shadowRoot?.querySelector('[part="save-quest"] input') != null, 'the quest form');
      await saveAs(element, 'Nothing yet');
      await until(() => text(element).includes('Your thought map is empty'), 'the empty map refusal');
      explore('atom', 'Atom');
      await saveAs(element, '   ');
      await until(() => text(element).includes('Give the quest a title.'), 'the title refusal');
      expect(calls.filter((call) => call.path.startsWith('/quests'))).to.deep.equal([]);
    });

    it('shares this moment: the thought, its graph and the recorded steps under a /thought/{id} link', async () => {
      // The thought first, then the widget: its first drawing already shows it (an earlier test's thought, still
      // drawn, would otherwise be the one a click in the same frame shares).
      searchWord('atom');
      explore('atom', 'Atom');
      const element = await fixture<HTMLElement>(html`<tj-thought-map></tj-thought-map>`);
      await until(() => buttonNamed(element, 'Share this moment') != null, 'the share button');
      buttonNamed(element, 'Share this moment')?.click();
      await until(() => element.shadowRoot?.querySelector('[part="share"] a') != null, 'the link');
      const link = element.shadowRoot?.querySelector<HTMLAnchorElement>('[part="share"] a');
      expect(new URL(link?.href ?? '').pathname).to.equal('/thought/s1');
      const [shared] = calls.filter((call) => call.path === '/states');
      const body = shared?.body as { state: { thought: { word: string } }; mutationSeries: unknown[]; actor: string };
      expect(body.state.thought.word).to.equal('atom');
      expect(body.mutationSeries).to.have.length(2);
      expect(body.actor).to.equal('ada');
    });
  });
});
