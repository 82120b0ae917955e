// The knowledge calls through the real API router, on real WordNet data: the engine from the shared test cache,
// a real database and sign-in for the learner's stored explore range, and an encyclopedia stand-in (no test
// touches the network).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comparison } from '../../src/contract/compare.ts';
import { endpoints } from '../../src/contract/endpoints.ts';
import {
  DEFAULT_EXPLORE_RANGE,
  type DescriptionAnswer,
  type DimensionAnswer,
  type DictionaryAnswer,
  type EncyclopediaSummary,
  type EntitiesAnswer,
  type EntityClusterAnswer,
  type ClusterNode,
  type ExploreAnswer,
  type ExploreLinksAnswer,
  type SnippetAnswer,
  type SpellAnswer,
  type SuggestAnswer,
  type WikidataAnswer,
  type WordGraphAnswer,
} from '../../src/contract/knowledge.ts';
import { createApi } from '../api.ts';
import { createAuth } from '../auth/index.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { pgliteStore, type ScratchStore } from '../testing/stores.ts';
import type { ApiEnv } from '../http/route.ts';
import { createProviders, type Encyclopedia } from '../providers/index.ts';
import { fixture, servingFetch } from '../testing/provider-fetch.ts';
import { createKnowledgeArea } from './area.ts';
import type { KnowledgeEngine } from './engine.ts';
import { storedExploreRange } from './explore-range.ts';
import { testEngine } from '../testing/knowledge-engine.ts';

interface Answer<Body> {
  status: number;
  body: Body;
}

interface CallOptions {
  body?: unknown;
  token?: string;
  lang?: string;
  api?: Hono<ApiEnv>;
}

let engine: KnowledgeEngine;
let scratch: ScratchStore;
let db: Database;
let dataDir: string;
let auth: ReturnType<typeof createAuth>;
let api: Hono<ApiEnv>;
/** What the encyclopedia stand-in was asked. */
const asked: { word: string; lang: string }[] = [];

const summaryOf = (word: string): EncyclopediaSummary => ({
  configured: true,
  found: true,
  title: word,
  extract: `${word} is recorded.`,
  imageUrl: `https://upload.example/${encodeURIComponent(word)}.jpg`,
  pageUrl: `https://en.wikipedia.example/wiki/${encodeURIComponent(word)}`,
});
const encyclopedia: Encyclopedia = {
  async summary(word, lang) {
    asked.push({ word, lang });
    return summaryOf(word);
  },
};

beforeAll(async () => {
  engine = await testEngine();
  dataDir = await mkdtemp(join(tmpdir(), 'tk-knowledge-area-'));
  scratch = await pgliteStore.create();
  db = await scratch.open();
  await migrate(db);
  const config: ServerConfig = {
    port: 0,
    partnerPort: 0,
    dataDir,
    publicUrl: 'http://thoughtkit.test',
    jwtSecret: new Uint8Array(randomBytes(32)),
    mail: { from: 'Thoughtkit <no-reply@thoughtkit.test>' },
    partnerOrigins: [],
  };
  auth = createAuth({ db, config }, { log: () => undefined });
  api = createApi({
    authenticate: auth.authenticate,
    areas: [auth.area, createKnowledgeArea({ engine, encyclopedia, db })],
  });
}, 120_000);

