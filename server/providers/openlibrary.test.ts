import { describe, expect, it } from 'vitest';
import { providerBookSchema } from '../../src/contract/providers.ts';
import { openLibraryProvider } from './openlibrary.ts';
import { fixture, fixtureJson, servingFetch, testContext } from '../testing/provider-fetch.ts';

const recorded = fixture('openlibrary-search-atwood.json');

describe('the Open Library search', () => {
  it('turns a recorded search into books', async () => {
    const { fetch } = servingFetch(() => ({ body: recorded }));
    const books = await openLibraryProvider(testContext(fetch)).lookup('margaret atwood');
    expect(books).toEqual([
      {
        id: '/works/OL675783W',
        title: "The Handmaid's Tale",
        authors: ['Margaret Atwood'],
        year: 1985,
        coverUrl: 'https://covers.openlibrary.org/b/id/8231851-M.jpg',
        url: 'https://openlibrary.org/works/OL675783W',
        // Borrowable needs an account: not free to read.
        readOnline: false,
      },
      {
        id: '/works/OL675698W',
        title: 'The Blind Assassin',
        authors: ['Margaret Atwood'],
        year: 2000,
        coverUrl: 'https://covers.openlibrary.org/b/id/11041760-M.jpg',
        url: 'https://openlibrary.org/works/OL675698W',
        readOnline: false,
      },
    ]);
    for (const book of books) expect(providerBookSchema.parse(book)).toEqual(book);
  });

  it('asks for the fields the card shows, 20 at a time', async () => {
    const { fetch, calls } = servingFetch(() => ({ body: recorded }));
    await openLibraryProvider(testContext(fetch)).lookup('photosynthesis');
    const url = calls[0]?.url;
    expect(url?.origin + (url?.pathname ?? '')).toBe('https://openlibrary.org/search.json');
    expect(url?.searchParams.get('q')).toBe('photosynthesis');
    expect(url?.searchParams.get('limit')).toBe('20');
    expect(url?.searchParams.get('fields')).toContain('cover_i');
  });

  it('says a public scan can be read online, and leaves out what a book lacks', async () => {
    const search = fixtureJson<{ docs: Record<string, unknown>[] }>('openlibrary-search-atwood.json');
    search.docs[0] = { key: '/works/OL1W', title: 'Public', ebook_access: 'public', public_scan_b: true };
    const { fetch } = servingFetch(() => ({ body: JSON.stringify(search) }));
    const [book] = await openLibraryProvider(testContext(fetch)).lookup('public');
    expect(book).toEqual({
      id: '/works/OL1W',
      title: 'Public',
      authors: [],
      url: 'https://openlibrary.org/works/OL1W',
      readOnline: true,
    });
  });
});
