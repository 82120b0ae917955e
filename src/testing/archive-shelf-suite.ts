/// <reference types="mocha" />
// Browser-test support (not a test): the suite of the two widgets over archive.org's scanned texts (Books Archive and
// the public-domain books library), which show one lookup alike; each widget's test file runs it for its own tag.
import { expect, fixture } from '@open-wc/testing';
import { buttonNamed, shadowQuery as query, shadowQueryAll, shadowText as text } from '../elements/shadow-query.ts';
import { tokens } from '../kit/api.ts';
import { search, searchWord } from '../kit/search.ts';
import { fakeLibraryServer, signInFakeLearner, type FakeLibraryServer } from './fake-library-server.ts';
import { fakeSearchServer, type FakeSearchServer } from './fake-search-server.ts';
import { until } from './until.ts';
import { recordedAnswers } from './provider-answers.ts';

const recorded = recordedAnswers('custom.books', 'archive');

/** Runs the suite for `<tag>`, whose invitation (before the first search) is `idle`. */
export function describeArchiveShelf(tag: string, idle: string): void {
  const render = () => fixture(`<${tag}></${tag}>`);

  describe(`<${tag}>`, () => {
    let server: FakeSearchServer;
    let library: FakeLibraryServer;
    beforeEach(() => {
      server = fakeSearchServer();
      library = fakeLibraryServer();
    });
    afterEach(() => {
      library.restore();
      server.restore();
      search.actions.clear();
      tokens.clear();
    });

    it('invites a search and asks nothing before one', async () => {
      const widget = await render();
      await until(() => text(widget).includes(idle), 'the invitation');
      expect(server.requests).to.deep.equal([]);
    });

    it('shows the archive’s scanned texts for the thought, each to check out, recording BOOK_CHECKOUT', async () => {
      await signInFakeLearner();
      const widget = await render();
      server.hold();
      searchWord('dune');
      await until(() => query(widget, '[aria-busy="true"] [role="status"]') !== null, 'the busy state');
      server.release();
      // The recording has three items: two scanned texts and a data item, which the server leaves out.
      await until(() => shadowQueryAll(widget, '[part="result"]').length === 2, 'the books');
      expect(shadowQueryAll(widget, '[part="check-out"]')).to.have.length(2);
      expect(query(widget, '[part="result-link"]')?.textContent).to.equal(
        'Frank Herbert - Dune - V 1 - Dune (Romanian language)',
      );
      expect(query(widget, '[part="result"]')?.textContent).to.contain('by Frank Herbert');
      expect(server.requests[0]).to.deep.include({ call: 'custom.books', word: 'dune' });
      const checkOut = shadowQueryAll(widget, '[part="check-out"]')[1] as HTMLAnchorElement;
      expect(checkOut.getAttribute('href')).to.equal('https://archive.org/details/FrankHerbert-Dune');
      checkOut.addEventListener('click', (event) => event.preventDefault(), { once: true });
      checkOut.click();
      await until(() => library.recordedVerbs().includes('BOOK_CHECKOUT'), 'the event');
      const event = library.requests.find((request) => request.body['verb'] === 'BOOK_CHECKOUT');
      expect(event?.body['value']).to.deep.include({ id: 'FrankHerbert-Dune', source: 'archive' });
    });

    it('says the Internet Archive is not connected on this server, or did not answer, or found nothing', async () => {
      server.answer('custom.books', 'dune', recorded.notConnected);
      const widget = await render();
      searchWord('dune');
      await until(() => query(widget, '[part="not-connected"]') !== null, 'the not-connected state');
      expect(text(widget)).to.contain('Internet Archive is not connected on this server.');
      server.answer('custom.books', 'zebra', { ...recorded.found, query: 'zebra', books: [] });
      searchWord('zebra');
      await until(() => text(widget).includes('Nothing found for “zebra”.'), 'the empty state');
      server.answer('custom.books', 'cat', recorded.unavailable);
      searchWord('cat');
      await until(() => query(widget, '[role="alert"]') !== null, 'the failure');
      expect(text(widget)).to.contain('Internet Archive did not answer. Try again in a moment.');
      server.answer('custom.books', 'cat', { ...recorded.found, query: 'cat' });
      buttonNamed(widget, 'Try again')?.click();
      await until(() => shadowQueryAll(widget, '[part="result"]').length === 2, 'the books');
    });
  });
}
