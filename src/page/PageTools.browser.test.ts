/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import FakeTimers from '@sinonjs/fake-timers';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import en from '../../locales/en.json';
import { fakeSearchServer, type FakeSearchServer } from '../testing/fake-search-server.ts';
import { until } from '../testing/until.ts';
import { fakeQuestionServer, type FakeQuestionServer } from '../testing/fake-question-server.ts';
import { graphNodeSchema } from '../contract/graph.ts';
import { exploreGraph } from '../kit/graph.ts';
import { thoughtMap } from '../kit/thought-map.ts';
import { closeQuickSearch, QUICK_SEARCH_ROTATE_MS } from './quick-search-overlay.ts';
import { search as pageSearch, thought } from '../kit/search.ts';
import { closeMeaning, wordMeaning } from './word-meaning-popup.ts';
import './index.ts';
import { quickSearchTitleKeys } from './quick-search-titles.ts';

const prompts: string[] = quickSearchTitleKeys.map((key) => (en as Record<string, string>)[key] ?? '');

/** Some text inside a shadow root, as widgets show it. */
async function shadowText(text: string): Promise<Text> {
  const host = await fixture(html`<div></div>`);
  const root = host.attachShadow({ mode: 'open' });
  const paragraph = document.createElement('p');
  paragraph.style.fontSize = '20px';
  paragraph.textContent = text;
  root.append(paragraph);
  const node = paragraph.firstChild;
  if (!(node instanceof Text)) throw new Error('no text');
  return node;
}

function rangeOf(node: Text, word: string): Range {
  const start = node.data.indexOf(word);
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, start + word.length);
  return range;
}

/** A mouse release as the browser sends it: at a point, composed out of the shadow root, with the keys held. */
function release(node: Text, word: string, keys: MouseEventInit): void {
  const rect = rangeOf(node, word).getBoundingClientRect();
  node.parentElement?.dispatchEvent(
    new MouseEvent('mouseup', {
      bubbles: true,
      composed: true,
      button: 0,
      clientX: rect.left + rect.width / 2,
      clientY: rect.top + rect.height / 2,
      ...keys,
    }),
  );
}

function select(node: Text, words: string): void {
  const range = rangeOf(node, words);
  document
    .getSelection()
    ?.setBaseAndExtent(range.startContainer, range.startOffset, range.endContainer, range.endOffset);
}

const tools = () => document.querySelector('tj-page-tools');
const inTools = <E extends Element>(selector: string): E | null =>
  tools()?.shadowRoot?.querySelector<E>(selector) ?? null;