afterAll(async () => {
  await db?.close();
  await scratch?.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

async function call<Body = Record<string, unknown>>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<Body>> {
  const headers: Record<string, string> = { 'accept-language': options.lang ?? 'en' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = options.body;
  const response = await (options.api ?? api).request(`http://localhost/api/v1${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

const get = <Body>(path: string, query: Record<string, string | number>, options: CallOptions = {}) =>
  call<Body>('GET', `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, options);
const post = <Body>(path: string, body: unknown, options: CallOptions = {}) =>
  call<Body>('POST', path, { ...options, body });

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);
const namesOf = (terms: { label: string }[]) => terms.map((term) => term.label);

/** A learner signed up and logged in through the real auth calls. */
async function signedIn(): Promise<{ token: string; username: string; discriminator: string }> {
  const username = `learner${randomBytes(3).toString('hex')}`;
  const password = 'correct horse battery';
  const signup = await post<{ discriminator: string }>('/auth/signup', {
    username,
    password,
    email: `${username}@school.test`,
    firstName: 'Ada',
  });
  expect(signup.status).toBe(200);
  const login = await post<{ token: string }>('/auth/login', { username, password });
  expect(login.status).toBe(200);
  return { token: login.body.token, username, discriminator: signup.body.discriminator };
}

async function storeRange(learner: { token: string; username: string; discriminator: string }, value: unknown) {
  const saved = await call('PUT', `/userProfiles/${learner.discriminator}`, {
    token: learner.token,
    body: { actor: learner.username, settings: { widget: { exploreRange: value } } },
  });
  expect(saved.status).toBe(200);
}

describe('POST /explore', () => {
  it('gives real definitions by part of speech, examples, synonyms and related terms', async () => {
    const { status, body } = await post<ExploreAnswer>('/explore', { query: 'photosynthesis' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ query: 'photosynthesis', found: true, term: 'photosynthesis', language: 'en' });
    const noun = body.definitions.find((group) => group.partOfSpeech === 'noun');
    expect(noun?.senses[0]?.definition).toMatch(/synthesis of compounds with the aid of radiant energy/);
    expect(body.related.map((related) => related.term)).toContain('chemical process');
    expect(body.suggestions).toEqual([]);
  });

  it('finds names and multi-word terms as WordNet writes them', async () => {
    const paris = await post<ExploreAnswer>('/explore', { query: 'paris' });
    expect(paris.body.term).toBe('Paris');
    expect(paris.body.definitions[0]?.senses.map((sense) => sense.definition).join(' ')).toMatch(/capital.*France/);
    const einstein = await post<ExploreAnswer>('/explore', { query: 'albert einstein' });
    expect(einstein.body).toMatchObject({ found: true, term: 'Albert Einstein' });
    expect(einstein.body.definitions[0]?.senses[0]?.definition).toMatch(/physicist/);
    expect(einstein.body.synonyms).toContain('Einstein');
  });
});

describe('POST /explore/links', () => {
  it('ranks related terms, each labelled, at most limit', async () => {
    const { status, body } = await post<ExploreLinksAnswer>('/explore/links', { query: 'dog', limit: 5 });
    expect(status).toBe(200);
    expect(body.links).toHaveLength(5);
    expect(body.links.map((link) => link.term)).toContain('canine');
    const scores = body.links.map((link) => link.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    for (const link of body.links) expect(link.label.length).toBeGreaterThan(0);
  });

  it('asks for 20 when no limit is sent', async () => {
    const { body } = await post<ExploreLinksAnswer>('/explore/links', { query: 'Paris' });
    expect(body.links.length).toBeGreaterThan(5);
    expect(body.links.length).toBeLessThanOrEqual(20);
  });
});

describe('POST /explore/description', () => {
  it('answers the Default mode when none is asked', async () => {
    const { status, body } = await post<DescriptionAnswer>('/explore/description', { query: 'photosynthesis' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ mode: 'Default', found: true, language: 'en' });
    expect(body.text).toMatch(/^Photosynthesis is /);
  });

  it('answers each of the five modes in its own shape', async () => {
    const detailed = await post<DescriptionAnswer>('/explore/description', { query: 'Paris', mode: 'Detailed' });
    expect(detailed.body.mode).toBe('Detailed');
    expect(detailed.body.text).toContain('As a noun:');

    const marked = (await post<DescriptionAnswer>('/explore/description', { query: 'dog', mode: 'Marked Up' })).body;
    if (marked.mode !== 'Marked Up') throw new Error(`mode ${marked.mode}`);
    expect(marked.marks.length).toBeGreaterThan(0);
    for (const mark of marked.marks) expect(marked.text.slice(mark.start, mark.end)).toBe(mark.text);
    expect(marked.markdown).toContain(`**${marked.marks[0]?.text}**`);

    const entities = (await post<DescriptionAnswer>('/explore/description', { query: 'Paris', mode: 'Entities' })).body;
    if (entities.mode !== 'Entities') throw new Error(`mode ${entities.mode}`);
    expect(entities.entities.map((entity) => entity.term)).toContain('France');

    const sentences = (await post<DescriptionAnswer>('/explore/description', { query: 'run', mode: 'Sentences' })).body;
    if (sentences.mode !== 'Sentences') throw new Error(`mode ${sentences.mode}`);
    expect(sentences.sentences.length).toBeGreaterThan(3);
    // "run" has dozens of senses: a long text, split at 200 words per chunk (spec 2 §9.1).
    expect(sentences.chunks.length).toBeGreaterThan(1);
    for (const chunk of sentences.chunks) expect(wordsOf(chunk).length).toBeLessThanOrEqual(200);
    expect(wordsOf(sentences.chunks.join(' '))).toEqual(wordsOf(sentences.text));
  });

  it('refuses a mode that is not one of the five', async () => {
    const { status, body } = await post<{ message: string }>('/explore/description', {
      query: 'dog',
      mode: 'Fancy',
    });
    expect(status).toBe(400);
    expect(body.message).toBe(
      'mode: The description mode must be one of: Default, Detailed, Marked Up, Entities, Sentences.',
    );
  });
});

describe('POST /explore/eric', () => {
  it('recognises the entities a search term names', async () => {
    const { status, body } = await post<EntitiesAnswer>('/explore/eric', {
      searchTerm: 'Albert Einstein visited Paris',
    });
    expect(status).toBe(200);
    const einstein = body.entities.find((entity) => entity.term === 'Albert Einstein');
    expect(einstein).toMatchObject({ named: true, category: 'person' });
    expect(namesOf(einstein?.instanceOf ?? [])).toContain('physicist');
    expect(body.entities.find((entity) => entity.term === 'Paris')?.category).toBe('location');
    expect(body.language).toBe('en');
  });
});

describe('POST /dimension', () => {
  it('answers the asked 5W1H attributes from the graph relations, per node', async () => {
    const { status, body } = await post<DimensionAnswer>('/dimension', {
      nodeList: ['Paris', { id: 'node-1', label: 'photosynthesis' }],
      pList: ['what', 'Where'],
      caseType: 'title',
      lang: 'en',
    });
    expect(status).toBe(200);
    expect(body.attributes).toEqual(['What', 'Where']);
    const [paris, photosynthesis] = body.nodes;
    expect(paris?.found).toBe(true);
    expect(paris?.attributes.Where.map((fact) => fact.text).join(' ')).toContain('France');
    expect(paris?.attributes.Who).toEqual([]);
    expect(photosynthesis?.attributes.What[0]?.text).toMatch(/^Photosynthesis: /);
  });

  it('answers all seven when none is asked', async () => {
    const { body } = await post<DimensionAnswer>('/dimension', {
      nodeList: ['Albert Einstein'],
      pList: [],
      caseType: '',
      lang: 'en',
    });
    expect(body.attributes).toEqual(['What', 'When', 'Where', 'Who', 'Which', 'How', 'Why']);
    expect(body.nodes[0]?.attributes.When[0]?.text).toBe('Albert Einstein lived 1879–1955.');
  });
});

describe('POST /custom/wikidata', () => {
  it("gives the card's facts: is-a, instance-of, parts, members, domain, synonyms", async () => {
    const paris = await post<WikidataAnswer>('/custom/wikidata', { word: 'Paris', images: false, videos: false });
    expect(paris.status).toBe(200);
    expect(namesOf(paris.body.facts.instanceOf)).toContain('national capital');
    expect(namesOf(paris.body.facts.partOf)).toContain('France');
    expect(namesOf(paris.body.facts.members)).toContain('Parisian');
    expect(paris.body.summary).toBeUndefined();

    const car = (await post<WikidataAnswer>('/custom/wikidata', { word: 'car', images: false, videos: false })).body;
    expect(namesOf(car.facts.isA)).toContain('motor vehicle');
    expect(namesOf(car.facts.parts)).toContain('car door');
    expect(car.facts.synonyms).toContain('automobile');
    const dog = (await post<WikidataAnswer>('/custom/wikidata', { word: 'dog', images: false, videos: false })).body;
    expect(namesOf(dog.facts.memberOf)).toContain('pack');
    const photosynthesis = (
      await post<WikidataAnswer>('/custom/wikidata', { word: 'photosynthesis', images: false, videos: false })
    ).body;
    expect(photosynthesis.description).toMatch(/radiant energy/);
    expect(namesOf(photosynthesis.facts.domain)).toContain('plant');
    expect(namesOf(photosynthesis.facts.isA)).toContain('chemical process');
  });

  it("adds the encyclopedia's summary when images are asked, in the learner's language, by WordNet's name", async () => {
    asked.length = 0;
    const { body } = await post<WikidataAnswer>(
      '/custom/wikidata',
      { word: 'albert einstein', images: true, videos: false },
      { lang: 'de' },
    );
    expect(asked).toEqual([{ word: 'Albert Einstein', lang: 'de' }]);
    expect(body.summary).toEqual(summaryOf('Albert Einstein'));
    expect(body.facts.instanceOf.length).toBeGreaterThan(0);
  });

  it('says the encyclopedia is not configured when there is none, and unavailable when it fails', async () => {
    const without = createApi({ authenticate: auth.authenticate, areas: [createKnowledgeArea({ engine, db })] });
    const unconfigured = await post<WikidataAnswer>(
      '/custom/wikidata',
      { word: 'Paris', images: true, videos: true },
      { api: without },
    );
    expect(unconfigured.status).toBe(200);
    expect(unconfigured.body.summary).toEqual({ configured: false });
    expect(namesOf(unconfigured.body.facts.instanceOf)).toContain('national capital');

    const logs: string[] = [];
    const failing = createApi({
      authenticate: auth.authenticate,
      areas: [
        createKnowledgeArea({
          engine,
          db,
          encyclopedia: { summary: () => Promise.reject(new Error('offline')) },
          log: (line) => logs.push(line),
        }),
      ],
    });
    const unavailable = await post<WikidataAnswer>(
      '/custom/wikidata',
      { word: 'Paris', images: true },
      { api: failing },
    );
    expect(unavailable.status).toBe(200);
    expect(unavailable.body.summary).toEqual({ configured: true, found: false, unavailable: true });
    expect(logs).toEqual(['[knowledge] the encyclopedia failed for "Paris": offline']);
  });

  it("merges the real Wikipedia provider's summary (a recorded answer)", async () => {
    const served = servingFetch(() => ({ body: fixture('wikipedia-summary-superman.json') }));
    const providers = createProviders(
      { providers: { liveLookups: ['wikipedia'], timeoutMs: 2_000 }, publicUrl: 'http://thoughtkit.test' },
      { fetch: served.fetch },
    );
    const withWikipedia = createApi({
      authenticate: auth.authenticate,
      areas: [createKnowledgeArea({ engine, encyclopedia: providers.encyclopedia, db })],
    });
    const { status, body } = await post<WikidataAnswer>(
      '/custom/wikidata',
      { word: 'superman', images: true, videos: false },
      { api: withWikipedia },
    );
    expect(status).toBe(200);
    expect(served.calls.map((request) => `${request.url.origin}${request.url.pathname}`)).toEqual([
      expect.stringMatching(/^https:\/\/en\.wikipedia\.org\/api\/rest_v1\/page\/summary\/superman$/i),
    ]);
    expect(body.found).toBe(true);
    expect(body.summary).toMatchObject({ configured: true, found: true, title: 'Superman' });
    expect(body.summary && 'imageUrl' in body.summary && body.summary.imageUrl).toMatch(/^https:\/\/upload\.wikimedia/);
  });
});

describe('GET /custom/dictionary-api', () => {
  it('gives a dictionary entry by part of speech', async () => {
    const { status, body } = await get<DictionaryAnswer>('/custom/dictionary-api', { word: 'light' });
    expect(status).toBe(200);
    expect(body.meanings.map((meaning) => meaning.partOfSpeech)).toEqual(
      expect.arrayContaining(['noun', 'verb', 'adjective']),
    );
    expect(body.meanings[0]?.definitions[0]?.definition.length).toBeGreaterThan(0);
    expect(body.source.name).toBe('WordNet 3.1');
  });
});

describe('GET /custom/snippet', () => {
  it('gives a short paragraph about the word', async () => {
    const einstein = await get<SnippetAnswer>('/custom/snippet', {
      word: 'Albert Einstein',
      type: 'entity',
      lang: 'en',
    });
    expect(einstein.status).toBe(200);
    expect(einstein.body.text).toMatch(/^Albert Einstein is a physicist/);
    const photosynthesis = await get<SnippetAnswer>('/custom/snippet', { word: 'photosynthesis', type: 'string' });
    expect(photosynthesis.body.sentences[0]).toMatch(/^Photosynthesis is /);
  });

  it('answers English for another language, and says so', async () => {
    const { status, body } = await get<SnippetAnswer>('/custom/snippet', { word: 'Paris', type: 'string', lang: 'hi' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ found: true, language: 'en' });
    expect(body.text).toContain('France');
  });

  it('reads the sense asked for by its id', async () => {
    const senses = (await post<WikidataAnswer>('/custom/wikidata', { word: 'Paris' })).body.otherSenses;
    const trojan = senses.find((sense) => /Troy|Trojan/.test(sense.definition));
    expect(trojan).toBeDefined();
    const { body } = await get<SnippetAnswer>('/custom/snippet', {
      word: 'Paris',
      type: 'string',
      lang: 'en',
      synsetId: trojan!.synsetId,
    });
    expect(body.synsetId).toBe(trojan!.synsetId);
  });
});

/** Every node's path from the root down the first child at each level. */
function chainOf(tree: ClusterNode | null): ClusterNode[] {
  const chain: ClusterNode[] = [];
  for (let node = tree; node; node = node.focus ? null : (node.children?.[0] ?? null)) chain.push(node);
  return chain;
}

describe('GET /custom/entity-cluster', () => {
  it('gives the dendrogram: the hypernym chain up to the root, the kinds below', async () => {
    const { status, body } = await get<EntityClusterAnswer>('/custom/entity-cluster', {
      word: 'dog',
      type: 'string',
      lang: 'en',
    });
    expect(status).toBe(200);
    expect(body.tree?.name).toBe('entity');
    expect(body.path.at(-1)).toBe('dog');
    expect(body.path).toEqual(expect.arrayContaining(['animal', 'canine']));
    const chain = chainOf(body.tree);
    expect(chain.map((node) => node.name)).toEqual(body.path);
    const focus = chain.at(-1);
    expect(focus?.focus).toBe(true);
    const kinds = focus?.children ?? [];
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.length).toBeLessThanOrEqual(DEFAULT_EXPLORE_RANGE);
    expect(kinds.every((kind) => kind.relation === 'hyponym')).toBe(true);
    expect(body.range).toBe(DEFAULT_EXPLORE_RANGE);
  });

  it('puts an instance under its class', async () => {
    const { body } = await get<EntityClusterAnswer>('/custom/entity-cluster', { word: 'Paris', type: 'entity' });
    expect(body.path.slice(-2)).toEqual(['national capital', 'Paris']);
  });
});

describe('GET /custom/snippet/graph', () => {
  it('gives the force graph: wikiLinks nodes, labelled edges, a combo per relation group, 8 per group', async () => {
    const { status, body } = await get<WordGraphAnswer>('/custom/snippet/graph', {
      word: 'car',
      type: 'string',
      lang: 'en',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ found: true, range: DEFAULT_EXPLORE_RANGE, centerId: expect.any(String) });
    expect(body.nodes.every((node) => node.tjType === 'wikiLinks')).toBe(true);
    const ids = new Set(body.nodes.map((node) => node.id));
    for (const edge of body.edges) {
      expect(ids.has(edge.source) && ids.has(edge.target)).toBe(true);
      expect(edge.label.length).toBeGreaterThan(0);
    }
    const labels = body.edges.map((edge) => edge.label);
    expect(labels).toEqual(expect.arrayContaining(['is a kind of', 'has part']));
    expect(body.combos.map((combo) => combo.label)).toEqual(expect.arrayContaining(['Broader terms', 'Kinds']));
    for (const combo of body.combos) {
      const members = body.nodes.filter((node) => node.comboId === combo.id);
      expect(members.length, combo.label).toBeGreaterThan(0);
      expect(members.length, combo.label).toBeLessThanOrEqual(DEFAULT_EXPLORE_RANGE);
      expect(combo.style?.fill, combo.label).toMatch(/^hsl\(/);
    }
    // Data, not paint: how a node looks is the graph core's (src/graph/).
    expect(body.nodes[0]).not.toHaveProperty('size');
    expect(body.nodes[0]).not.toHaveProperty('labelCfg');
  });

  it('names relations, groups and kinds of sense in the learner’s language; the words stay English', async () => {
    const query = { word: 'paris', type: 'string', lang: 'de' };
    const { body } = await get<WordGraphAnswer>('/custom/snippet/graph', query, { lang: 'de' });
    const labels = new Set(body.edges.map((edge) => edge.label));
    expect([...labels]).toEqual(expect.arrayContaining(['ist ein Beispiel für', 'kann auch bedeuten']));
    expect(labels.has('is an instance of')).toBe(false);
    expect(body.combos.map((combo) => combo.label)).toEqual(expect.arrayContaining(['Andere Bedeutungen']));
    // The Trojan prince has no other word: his kind tells him apart.
    expect(body.nodes.map((node) => node.label)).toContain('Paris (Person)');
    const links = await post<{ links: { label: string }[] }>('/explore/links', { query: 'dog' }, { lang: 'es' });
    expect(links.body.links.map((link) => link.label)).toContain('es un tipo de');
  });

  it('shows at most `range` neighbours per group when asked', async () => {
    const { body } = await get<WordGraphAnswer>('/custom/snippet/graph', { word: 'dog', type: 'string', range: 2 });
    expect(body.range).toBe(2);
    for (const combo of body.combos) {
      expect(body.nodes.filter((node) => node.comboId === combo.id).length).toBeLessThanOrEqual(2);
    }
  });
});

describe("a signed-in learner's stored explore range", () => {
  it('shapes their graph and dendrogram; a range in the request still wins', async () => {
    const learner = await signedIn();
    await storeRange(learner, 3);
    const graph = await get<WordGraphAnswer>('/custom/snippet/graph', { word: 'dog' }, { token: learner.token });
    expect(graph.body.range).toBe(3);
    const perCombo = graph.body.combos.map(
      (combo) => graph.body.nodes.filter((node) => node.comboId === combo.id).length,
    );
    expect(Math.max(...perCombo)).toBe(3);

    const cluster = await get<EntityClusterAnswer>('/custom/entity-cluster', { word: 'dog' }, { token: learner.token });
    expect(cluster.body.range).toBe(3);
    expect(chainOf(cluster.body.tree).at(-1)?.children).toHaveLength(3);

    const asked = await get<WordGraphAnswer>(
      '/custom/snippet/graph',
      { word: 'dog', range: 5 },
      { token: learner.token },
    );
    expect(asked.body.range).toBe(5);
    // A visitor, or a stale token, gets the default.
    expect((await get<WordGraphAnswer>('/custom/snippet/graph', { word: 'dog' })).body.range).toBe(8);
    const stale = await get<WordGraphAnswer>('/custom/snippet/graph', { word: 'dog' }, { token: 'not-a-token' });
    expect(stale.body.range).toBe(8);
  });

  it('brings a stored value within bounds and ignores one that is not a number', async () => {
    const learner = await signedIn();
    const rangeNow = async () =>
      (await get<WordGraphAnswer>('/custom/snippet/graph', { word: 'dog' }, { token: learner.token })).body.range;
    expect(await rangeNow()).toBe(8);
    await storeRange(learner, 500);
    expect(await rangeNow()).toBe(50);
    await storeRange(learner, '4');
    expect(await rangeNow()).toBe(4);
    await storeRange(learner, 'wide');
    expect(await rangeNow()).toBe(8);
    expect([storedExploreRange(0), storedExploreRange(2.6), storedExploreRange(null)]).toEqual([1, 3, 8]);
  });
});

describe('GET /custom/suggest and /custom/spell', () => {
  it('suggests words starting with what was typed, the most common first, then near misses', async () => {
    const { status, body } = await get<SuggestAnswer>('/custom/suggest', { text: 'photosy', limit: 5 });
    expect(status).toBe(200);
    expect(body.suggestions.length).toBeLessThanOrEqual(5);
    expect(body.suggestions.map((suggestion) => suggestion.term)).toContain('photosynthesis');
    const misses = await get<SuggestAnswer>('/custom/suggest', { text: 'albert einstien' });
    expect(misses.body.suggestions[0]).toMatchObject({ term: 'Albert Einstein', kind: 'fuzzy' });
    expect((await get<SuggestAnswer>('/custom/suggest', { text: '' })).body.suggestions).toEqual([]);
  });

  it('says "did you mean" for a misspelt word, and nothing for a right one', async () => {
    const wrong = await get<SpellAnswer>('/custom/spell', { word: 'photosynthesys' });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({ word: 'photosynthesys', correct: false });
    expect(wrong.body.suggestions[0]).toBe('photosynthesis');
    const right = await get<SpellAnswer>('/custom/spell', { word: 'Paris' });
    expect(right.body).toMatchObject({ correct: true, suggestions: [] });
  });
});

describe('an unknown word', () => {
  const unknown = 'photosinthesiss';
  it('answers 200 with an empty result and suggestions on every call, never an error', async () => {
    const answers: Answer<{ found?: boolean; suggestions: { term: string }[] }>[] = [
      await post('/explore', { query: unknown }),
      await post('/explore/links', { query: unknown, limit: 5 }),
      await post('/explore/description', { query: unknown, mode: 'Sentences' }),
      await post('/explore/eric', { searchTerm: unknown }),
      await post('/custom/wikidata', { word: unknown, images: true, videos: false }),
      await get('/custom/dictionary-api', { word: unknown }),
      await get('/custom/snippet', { word: unknown, type: 'string', lang: 'en' }),
      await get('/custom/snippet/graph', { word: unknown, type: 'string', lang: 'en' }),
      await get('/custom/entity-cluster', { word: unknown, type: 'string', lang: 'en' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.found ?? false).toBe(false);
      expect(answer.body.suggestions.map((suggestion) => suggestion.term)).toContain('photosynthesis');
    }
    const graph = answers[7]?.body as unknown as WordGraphAnswer;
    expect([graph.nodes, graph.edges, graph.combos]).toEqual([[], [], []]);
    const dimension = await post<DimensionAnswer>('/dimension', { nodeList: [unknown], pList: ['What'] });
    expect(dimension.status).toBe(200);
    expect(dimension.body.nodes[0]).toMatchObject({ found: false, synsetId: null, attributes: { What: [] } });
    expect(dimension.body.nodes[0]?.suggestions.map((suggestion) => suggestion.term)).toContain('photosynthesis');
  });
});

describe('bad input', () => {
  it('answers 400 with a message saying what to fix, in the learner’s language', async () => {
    const cases: [Answer<{ message: string }>, string][] = [
      [await post('/explore', {}), 'query: Type a word or a name to look up.'],
      [await post('/explore', { query: '   ' }), 'query: Type a word or a name to look up.'],
      [
        await post('/explore', { query: 'x'.repeat(201) }),
        'query: This is too long to look up. Use at most 200 characters.',
      ],
      [
        await post('/explore/links', { query: 'dog', limit: 0 }),
        'limit: The limit must be a whole number from 1 to 50.',
      ],
      [
        await post('/explore/eric', { searchTerm: 'x'.repeat(5001) }),
        'searchTerm: This text is too long. Send at most 5000 characters.',
      ],
      [await get('/custom/snippet', { type: 'string', lang: 'en' }), 'word: Type a word or a name to look up.'],
      [
        await get('/custom/snippet/graph', { word: 'dog', range: 0 }),
        'range: The explore range must be a whole number from 1 to 50.',
      ],
      [
        await get('/custom/snippet/graph', { word: 'dog', range: 'all' }),
        'range: The explore range must be a whole number from 1 to 50.',
      ],
      [
        await get('/custom/suggest', { text: 'do', limit: 51 }),
        'limit: The limit must be a whole number from 1 to 50.',
      ],
      [
        await get('/custom/entity-cluster', { word: 'dog', synsetId: '02086723' }),
        'synsetId: This is not a sense id: it is a letter (n, v, a or r) and 8 digits, such as n02086723.',
      ],
      [
        await post('/dimension', { nodeList: Array.from({ length: 51 }, () => 'dog') }),
        'nodeList: nodeList must be a list of at most 50 words or graph nodes.',
      ],
      [
        await post('/custom/wikidata', { word: 'dog', images: 'yes' }),
        expect.stringMatching(/^images: /) as unknown as string,
      ],
      [await call('POST', '/explore', { body: '{"query": ' }), 'The request body is not valid JSON.'],
    ];
    for (const [answer, message] of cases) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toEqual(message);
    }
    const hindi = await post<{ message: string }>('/explore', {}, { lang: 'hi' });
    expect(hindi.body.message).toBe('query: खोजने के लिए कोई शब्द या नाम लिखें।');
  });
});

describe('the OpenAPI document', () => {
  it('lists every knowledge call', async () => {
    const { body } = await call<{
      paths: Record<string, Record<string, { operationId: string }>>;
      components: { schemas: Record<string, unknown> };
    }>('GET', '/openapi.json');
    const names = Object.values(body.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    const knowledgeCalls = [
      'explore.explore',
      'explore.links',
      'explore.description',
      'explore.eric',
      'dimension',
      'custom.wikidata',
      'custom.dictionary',
      'custom.snippet',
      'custom.snippetGraph',
      'custom.entityCluster',
      'custom.suggest',
      'custom.spell',
    ] as const;
    expect(names).toEqual(expect.arrayContaining([...knowledgeCalls]));
    for (const name of knowledgeCalls) expect(endpoints[name].answer.kind).toBe('json');
    const graph = body.paths['/custom/snippet/graph']?.get as unknown as { parameters: { name: string }[] };
    expect(graph.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['word', 'type', 'lang', 'range']),
    );
    // The dendrogram's tree refers to itself through the document's components, not a dangling local ref.
    expect(body.components.schemas).toHaveProperty('ClusterNode');
    expect(JSON.stringify(body)).not.toContain('#/definitions/');
    expect(JSON.stringify(body.paths['/custom/entity-cluster'])).toContain('#/components/schemas/ClusterNode');
  });
});

describe('GET /custom/compare', () => {
  it('sets two words side by side, with the ancestors they share and the path between them', async () => {
    const { status, body } = await get<Comparison>('/custom/compare', { first: 'dog', second: 'cat' });
    expect(status).toBe(200);
    expect(body.first).toMatchObject({ word: 'dog', found: true, term: { label: 'dog' } });
    expect(body.first.definition).toContain('domesticated');
    expect(namesOf(body.first.kinds)).toContain('canine');
    expect(namesOf(body.first.parts)).toContain('flag');
    expect(body.second).toMatchObject({ word: 'cat', found: true });
    expect(namesOf(body.second.kinds)).toContain('feline');
    // The nearest shared ancestor comes first; the path climbs to it from one word and down to the other.
    expect(namesOf(body.sharedAncestors)[0]).toBe('carnivore');
    expect(namesOf(body.sharedAncestors)).toContain('animal');
    expect(namesOf(body.path)).toEqual(['dog', 'canine', 'carnivore', 'feline', 'cat']);
    expect(body.language).toBe('en');
  });

  it('answers an unknown word with suggestions, and refuses a missing one', async () => {
    const { status, body } = await get<Comparison>('/custom/compare', { first: 'dgo', second: 'cat' });
    expect(status).toBe(200);
    expect(body.first).toMatchObject({ found: false, kinds: [], parts: [] });
    expect(body.first.suggestions.map((s) => s.term)).toContain('dog');
    expect(body.path).toEqual([]);
    expect((await get('/custom/compare', { first: 'dog' })).status).toBe(400);
  });
});
