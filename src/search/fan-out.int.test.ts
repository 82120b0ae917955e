// The fan-out against the reference server's real knowledge calls over HTTP (test-search-server.ts): real client,
// real sockets, real aborts. The gate in front of the server decides when each request is answered.
import { signal } from '@preact/signals-core';
import type { LocaleCode } from '../contract/locales.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import type { Thought } from '../contract/thought.ts';
import type { ExploreDescriptionMode } from '../contract/description-modes.ts';
import { createFanOut, type FanOut, type Lookup, type LookupTable } from './fan-out.ts';
import { createLookups } from './lookups.ts';

const descriptionMode = signal<ExploreDescriptionMode>('Default');
const locale = signal<LocaleCode>('en');
const lookups = createLookups({ descriptionMode, locale, recordEvent: () => Promise.resolve() });
import { openSearchServer, type SearchServer } from '../../tests/support/search-server.ts';
import { until } from '../testing/until.ts';

let server: SearchServer;
beforeAll(async () => {
  server = await openSearchServer();
}, 120_000);
afterAll(() => server.close());

const thought = signal<Thought | null>(null);
const releases: (() => void)[] = [];

afterEach(() => {
  for (const release of releases.splice(0)) release();
  server.releaseAll();
  server.arrivals.length = 0;
  thought.value = null;
  descriptionMode.value = 'Default';
  locale.value = 'en';
});

const search = (word: string) => {
  thought.value = { word, label: word, type: 'string', lang: 'en' };
};

function fanOutOf<T extends LookupTable>(table: T, ...needed: (keyof T & string)[]): FanOut<T> {
  const fanOut = createFanOut({ api: server.api, thought, lookups: table });
  for (const name of needed) releases.push(fanOut.need(name));
  return fanOut;
}

