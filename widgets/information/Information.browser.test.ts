/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import {
  buttonNamed,
  shadowQuery as query,
  shadowQueryAll,
  shadowText as text,
} from '../../src/elements/shadow-query.ts';
import { descriptionMode, setDescriptionMode } from '../../src/preferences/description-mode.ts';
import { fakeSearchServer, type FakeSearchServer } from '../../src/testing/fake-search-server.ts';
import { until } from '../../src/testing/until.ts';
import { fakeEddieServer } from '../../src/testing/fake-eddie-server.ts';
import { fakeLibraryServer, signInFakeLearner } from '../../src/testing/fake-library-server.ts';
import { tokens } from '../../src/kit/api.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { search, searchWord, thought } from '../../src/kit/search.ts';
import './index.ts';

const mode = (element: Element, name: string) =>
  shadowQueryAll(element, '.mode')
    .find((label) => label.textContent === name)
    ?.querySelector('input');

describe('<tj-information>', () => {
  let server: FakeSearchServer;
  beforeEach(() => {
    server = fakeSearchServer();
    setDescriptionMode('Default');
  });
  afterEach(async () => {
    server.restore();
    search.actions.clear();
    setDescriptionMode('Default');
    await setLocale('en');
  });

  it('shows definitions by part of speech with examples, and the description', async () => {
    const information = await fixture(html`<tj-information></tj-information>`);
    await until(
      () => text(information).includes('Search a word to see its definitions, examples and a description.'),
      'the invitation',
    );
    expect(server.requests).to.deep.equal([]);
    searchWord('dog');
    await until(
      () => query(information, '.description-text') !== null && query(information, '.definitions') !== null,
      'the answers',
    );
    expect(server.requests.map((request) => request.call).sort()).to.deep.equal([
      'explore.description',
      'explore.explore',
    ]);
    expect(shadowQueryAll(information, '.definitions h3').map((heading) => heading.textContent)).to.deep.equal([
      'noun',
      'verb',
    ]);
    expect(query(information, '.definitions .example')?.textContent).to.equal('the dog barked all night');
    expect(query(information, '.description-text')?.textContent).to.match(/^A dog is a member of the genus Canis/);
    expect(mode(information, 'Default')?.checked).to.equal(true);
  });

  it('asks for the description again in the mode chosen, and shows each mode its way', async () => {
    const information = await fixture(html`<tj-information></tj-information>`);
    searchWord('Albert Einstein', { type: 'entity' });
    await until(() => query(information, '.description-text') !== null, 'the description');

    mode(information, 'Marked Up')?.click();
    expect(descriptionMode.value).to.equal('Marked Up');
    await until(() => query(information, '.mark') !== null, 'the marked terms');
    const marked = query(information, '.mark');
    expect(server.requests.at(-1)?.body).to.deep.equal({ query: 'Albert Einstein', mode: 'Marked Up' });
    (marked as HTMLButtonElement).click();
    expect(thought.value?.word).to.equal(marked?.textContent);

    searchWord('Albert Einstein', { type: 'entity' });
    mode(information, 'Entities')?.click();
    await until(() => query(information, '.entities li') !== null, 'the entities');
    expect(query(information, '.entities')?.textContent).to.contain('Einstein');
    // The kind of each named thing is the learner's word for it.
    expect(query(information, '.entities .kicker')?.textContent).to.equal('person');

    mode(information, 'Sentences')?.click();
    await until(() => query(information, '.chunk') !== null, 'the chunks');
    expect(query(information, '.chunk h4')?.textContent).to.equal('Part 1 of 1');
  });

  it('says nothing was found once, not twice, and has an error state with a retry', async () => {
    const information = await fixture(html`<tj-information></tj-information>`);
    searchWord('photosynthesys');
    await until(() => text(information).includes('Nothing found for “photosynthesys”.'), 'the empty state');
    expect(text(information).split('Nothing found').length).to.equal(2);
    expect(query(information, '.modes')).to.equal(null);
    server.fail('explore.explore', 503, 'down');
    searchWord('dog');
    await until(() => query(information, '[role="alert"]') !== null, 'the error');
    server.heal();
    buttonNamed(information, 'Try again')?.click();
    await until(() => query(information, '.definitions') !== null, 'the definitions after the retry');
  });

  it('labels the modes in the learner’s language', async () => {
    await setLocale('de');
    const information = await fixture(html`<tj-information></tj-information>`);
    searchWord('dog');
    await until(() => query(information, '.modes') !== null, 'the modes');
    expect(shadowQueryAll(information, '.mode').map((label) => label.textContent)).to.deep.equal([
      'Standard',
      'Ausführlich',
      'Markiert',
      'Entitäten',
      'Sätze',
    ]);
    expect(query(information, 'legend')?.textContent).to.equal('Art der Beschreibung');
  });

  it('has Eddie explain the thought on request, for a learner whose role has Eddie, and drops it for the next thought', async () => {
    const guestView = await fixture(html`<tj-information></tj-information>`);
    searchWord('dog');
    await until(() => query(guestView, '.definitions') !== null, 'the answers');
    expect(query(guestView, '[part="eddie-explains"]'), 'a guest has no Eddie').to.equal(null);
    const library = fakeLibraryServer();
    const eddie = fakeEddieServer();
    try {
      await signInFakeLearner();
      const explained: string[] = [];
      eddie.queryAnswer = (prompt) => {
        explained.push(prompt);
        return `A **${prompt}** is a domesticated animal.`;
      };
      const widget = await fixture(html`<tj-information></tj-information>`);
      await until(() => buttonNamed(widget, 'Ask Eddie to explain “dog”') !== undefined, 'the Explain button');
      buttonNamed(widget, 'Ask Eddie to explain “dog”')?.click();
      await until(() => query(widget, '[part="eddie-answer"]') !== null, "Eddie's explanation");
      expect(explained).to.deep.equal(['dog']);
      expect(query(widget, '[part="eddie-answer"] strong')?.textContent).to.equal('dog');
      searchWord('Albert Einstein');
      await until(
        () => buttonNamed(widget, 'Ask Eddie to explain “Albert Einstein”') !== undefined,
        'the next thought',
      );
      expect(query(widget, '[part="eddie-answer"]'), "the last thought's explanation is gone").to.equal(null);
    } finally {
      eddie.restore();
      library.restore();
      tokens.clear();
    }
  });
});
