import { describe, expect, it } from 'vitest';
import { archiveProvider, isScannedText } from './archive.ts';
import { fixture, fixtureJson, servingFetch, testContext } from '../testing/provider-fetch.ts';

const recorded = fixture('archive-advancedsearch-dune.json');
type Doc = Record<string, unknown>;

describe('the public-domain books (archive.org)', () => {
  it('keeps only the scanned texts of a recorded search', async () => {
    const { fetch } = servingFetch(() => ({ body: recorded }));
    const books = await archiveProvider(testContext(fetch)).lookup('dune');
    // The recorded answer has 3 items; "Dune: House Harkonnen" is media type data and is left out.
    expect(books.map((book) => book.id)).toEqual(['FrankHerbertDuneV1Dune_in_romanian', 'FrankHerbert-Dune']);
    expect(books[1]).toEqual({
      id: 'FrankHerbert-Dune',
      title: 'Frank Herbert - Dune (Romanian Language / Limba Romana)',
      authors: ['Frank Herbert'],
      coverUrl: 'https://archive.org/services/img/FrankHerbert-Dune',
      url: 'https://archive.org/details/FrankHerbert-Dune',
      readOnline: true,
    });
  });

  it('leaves out a text without a Scandata format', async () => {
    // The recorded answer, its first text without its Scandata format (a born-digital upload).
    const search = fixtureJson<{ response: { docs: Doc[] } }>('archive-advancedsearch-dune.json');
    const first = search.response.docs[0]!;
    first['format'] = (first['format'] as string[]).filter((format) => format !== 'Scandata');
    const { fetch } = servingFetch(() => ({ body: JSON.stringify(search) }));
    expect((await archiveProvider(testContext(fetch)).lookup('dune')).map((book) => book.id)).toEqual([
      'FrankHerbert-Dune',
    ]);
  });

  it('asks for 50 rows of texts, the learner’s words searched as words', async () => {
    const { fetch, calls } = servingFetch(() => ({ body: recorded }));
    await archiveProvider(testContext(fetch)).lookup('dune: part (one)');
    const url = calls[0]?.url;
    expect(url?.origin + (url?.pathname ?? '')).toBe('https://archive.org/advancedsearch.php');
    expect(url?.searchParams.get('rows')).toBe('50');
    expect(url?.searchParams.get('output')).toBe('json');
    expect(url?.searchParams.get('q')).toBe('(dune\\: part \\(one\\)) AND mediatype:(texts)');
    expect(url?.searchParams.getAll('fl[]')).toEqual(['identifier', 'title', 'creator', 'mediatype', 'format', 'year']);
  });

  it('reads a single format or creator sent as a string, and a year', async () => {
    const search = {
      response: {
        docs: [
          { identifier: 'one', title: 'One', mediatype: 'texts', format: 'Scandata', creator: 'Ann', year: '1905' },
        ],
      },
    };
    const { fetch } = servingFetch(() => ({ body: JSON.stringify(search) }));
    expect(await archiveProvider(testContext(fetch)).lookup('one')).toEqual([
      expect.objectContaining({ id: 'one', authors: ['Ann'], year: 1905 }),
    ]);
  });

  it('applies the rule: media type texts and a format containing Scandata', () => {
    expect(isScannedText({ mediatype: 'texts', format: ['Text PDF', 'Scandata'] })).toBe(true);
    expect(isScannedText({ mediatype: 'texts', format: ['Text PDF'] })).toBe(false);
    expect(isScannedText({ mediatype: 'data', format: ['Scandata'] })).toBe(false);
    expect(isScannedText({ mediatype: 'texts' })).toBe(false);
  });
});
