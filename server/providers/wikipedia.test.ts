import { describe, expect, it } from 'vitest';
import { encyclopediaSummarySchema } from '../../src/contract/knowledge.ts';
import { encyclopediaFrom, wikipediaProvider } from './wikipedia.ts';
import {
  failingFetch,
  fixture,
  fixtureJson,
  hangingFetch,
  servingFetch,
  testContext,
} from '../testing/provider-fetch.ts';

const superman = fixture('wikipedia-summary-superman.json');

describe('the Wikipedia summary', () => {
  it('reads the extract, the picture and the page of a recorded summary', async () => {
    const { fetch, calls } = servingFetch(() => ({ body: superman }));
    const summary = await encyclopediaFrom(wikipediaProvider(testContext(fetch))).summary('superman', 'en');
    expect(summary).toEqual({
      configured: true,
      found: true,
      title: 'Superman',
      extract: expect.stringMatching(/^Superman is a fictional superhero/),
      imageUrl: 'https://upload.wikimedia.org/wikipedia/en/thumb/3/35/Supermanflying.png/213px-Supermanflying.png',
      pageUrl: 'https://en.wikipedia.org/wiki/Superman',
    });
    expect(encyclopediaSummarySchema.parse(summary)).toEqual(summary);
    expect(calls[0]?.url.href).toBe('https://en.wikipedia.org/api/rest_v1/page/summary/superman?redirect=true');
  });

  it("asks the edition of the learner's language, with Wikipedia's underscores", async () => {
    const { fetch, calls } = servingFetch(() => ({ body: superman }));
    const encyclopedia = encyclopediaFrom(wikipediaProvider(testContext(fetch)));
    await encyclopedia.summary('Albert Einstein', 'de');
    await encyclopedia.summary('Zürich', 'xx');
    expect(calls.map((call) => call.url.origin + call.url.pathname)).toEqual([
      'https://de.wikipedia.org/api/rest_v1/page/summary/Albert_Einstein',
      'https://en.wikipedia.org/api/rest_v1/page/summary/Z%C3%BCrich',
    ]);
  });

  it('answers found: false for a page that does not exist (HTTP 404)', async () => {
    const { fetch } = servingFetch(() => ({ status: 404, body: fixture('wikipedia-summary-not-found.json') }));
    expect(await encyclopediaFrom(wikipediaProvider(testContext(fetch))).summary('xyznonexistent', 'en')).toEqual({
      configured: true,
      found: false,
    });
  });

  it('does not take a disambiguation page for a summary of the word', async () => {
    // The recorded summary with the type a disambiguation page has.
    const page = { ...fixtureJson<object>('wikipedia-summary-superman.json'), type: 'disambiguation' };
    const { fetch } = servingFetch(() => ({ body: JSON.stringify(page) }));
    expect(await encyclopediaFrom(wikipediaProvider(testContext(fetch))).summary('superman', 'en')).toEqual({
      configured: true,
      found: false,
    });
  });

  it('says it is not configured when Wikipedia is not connected', async () => {
    expect(await encyclopediaFrom(undefined).summary('dog', 'en')).toEqual({ configured: false });
  });

  it('says the encyclopedia is unavailable when it cannot be reached or is too slow', async () => {
    const unavailable = { configured: true, found: false, unavailable: true };
    expect(await encyclopediaFrom(wikipediaProvider(testContext(failingFetch))).summary('dog', 'en')).toEqual(
      unavailable,
    );
    expect(await encyclopediaFrom(wikipediaProvider(testContext(hangingFetch, 20))).summary('dog', 'en')).toEqual(
      unavailable,
    );
  });

  it('stops when the caller cancels', async () => {
    const controller = new AbortController();
    const pending = encyclopediaFrom(wikipediaProvider(testContext(hangingFetch))).summary(
      'dog',
      'en',
      controller.signal,
    );
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