describe('<tj-page-tools>', () => {
  let search: FakeSearchServer;
  let questions: FakeQuestionServer;
  beforeEach(async () => {
    search = fakeSearchServer();
    questions = fakeQuestionServer();
    await fixture(html`<tj-page-tools></tj-page-tools>`);
    await until(() => tools()?.shadowRoot?.querySelector('dialog') != null, 'the page tools');
  });
  afterEach(async () => {
    questions.restore();
    search.restore();
    closeQuickSearch();
    closeMeaning();
    exploreGraph.actions.run({ type: 'mode', mode: 'looked_at' });
    document.getSelection()?.removeAllRanges();
    pageSearch.actions.clear();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  describe('quick search', () => {
    it('ctrl + K opens a modal dialog with a prompt as its title and the focus in its Search... box', async () => {
      await sendKeys({ press: 'Control+k' });
      const dialog = inTools<HTMLDialogElement>('dialog');
      await until(() => dialog?.open === true, 'the overlay');
      expect(dialog?.matches(':modal')).to.equal(true);
      expect(dialog?.getAttribute('aria-label')).to.equal('Quick search');
      expect(prompts).to.include(inTools('.tj-quick-search-title')?.textContent);
      const box = inTools<HTMLInputElement>('input[role="combobox"]');
      expect(box?.placeholder).to.equal('Search...');
      // (Compared as a boolean: chai cannot print a custom element whose React props point back to it.)
      expect(tools()?.shadowRoot?.activeElement === box, 'the box has the focus').to.equal(true);
    });

    it('submitting searches the term, clears the box and closes the overlay', async () => {
      await sendKeys({ press: 'Control+k' });
      await until(() => inTools<HTMLDialogElement>('dialog')?.open === true, 'the overlay');
      await sendKeys({ type: 'Albert Einstein' });
      await sendKeys({ press: 'Enter' });
      await until(() => thought.value?.word === 'Albert Einstein', 'the search');
      expect(inTools<HTMLDialogElement>('dialog')?.open).to.equal(false);

      await sendKeys({ press: 'Control+k' });
      await until(() => inTools<HTMLDialogElement>('dialog')?.open === true, 'the overlay again');
      expect(inTools<HTMLInputElement>('input')?.value).to.equal('');
    });

    it('keeps Tab inside; Escape closes it and gives the focus back where it was', async () => {
      const before = await fixture<HTMLButtonElement>(html`<button>before</button>`);
      before.focus();
      await sendKeys({ press: 'Control+k' });
      const dialog = inTools<HTMLDialogElement>('dialog');
      await until(() => dialog?.open === true, 'the overlay');
      for (let step = 0; step < 6; step += 1) {
        await sendKeys({ press: 'Tab' });
        expect(dialog?.contains(tools()?.shadowRoot?.activeElement ?? null), `Tab ${step + 1} stays in`).to.equal(true);
      }
      await sendKeys({ press: 'Escape' });
      await until(() => dialog?.open === false, 'the overlay to close');
      expect(document.activeElement === before, 'the focus is back').to.equal(true);
    });

    it('rotates its title through the prompts, but not for a learner who asked for reduced motion', async () => {
      // Only the rotation's interval runs on a fake clock: the keyboard, React and `until` keep real time.
      const clock = FakeTimers.install({ toFake: ['setInterval', 'clearInterval'] });
      try {
        await sendKeys({ press: 'Control+k' });
        await until(() => inTools<HTMLDialogElement>('dialog')?.open === true, 'the overlay');
        const first = inTools('.tj-quick-search-title')?.textContent;
        clock.tick(QUICK_SEARCH_ROTATE_MS);
        await until(() => inTools('.tj-quick-search-title')?.textContent !== first, 'another prompt');
        expect(prompts).to.include(inTools('.tj-quick-search-title')?.textContent);

        await emulateMedia({ reducedMotion: 'reduce' });
        await until(() => clock.countTimers() === 0, 'the rotation to stop');
        const shown = inTools('.tj-quick-search-title')?.textContent;
        clock.tick(QUICK_SEARCH_ROTATE_MS * 3);
        expect(inTools('.tj-quick-search-title')?.textContent).to.equal(shown);
      } finally {
        clock.uninstall();
      }
    });
  });

  it('alt + T saves the current thought to the thought map, in manual recording too', async () => {
    thoughtMap.actions.clear();
    thoughtMap.actions.setMode('manual');
    exploreGraph.actions.run({
      type: 'addNode',
      node: graphNodeSchema.parse({ id: 'q1', label: 'Quartz', tjType: 'wikiLinks' }),
    });
    exploreGraph.actions.run({ type: 'visit', id: 'q1' });
    expect(thoughtMap.signals.map.value.nodes).to.deep.equal([]);
    await sendKeys({ press: 'Alt+t' });
    expect(thoughtMap.signals.map.value.nodes).to.deep.equal([{ id: 'q1', label: 'Quartz' }]);
    thoughtMap.actions.setMode('auto');
    thoughtMap.actions.clear();
    exploreGraph.actions.run({ type: 'clear' });
  });

  it('a second copy on the page stays quiet: one ctrl + K opens one overlay', async () => {
    const second = await fixture(html`<tj-page-tools></tj-page-tools>`);
    await sendKeys({ press: 'Control+k' });
    await until(() => inTools<HTMLDialogElement>('dialog')?.open === true, 'the overlay');
    expect(second.shadowRoot?.querySelector('dialog')).to.equal(null);
    const open = [...document.querySelectorAll('tj-page-tools')].filter(
      (element) => element.shadowRoot?.querySelector('dialog[open]') != null,
    );
    expect(open.length).to.equal(1);
  });

  describe('word meaning', () => {
    it('alt + mouse release on a word shows its meaning next to it; Escape closes it', async () => {
      const text = await shadowText('A dog barked at the moon.');
      release(text, 'dog', { altKey: true });
      await until(() => inTools('.tj-word-meaning ol') !== null, 'the meaning');
      const popup = inTools<HTMLElement>('.tj-word-meaning');
      expect(popup?.getAttribute('role')).to.equal('dialog');
      expect(popup?.getAttribute('aria-label')).to.equal('Meaning of “dog”');
      expect(popup?.textContent).to.contain('a member of the genus Canis');
      expect(tools()?.shadowRoot?.activeElement === popup, 'the popup has the focus').to.equal(true);
      // Next to the word: just under it.
      const word = rangeOf(text, 'dog').getBoundingClientRect();
      const box = popup?.getBoundingClientRect();
      expect(Math.abs((box?.top ?? 0) - word.bottom)).to.be.lessThan(20);

      await sendKeys({ press: 'Escape' });
      await until(() => wordMeaning.value === null, 'the popup to close');
      expect(inTools('.tj-word-meaning') === null).to.equal(true);
    });

    it('closes on a click elsewhere; an unknown word says so and offers what was meant', async () => {
      const text = await shadowText('Plants do photosynthesys daily.');
      release(text, 'photosynthesys', { altKey: true });
      await until(() => inTools('.tj-word-meaning [role="status"]')?.textContent?.includes('No meaning') === true, 'x');
      expect(inTools('.tj-word-meaning')?.textContent).to.contain('photosynthesis');
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      await until(() => inTools('.tj-word-meaning') === null, 'the popup to close');
    });

    it('says when the meaning could not be loaded', async () => {
      search.fail('custom.dictionary', 503, 'down');
      const text = await shadowText('A dog barked.');
      release(text, 'dog', { altKey: true });
      await until(() => inTools('.tj-word-meaning [role="alert"]') !== null, 'the error');
      expect(inTools('.tj-word-meaning [role="alert"]')?.textContent).to.contain('could not be loaded');
    });

    it('does nothing on a release beside the words', async () => {
      const text = await shadowText('dog cat');
      const line = rangeOf(text, 'dog cat').getBoundingClientRect();
      text.parentElement?.dispatchEvent(
        new MouseEvent('mouseup', {
          bubbles: true,
          composed: true,
          altKey: true,
          // Far to the right of the last word, on its line: the browser's caret lands after "cat" all the same.
          clientX: line.right + 150,
          clientY: line.top + line.height / 2,
        }),
      );
      // The gesture answers at once: a word found would already be loading before dispatchEvent returns.
      expect(wordMeaning.value).to.equal(null);
    });
  });

  describe('from the keyboard', () => {
    /** A link inside a shadow root, as a widget shows a related word, with the focus on it. */
    async function focusedLink(text: string): Promise<HTMLAnchorElement> {
      const host = await fixture(html`<div></div>`);
      const link = document.createElement('a');
      link.href = '#';
      link.textContent = text;
      host.attachShadow({ mode: 'open' }).append(link);
      link.focus();
      return link;
    }

    it('alt + M shows the meaning of the focused word; Escape gives the focus back to it', async () => {
      const link = await focusedLink('dog');
      await sendKeys({ press: 'Alt+m' });
      await until(() => inTools('.tj-word-meaning ol') !== null, 'the meaning');
      expect(inTools('.tj-word-meaning')?.getAttribute('aria-label')).to.equal('Meaning of “dog”');
      await sendKeys({ press: 'Escape' });
      await until(() => wordMeaning.value === null, 'the popup to close');
      expect(link.getRootNode() instanceof ShadowRoot && link.matches(':focus'), 'the link has the focus').to.equal(
        true,
      );
    });

    it('alt + M and alt + S take a selection first: its meaning, its search', async () => {
      const text = await shadowText('Albert Einstein was a physicist.');
      select(text, 'physicist');
      await sendKeys({ press: 'Alt+m' });
      await until(() => wordMeaning.value?.word === 'physicist', 'the meaning of the selection');
      closeMeaning();
      select(text, 'Albert Einstein');
      await sendKeys({ press: 'Alt+s' });
      await until(() => thought.value?.word === 'Albert Einstein', 'the search of the selection');
    });

    it('alt + S searches the focused item; neither key acts in a text box', async () => {
      await focusedLink('photosynthesis');
      await sendKeys({ press: 'Alt+s' });
      await until(() => thought.value?.word === 'photosynthesis', 'the search');
      pageSearch.actions.clear();
      const input = await fixture<HTMLInputElement>(html`<input value="Paris" />`);
      input.select();
      await sendKeys({ press: 'Alt+s' });
      await sendKeys({ press: 'Alt+m' });
      expect(thought.value).to.equal(null);
      expect(wordMeaning.value).to.equal(null);
    });
  });

  describe('selection search', () => {
    it('ctrl or cmd + release searches the selected words, even inside a widget', async () => {
      const text = await shadowText('Albert Einstein was a physicist.');
      select(text, 'Albert Einstein');
      release(text, 'Einstein', { ctrlKey: true });
      expect(thought.value?.word).to.equal('Albert Einstein');
      select(text, 'physicist');
      release(text, 'physicist', { metaKey: true });
      expect(thought.value?.word).to.equal('physicist');
    });

    it('with the modifier, a single word of one character searches nothing', async () => {
      const text = await shadowText('Albert Einstein was a physicist.');
      select(text, 'a');
      release(text, 'a', { ctrlKey: true });
      expect(thought.value).to.equal(null);
    });

    it('without a modifier, searches 1 to 4 words only outside looked_at mode', async () => {
      const text = await shadowText('the dog barked at the moon all night');
      select(text, 'dog barked');
      release(text, 'dog', {});
      expect(thought.value).to.equal(null);

      exploreGraph.actions.run({ type: 'mode', mode: 'explore' });
      select(text, 'dog barked');
      release(text, 'dog', {});
      expect(thought.value?.word).to.equal('dog barked');
      select(text, 'dog barked at the moon');
      release(text, 'moon', {});
      expect(thought.value?.word).to.equal('dog barked');
    });

    it('ignores selections in a text box: that is editing', async () => {
      const input = await fixture<HTMLInputElement>(html`<input value="Paris is a capital" />`);
      input.select();
      input.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, composed: true, ctrlKey: true }));
      expect(thought.value).to.equal(null);
    });
  });
});