describe('fan-out', () => {
  it('fires every needed lookup at once on a thought, each into its own signal', async () => {
    const fanOut = fanOutOf(lookups, 'wikidata', 'snippet', 'dictionary', 'explore', 'links', 'description');
    server.hold();
    search('dog');
    // All six are at the server while none has been answered: none waited for another.
    const arrived = await server.arrived(6);
    expect(arrived.map((arrival) => arrival.path.split('?')[0]).sort()).toEqual([
      '/custom/dictionary-api',
      '/custom/snippet',
      '/custom/wikidata',
      '/explore',
      '/explore/description',
      '/explore/links',
    ]);
    const { results } = fanOut;
    expect(Object.values(results).filter((result) => result.value.status === 'loading')).toHaveLength(6);
    expect(results.graph.value.status).toBe('idle');
    server.releaseAll();
    await until(() => Object.values(results).every((result) => result.value.status !== 'loading'), 'answers');
    expect(results.explore.value).toMatchObject({ status: 'ready', thought: { word: 'dog' } });
    expect(results.explore.value.data?.definitions[0]?.partOfSpeech).toBe('noun');
    expect(results.wikidata.value.data?.facts.isA.map((term) => term.label)).toContain('canine');
    expect(results.snippet.value.data?.text).toMatch(/^A dog is/);
    expect(results.dictionary.value.data?.meanings.length).toBeGreaterThan(0);
    expect(results.links.value.data?.links.length).toBeGreaterThan(0);
    expect(results.description.value.data).toMatchObject({ mode: 'Default', found: true });
  });

  it('aborts the older round when a newer thought arrives; only the newer answers remain', async () => {
    const { results } = fanOutOf(lookups, 'explore', 'snippet', 'dictionary');
    server.hold();
    search('dog');
    const older = await server.arrived(3);
    search('photosynthesis');
    const all = await server.arrived(6);
    const newer = all.slice(3);
    await until(() => older.every((arrival) => arrival.aborted()), 'the older requests to be aborted');
    expect(
      newer.every((arrival) => arrival.path.includes('photosynthesis') || arrival.body.includes('photosynthesis')),
    ).toBe(true);
    expect(newer.some((arrival) => arrival.aborted())).toBe(false);
    expect(results.explore.value).toMatchObject({ status: 'loading', thought: { word: 'photosynthesis' } });
    server.releaseAll();
    await until(
      () => results.dictionary.value.status === 'ready' && results.explore.value.status === 'ready',
      'answers',
    );
    await until(() => results.snippet.value.status === 'ready', 'the snippet');
    expect(results.explore.value.data?.term).toBe('photosynthesis');
    expect(results.snippet.value.thought?.word).toBe('photosynthesis');
    expect(results.dictionary.value.data?.word).toBe('photosynthesis');
  });

  it('never lets an answer to an older thought overwrite a newer one, even one that was not aborted', async () => {
    const answered: string[] = [];
    // This lookup does not pass the abort signal on, so the older answer does reach the client.
    const stubborn: Lookup<{ term: string }> = {
      async fetch({ api, thought: current }) {
        const answer = await api.call('explore.explore', { body: { query: current.word } });
        answered.push(current.word);
        return answer;
      },
    };
    const { results } = fanOutOf({ explore: stubborn }, 'explore');
    server.hold();
    search('dog');
    const [dog] = await server.arrived(1);
    search('cat');
    const [, cat] = await server.arrived(2);
    cat?.release();
    await until(() => results.explore.value.status === 'ready', 'the newer answer');
    expect(results.explore.value.data?.term).toBe('cat');
    dog?.release();
    // The fan-out takes an answer in the same tick as the lookup gives it: once `until` sees it, the fan-out has too.
    await until(() => answered.includes('dog'), 'the older answer');
    expect(answered).toEqual(['cat', 'dog']);
    expect(results.explore.value).toMatchObject({ status: 'ready', thought: { word: 'cat' }, data: { term: 'cat' } });
  });

  it('shows an error with what the server said, and a retry looks up again', async () => {
    let attempts = 0;
    const flaky: Lookup<{ term: string }> = {
      fetch({ api, thought: current, signal: abort }) {
        attempts += 1;
        // The first attempt asks with nothing to look up, which the server refuses (400).
        const query = attempts === 1 ? ' ' : current.word;
        return api.call('explore.explore', { body: { query }, signal: abort });
      },
    };
    const fanOut = fanOutOf({ explore: flaky }, 'explore');
    search('Paris');
    await until(() => fanOut.results.explore.value.status === 'error', 'the error');
    const failed = fanOut.results.explore.value;
    expect(failed.thought?.word).toBe('Paris');
    expect(failed.error).toBeInstanceOf(ApiError);
    expect(failed.error).toMatchObject({ code: 'rejected', status: 400 });
    expect(failed.error?.message).not.toBe('');
    fanOut.retry('explore');
    expect(fanOut.results.explore.value.status).toBe('loading');
    await until(() => fanOut.results.explore.value.status === 'ready', 'the retried answer');
    expect(fanOut.results.explore.value.data?.term).toBe('Paris');
  });

  it('fetches nothing until a widget needs a result, and stops with the last one', async () => {
    const fanOut = createFanOut({ api: server.api, thought, lookups });
    // A lookup that runs starts in the tick of the thought's change, showing "loading" before `search` returns.
    const loading = () => Object.values(fanOut.results).filter((result) => result.value.status === 'loading');
    search('dog');
    expect(loading()).toHaveLength(0);
    expect(server.arrivals).toHaveLength(0);
    expect(fanOut.active.value).toBe(false);

    // The first widget starts the fan-out, which looks up the current thought at once.
    const releaseSnippet = fanOut.need('snippet');
    expect(fanOut.active.value).toBe(true);
    await server.arrived(1);
    await until(() => fanOut.results.snippet.value.status === 'ready', 'the snippet');
    // A second widget's lookup runs at once for the thought already shown; the first is not asked again.
    const releaseDictionary = fanOut.need('dictionary');
    await server.arrived(2);
    expect(server.arrivals[1]?.path).toMatch(/^\/custom\/dictionary-api\?word=dog/);

    releaseSnippet();
    expect(fanOut.results.snippet.value.status).toBe('idle');
    search('cat');
    expect(loading()).toEqual([fanOut.results.dictionary]);
    await server.arrived(3);
    expect(server.arrivals.map((arrival) => arrival.path.split('?')[0])).toEqual([
      '/custom/snippet',
      '/custom/dictionary-api',
      '/custom/dictionary-api',
    ]);

    // The last widget gone, the fan-out stops: a new thought asks nothing.
    server.hold();
    search('tree');
    const [, , , tree] = await server.arrived(4);
    releaseDictionary();
    expect(fanOut.active.value).toBe(false);
    expect(fanOut.results.dictionary.value.status).toBe('idle');
    await until(() => tree?.aborted() === true, 'the released lookup to be aborted');
    search('river');
    expect(loading()).toHaveLength(0);
    expect(server.arrivals).toHaveLength(4);
  });

  it('asks for the description again, alone, when the learner picks another mode', async () => {
    const { results } = fanOutOf(lookups, 'description', 'explore');
    search('Albert Einstein');
    await until(
      () => results.description.value.status === 'ready' && results.explore.value.status === 'ready',
      'answers',
    );
    expect(server.arrivals).toHaveLength(2);
    descriptionMode.value = 'Sentences';
    await until(() => results.description.value.data?.mode === 'Sentences', 'the Sentences description');
    expect(server.arrivals).toHaveLength(3);
    expect(JSON.parse(server.arrivals[2]?.body ?? '{}')).toEqual({ query: 'Albert Einstein', mode: 'Sentences' });
    const data = results.description.value.data;
    if (data?.mode !== 'Sentences') throw new Error('expected the Sentences mode');
    expect(data.chunks.length).toBeGreaterThan(0);
    expect(results.explore.value.status).toBe('ready');
  });

  it('asks for the graph and the Glossary again, not the snippet, when the learner changes language', async () => {
    const { results } = fanOutOf(lookups, 'graph', 'links', 'snippet');
    search('dog');
    await until(
      () => (['graph', 'links', 'snippet'] as const).every((name) => results[name].value.status === 'ready'),
      'answers',
    );
    expect(server.arrivals).toHaveLength(3);
    locale.value = 'de';
    await until(() => server.arrivals.length === 5, 'the graph and the Glossary asked again');
    expect(
      server.arrivals
        .slice(3)
        .map((arrival) => arrival.path.split('?')[0])
        .sort(),
    ).toEqual(['/custom/snippet/graph', '/explore/links']);
  });
});
