import { describe, expect, it } from 'vitest';
import { papersAnswerSchema, providerPaperSchema } from '../../src/contract/providers.ts';
import { abstractText, authorName, crossrefProvider } from './crossref.ts';
import { fixture, fixtureJson, servingFetch, testContext } from '../testing/provider-fetch.ts';

const RECORDED = 'crossref-works-artificial-intelligence-education.json';

describe('the Crossref paper search', () => {
  it('turns the recorded works into papers, in the index’s order', async () => {
    const { fetch } = servingFetch(() => ({ body: fixture(RECORDED) }));
    const page = await crossrefProvider(testContext(fetch)).lookup('artificial intelligence education');
    expect(page.total).toBe(6226802);
    expect(page.papers).toHaveLength(7);
    expect(page.papers[2]).toEqual({
      id: '10.64449/9780906785959-08',
      title: 'When Artificial Intelligence Meets Contemplative Studies',
      authors: ['Hiro Saito'],
      year: 2025,
      venue: 'Artificial Intelligence Transforming Higher Education Volume 1',
      publisher: 'UJ Press',
      kind: 'book-chapter',
      // The JATS tags are dropped and "&amp;" is read as "&".
      abstract: expect.stringMatching(
        /^In the late 2010s, HE .*Peters & Jandrić 2019\)\. .*reactive \(Saito 2022\)\.$/,
      ),
      url: 'https://doi.org/10.64449/9780906785959-08',
    });
    for (const paper of page.papers) expect(providerPaperSchema.parse(paper)).toEqual(paper);
  });

  it('leaves out what a work does not have, rather than sending it empty', async () => {
    const { fetch } = servingFetch(() => ({ body: fixture(RECORDED) }));
    const { papers } = await crossrefProvider(testContext(fetch)).lookup('artificial intelligence education');
    // The 1987 conference report: no author, no abstract.
    expect(papers[1]).toEqual({
      id: '10.1016/0004-3702(87)90086-5',
      title: 'Third international conference on artificial intelligence and education',
      authors: [],
      year: 1987,
      venue: 'Artificial Intelligence',
      publisher: 'Elsevier BV',
      kind: 'journal-article',
      url: 'https://doi.org/10.1016/0004-3702(87)90086-5',
    });
    // The MDPI book: no venue either.
    expect(papers[3]).not.toHaveProperty('venue');
    expect(papers[3]).not.toHaveProperty('abstract');
  });

  it('reads HTML escaped inside the JATS abstract as text, not as tags', async () => {
    const { fetch } = servingFetch(() => ({ body: fixture(RECORDED) }));
    const { papers } = await crossrefProvider(testContext(fetch)).lookup('artificial intelligence education');
    // The preprint's abstract is "<jats:p>&lt;p&gt;The impact …&lt;/p&gt;</jats:p>".
    expect(papers[6]?.abstract).toMatch(/^The impact of AI technologies .*Virtual Classrooms\.$/);
    expect(papers[6]?.authors).toEqual(['Saumyajeet Das', 'Sauradeep Das']);
    expect(abstractText('<jats:title>Abstract</jats:title> <jats:p>A &amp; B</jats:p>')).toBe('Abstract A & B');
  });

  it('asks for the most relevant works with only the fields the card shows', async () => {
    const { fetch, calls } = servingFetch(() => ({ body: fixture(RECORDED) }));
    await crossrefProvider(testContext(fetch)).lookup('graph theory & games');
    expect(calls[0]?.url.origin + calls[0]?.url.pathname).toBe('https://api.crossref.org/works');
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      query: 'graph theory & games',
      rows: '20',
      select: 'DOI,title,author,container-title,issued,type,abstract,publisher,URL',
    });
    // Crossref's "polite" callers name themselves.
    expect(calls[0]?.headers.get('user-agent')).toMatch(/^Thoughtkit\//);
  });

  it('names an organisation that is an author, and a work with an unknown year has none', async () => {
    const recorded = fixtureJson<{ message: { items: Record<string, unknown>[] } }>(RECORDED);
    // Derived from the recording: a consortium as author, and a date Crossref does not know ([[null]]).
    const work = {
      ...recorded.message.items[0],
      author: [{ name: 'Some Consortium' }],
      issued: { 'date-parts': [[null]] },
    };
    const { fetch } = servingFetch(() => ({
      body: JSON.stringify({ message: { 'total-results': 1, items: [work] } }),
    }));
    const { papers } = await crossrefProvider(testContext(fetch)).lookup('consortium');
    expect(papers[0]?.authors).toEqual(['Some Consortium']);
    expect(papers[0]).not.toHaveProperty('year');
    expect(authorName({ given: ' ', family: '' })).toBeUndefined();
  });

  it('says that an answer it cannot read is invalid, never an empty list', async () => {
    const { fetch } = servingFetch(() => ({ body: JSON.stringify({ status: 'ok', message: { items: 'none' } }) }));
    await expect(crossrefProvider(testContext(fetch)).lookup('x')).rejects.toMatchObject({
      name: 'ProviderUnavailable',
      reason: 'invalid',
    });
  });

  it('answers in the contract’s shape', async () => {
    const { fetch } = servingFetch(() => ({ body: fixture(RECORDED) }));
    const page = await crossrefProvider(testContext(fetch)).lookup('ai');
    const answer = { configured: true, available: true, provider: 'crossref', query: 'ai', ...page };
    expect(papersAnswerSchema.parse(answer)).toEqual(answer);
  });
});
