// Every knowledge lookup of the kit asks the reference server in a way it accepts, and its answer parses with the
// contract (the client parses each answer; a mismatch would be an error status here).
import { signal } from '@preact/signals-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Thought } from '../contract/thought.ts';
import { createFanOut } from './fan-out.ts';
import { createLookups, type LookupName } from './lookups.ts';

const lookups = createLookups({
  descriptionMode: signal('Default'),
  locale: signal('en'),
  recordEvent: () => Promise.resolve(),
});
import { openSearchServer, type SearchServer } from '../../tests/support/search-server.ts';
import { until } from '../testing/until.ts';

let server: SearchServer;
beforeAll(async () => {
  server = await openSearchServer();
}, 120_000);
afterAll(() => server.close());

/** The lookups the knowledge engine answers; the live providers' are tested with the providers. */
const knowledgeLookups = [
  'wikidata',
  'snippet',
  'graph',
  'dendrogram',
  'explore',
  'links',
  'description',
  'entities',
  'dictionary',
] as const satisfies readonly LookupName[];

async function lookUp(word: string, type: Thought['type'] = 'string') {
  const thought = signal<Thought | null>({ word, type, lang: 'en' });
  const fanOut = createFanOut({ api: server.api, thought, lookups });
  const releases = knowledgeLookups.map((name) => fanOut.need(name));
  try {
    await until(
      () => knowledgeLookups.every((name) => fanOut.results[name].value.status !== 'loading'),
      'the lookups to answer',
      10_000,
    );
    // Read before releasing: a released lookup goes back to idle.
    const { results } = fanOut;
    return {
      wikidata: results.wikidata.value,
      snippet: results.snippet.value,
      graph: results.graph.value,
      dendrogram: results.dendrogram.value,
      explore: results.explore.value,
      links: results.links.value,
      description: results.description.value,
      entities: results.entities.value,
      dictionary: results.dictionary.value,
    };
  } finally {
    releases.forEach((release) => release());
  }
}

const failures = (results: Record<string, { status: string; error?: Error | undefined }>) =>
  Object.entries(results)
    .filter(([, result]) => result.status !== 'ready')
    .map(([name, result]) => `${name}: ${result.status} ${result.error?.message ?? ''}`);

describe('the kit lookups against the reference server', () => {
  it('all answer a known name, each with what its widget shows', async () => {
    const results = await lookUp('Albert Einstein', 'entity');
    expect(failures(results)).toEqual([]);
    expect(results.wikidata.data?.facts.instanceOf.map((term) => term.label)).toContain('physicist');
    expect(results.snippet.data?.text).toContain('Einstein');
    expect(results.graph.data?.nodes.length).toBeGreaterThan(1);
    expect(results.dendrogram.data?.path.at(-1)).toBe('Albert Einstein');
    expect(results.explore.data?.definitions[0]?.senses[0]?.definition).toMatch(/physicist/);
    expect(results.links.data?.links.length).toBeGreaterThan(0);
    expect(results.entities.data?.entities[0]?.term).toMatch(/Einstein/);
    expect(results.dictionary.data?.meanings[0]?.partOfSpeech).toBe('noun');
    expect(results.description.data?.language).toBe('en');
  });

  it('all answer an unknown word with nothing found and suggestions, not an error', async () => {
    const results = await lookUp('photosynthesys');
    expect(failures(results)).toEqual([]);
    expect(results.explore.data?.found).toBe(false);
    expect(results.explore.data?.suggestions.map((suggestion) => suggestion.term)).toContain('photosynthesis');
    expect(results.wikidata.data?.found).toBe(false);
    expect(results.dictionary.data?.suggestions.length).toBeGreaterThan(0);
    expect(results.snippet.data?.suggestions.length).toBeGreaterThan(0);
  });

  it('asks the live providers in a way they accept; unconfigured, each says it is not connected', async () => {
    const thought = signal<Thought | null>({ word: 'photosynthesis', type: 'string', lang: 'en' });
    const fanOut = createFanOut({ api: server.api, thought, lookups });
    const names = [
      'videos',
      'jobs',
      'social',
      'models3d',
      'openLibrary',
      'archiveBooks',
    ] as const satisfies readonly LookupName[];
    const releases = names.map((name) => fanOut.need(name));
    try {
      await until(
        () => names.every((name) => fanOut.results[name].value.status !== 'loading'),
        'the providers to answer',
        10_000,
      );
      const { results } = fanOut;
      expect(failures(Object.fromEntries(names.map((name) => [name, results[name].value])))).toEqual([]);
      for (const name of names) expect(results[name].value.data).toMatchObject({ configured: false });
    } finally {
      releases.forEach((release) => release());
    }
  });
});
