/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import {
  buttonNamed,
  shadowQuery as query,
  shadowQueryAll,
  shadowText as text,
} from '../../src/elements/shadow-query.ts';
import { tokens } from '../../src/kit/api.ts';
import { search, searchWord } from '../../src/kit/search.ts';
import { setLocale } from '../../src/preferences/locale.ts';
import { fakeLibraryServer, signInFakeLearner, type FakeLibraryServer } from '../../src/testing/fake-library-server.ts';
import { fakeSearchServer, type FakeSearchServer } from '../../src/testing/fake-search-server.ts';
import { until } from '../../src/testing/until.ts';
import { recordedAnswers } from '../../src/testing/provider-answers.ts';
import './index.ts';

const recorded = recordedAnswers('custom.books', 'openlibrary');

describe('<tj-book-library>', () => {
  let server: FakeSearchServer;
  let library: FakeLibraryServer;
  beforeEach(() => {
    server = fakeSearchServer();
    library = fakeLibraryServer();
  });
  afterEach(async () => {
    library.restore();
    server.restore();
    search.actions.clear();
    tokens.clear();
    await setLocale('en');
  });

  it('invites a search and asks nothing before one', async () => {
    const widget = await fixture(html`<tj-book-library></tj-book-library>`);
    await until(() => text(widget).includes('Search a word to find books about it in Open Library.'), 'the invitation');
    expect(server.requests).to.deep.equal([]);
  });

  it('shows Open Library’s books for the thought: cover, title, authors and year', async () => {
    const widget = await fixture(html`<tj-book-library></tj-book-library>`);
    server.hold();
    searchWord('atwood');
    await until(() => query(widget, '[aria-busy="true"] [role="status"]') !== null, 'the busy state');
    server.release();
    await until(() => shadowQueryAll(widget, '[part="result"]').length === 2, 'the books');
    const first = query(widget, '[part="result"]');
    expect(first?.querySelector('[part="result-link"]')?.textContent).to.equal("The Handmaid's Tale");
    expect(first?.querySelector('[part="result-link"]')?.getAttribute('href')).to.equal(
      'https://openlibrary.org/works/OL675783W',
    );
    expect(first?.querySelector('[part="thumbnail"]')?.getAttribute('src')).to.equal(
      'https://covers.openlibrary.org/b/id/8231851-M.jpg',
    );
    expect(first?.textContent).to.contain('by Margaret Atwood');
    expect(first?.textContent).to.contain('Published 1985');
    // Neither recorded book can be read online: nothing to check out.
    expect(first?.textContent).to.contain('Not free to read online.');
    expect(query(widget, '[part="check-out"]')).to.equal(null);
    expect(server.requests[0]).to.deep.include({ call: 'custom.books', word: 'atwood' });
  });

  it('checks out a book that can be read online, recording BOOK_CHECKOUT', async () => {
    await signInFakeLearner();
    const [first, ...others] = recorded.found['books'] as Record<string, unknown>[];
    // Made from the recording: its first book as one that can be read online.
    server.answer('custom.books', 'atwood', { ...recorded.found, books: [{ ...first, readOnline: true }, ...others] });
    const widget = await fixture(html`<tj-book-library></tj-book-library>`);
    searchWord('atwood');
    await until(() => query(widget, '[part="check-out"]') !== null, 'the check out');
    const checkOut = query(widget, '[part="check-out"]') as HTMLAnchorElement;
    expect(checkOut.getAttribute('aria-label')).to.equal(
      "Check out and read “The Handmaid's Tale” (opens in a new tab)",
    );
    expect(checkOut.target).to.equal('_blank');
    // The test stays on its page: the click is heard, the new tab is not opened.
    checkOut.addEventListener('click', (event) => event.preventDefault(), { once: true });
    checkOut.click();
    await until(() => text(widget).includes('Checked out: the book opens in a new tab.'), 'the confirmation');
    await until(() => library.recordedVerbs().includes('BOOK_CHECKOUT'), 'the event');
    const event = library.requests.find((request) => request.body['verb'] === 'BOOK_CHECKOUT');
    expect(event?.body['value']).to.deep.equal({
      id: '/works/OL675783W',
      title: "The Handmaid's Tale",
      source: 'openlibrary',
      url: 'https://openlibrary.org/works/OL675783W',
    });
    // Checked out, it is one of "Your books", to open again.
    await until(() => query(widget, '[part="your-books-list"] a') !== null, 'the book in Your books');
    const yours = query(widget, '[part="your-books-list"] a') as HTMLAnchorElement;
    expect(yours.textContent).to.equal("The Handmaid's Tale");
    expect(yours.href).to.equal('https://openlibrary.org/works/OL675783W');
    expect(yours.target).to.equal('_blank');
    expect(query(widget, '[part="your-books-list"]')?.textContent).to.contain('Checked out on');
  });

  it('asks a guest to sign in to keep their books, and tells a learner with none where they will show', async () => {
    const widget = await fixture(html`<tj-book-library></tj-book-library>`);
    await until(() => query(widget, '[part="sign-in"]') !== null, 'the invitation to sign in');
    expect(text(widget)).to.contain('Sign in to keep the books you check out here');
    await signInFakeLearner();
    await until(() => query(widget, '[part="your-books-empty"]') !== null, 'no books yet');
    expect(text(widget)).to.contain('Books you check out show here, newest first.');
    expect(query(widget, '[part="your-books"] h3')?.textContent).to.equal('Your books');
  });

  it('says Open Library is not connected on this server, in the learner’s language', async () => {
    await setLocale('hi');
    server.answer('custom.books', 'atwood', {
      ...recorded.notConnected,
      message: 'Open Library इस सर्वर पर जुड़ा नहीं है।',
    });
    const widget = await fixture(html`<tj-book-library></tj-book-library>`);
    searchWord('atwood');
    await until(() => query(widget, '[part="not-connected"]') !== null, 'the not-connected state');
    expect(text(widget)).to.contain('इस साइट को चलाने वाले लोग इसे जोड़ सकते हैं।');
  });

  it('says nothing was found, and that Open Library did not answer, with a retry', async () => {
    server.answer('custom.books', 'zebra', { ...recorded.found, query: 'zebra', books: [] });
    const widget = await fixture(html`<tj-book-library></tj-book-library>`);
    searchWord('zebra');
    await until(() => text(widget).includes('Nothing found for “zebra”.'), 'the empty state');
    server.answer('custom.books', 'atwood', recorded.unavailable);
    searchWord('atwood');
    await until(() => query(widget, '[role="alert"]') !== null, 'the failure');
    expect(text(widget)).to.contain('Open Library did not answer. Try again in a moment.');
    server.answer('custom.books', 'atwood', recorded.found);
    buttonNamed(widget, 'Try again')?.click();
    await until(() => shadowQueryAll(widget, '[part="result"]').length === 2, 'the books');
  });
});
