import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Note } from '../../src/contract/notes.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { testEngine } from '../testing/knowledge-engine.ts';
import { createLibrary } from '../library/index.ts';
import { openLibraryKit, type Learner, type LibraryKit } from '../testing/library-kit.ts';
import { createPrompts } from '../prompts/index.ts';
import { filesStore } from '../stores/files.ts';
import { createEddieCalls, jsonIn } from './eddie-calls.ts';
import { closeModelKit, openModelKit } from '../testing/model-kit.ts';
import type { ModelServer } from '../testing/model-server.ts';

const knowledge = await testEngine();
type Graph = { nodes: { id: string; label: string }[]; edges: { source: string; target: string }[] };
type Message = { message: string };
const info = (section: string, extra: Record<string, unknown> = {}) => ({
  prompt: 'dog',
  context: 'a domestic animal',
  node_info_section: section,
  prompt_id: 'main',
  stream: true,
  ...extra,
});

async function noteOf(learner: Learner, note: string): Promise<Note> {
  const created = await learner.call<Note>('POST', '/notes', {
    verb: 'NOTED',
    actor: learner.username,
    dataSource: 'tj-client-web',
    value: { noteTitle: 'Diary', note },
  });
  return created.body;
}

describe.each(storesUnderTest())("Eddie's thought calls on $kind, offline", (store) => {
  let kit: LibraryKit;
  let ada: Learner;
  let bob: Learner;
  beforeAll(async () => {
    kit = await openLibraryKit(store, (deps) => [
      createLibrary(deps),
      createPrompts(deps),
      createEddieCalls({ ...deps, knowledge }),
    ]);
    ada = await kit.learner('ada');
    bob = await kit.learner('bob');
  }, 60_000);
  afterAll(() => kit.close());

  it('answers /eddie/query, /eddie/prompt and /eddie/prompt/info whole, from the dictionary', async () => {
    const query = await ada.call<{ chatResponse: string }>('POST', '/eddie/query', { prompt: 'What is a telescope?' });
    expect(query.status).toBe(200);
    expect(query.body.chatResponse).toContain('(#search/telescope)');
    expect(query.body.chatResponse).toContain('No language model is configured');
    const prompt = await ada.call<{ prompt: string; answer: string }>('POST', '/eddie/prompt', { prompt: 'telescope' });
    expect(prompt.body).toMatchObject({ prompt: 'telescope' });
    expect(prompt.body.answer).toContain('magnif');
    const about = await ada.call<{ answer: string }>('POST', '/eddie/prompt/info', { prompt: 'telescope' });
    expect(about.body.answer).toContain('(#search/telescope)');
    expect((await ada.call('POST', '/eddie/query', { prompt: '  ' })).status).toBe(400);
    expect((await kit.anonymous('POST', '/eddie/query')).status).toBe(401);
  });

  it('streams the node information by section: an article, questions from the relations, video phrases', async () => {
    const article = await ada.call<string>('POST', '/eddie/prompt/info/stream', info('article'));
    expect(article.status).toBe(200);
    expect(article.body).toContain('(#search/dog)');
    const questions = await ada.call<string>('POST', '/eddie/prompt/info/stream', info('questions'));
    expect(questions.body).toMatch(/^- How is dog connected to [^?]+\?/m);
    expect(questions.body).toContain('dictionary’s relations');
    const video = await ada.call<string>('POST', '/eddie/prompt/info/stream', info('video'), {
      'accept-language': 'es',
    });
    expect(video.body).toContain('- dog explicado');
    expect(video.body).toContain('- qué es dog');
    const unknown = await ada.call<string>('POST', '/eddie/prompt/info/stream', info('questions', { prompt: 'zzqx' }));
    expect(unknown.body).toContain('knows nothing related to “zzqx”');
    const noIntent = await ada.call<Message>(
      'POST',
      '/eddie/prompt/info/stream',
      info('article', { prompt_id: 'nope' }),
    );
    expect(noIntent.status).toBe(404);
    const badSection = await ada.call('POST', '/eddie/prompt/info/stream', info('poem'));
    expect(badSection.status).toBe(400);
  });

  it('says first that the offline engine cannot follow a chosen intent', async () => {
    const intent = await ada.call<{ id: string }>('POST', '/prompts/', {
      label: 'Pirate',
      prompt: 'Answer like a pirate.',
      visibility: 'private',
      description: '',
      type: 'intent',
      subtype: '',
    });
    const streamed = await ada.call<string>(
      'POST',
      '/eddie/prompt/info/stream',
      info('questions', { prompt_id: intent.body.id }),
    );
    expect(streamed.body).toMatch(/^_.*Pirate/);
    expect(streamed.body).toContain('How is dog connected to');
    const bobs = await bob.call('POST', '/eddie/prompt/info/stream', info('questions', { prompt_id: intent.body.id }));
    expect(bobs.status).toBe(404);
  });

  it('explores a graph of the terms the query names, with edges between its nodes', async () => {
    const graph = await ada.call<Graph>('POST', '/eddie/explore/graph', {
      query: 'Tell me about the telescope',
      mode: 'explore',
      selectedNodes: [{ id: 'x', label: 'planet' }],
    });
    expect(graph.status).toBe(200);
    const labels = graph.body.nodes.map((node) => node.label.toLowerCase());
    expect(labels).toContain('telescope');
    expect(labels).toContain('planet');
    const ids = new Set(graph.body.nodes.map((node) => node.id));
    expect(graph.body.edges.length).toBeGreaterThan(0);
    for (const edge of graph.body.edges) expect(ids.has(edge.source) && ids.has(edge.target)).toBe(true);
    const none = await ada.call<Graph>('POST', '/eddie/explore/graph', { query: 'zzqx', mode: 'explore' });
    expect(none.body).toMatchObject({ nodes: [], edges: [] });
  });

  it('groups quest nodes into steps by their relations, from the anchor', async () => {
    // dog is a kind of domestic animal, which is a kind of animal.
    const { index } = knowledge;
    const dogSense = knowledge.index.synsetOf(knowledge.graph('dog').centerId!);
    const domestic = index.targets(dogSense, 'hypernym').find((kind) => index.label(kind) === 'domestic animal')!;
    const [dog, kind, animal] = [dogSense, domestic, index.targets(domestic, 'hypernym')[0]!].map((s) => index.id(s));
    const grouped = await ada.call<{ groups: { step: number; nodeIds: string[] }[] }>('POST', '/eddie/quests-group', {
      nodeIds: [animal, 'not-a-word-zzqx', kind, dog],
      anchor: { id: dog },
    });
    expect(grouped.status).toBe(200);
    expect(grouped.body.groups).toEqual([
      { step: 1, nodeIds: [dog] },
      { step: 2, nodeIds: [kind] },
      { step: 3, nodeIds: [animal] },
      { step: 4, nodeIds: ['not-a-word-zzqx'] },
    ]);
    const empty = await ada.call('POST', '/eddie/quests-group', { nodeIds: [], anchor: null });
    expect(empty.body).toEqual({ groups: [] });
  });

  it("answers a smart file with its url, and another learner's as not found", async () => {
    const file = await filesStore(kit.db).create(ada, {
      id: crypto.randomUUID(),
      kind: 'image',
      type: 'image/png',
      size: 3,
      name: 'chart.png',
    });
    const mine = await ada.call<{ url: string; name: string }[]>('POST', '/eddie/smart-file', { fileId: file.fileId });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([expect.objectContaining({ name: 'chart.png', url: `/api/v1/file/${file.fileId}` })]);
    expect((await bob.call('POST', '/eddie/smart-file', { fileId: file.fileId })).status).toBe(404);
    expect((await ada.call('POST', '/eddie/smart-file', { fileId: 'nope' })).status).toBe(404);
  });

  it("generates a node's properties from the dictionary, as many as asked", async () => {
    const three = await ada.call<{ props: Record<string, { value: unknown; type: string }> }>(
      'POST',
      '/eddie/node/properties',
      { label: 'telescope', prompt: 'What is it?', value: '', variable: '' },
    );
    expect(three.status).toBe(200);
    expect(Object.keys(three.body.props)).toHaveLength(3);
    expect(three.body.props.definition?.value).toContain('magnif');
    const one = await ada.call<{ props: object }>('POST', '/eddie/node/properties', {
      label: 'dog',
      numberOfQuestions: 1,
    });
    expect(Object.keys(one.body.props)).toEqual(['definition']);
    expect((await ada.call('POST', '/eddie/node/properties', { label: 'dog', numberOfQuestions: 0 })).status).toBe(400);
  });

  it("writes the diary insight into the note, completed at 100, and refuses another learner's note", async () => {
    const note = await noteOf(ada, 'Today I looked at Saturn through a telescope.');
    const insight = await ada.call<Note>('POST', '/skills/diary/insights', {
      noteId: note._id,
      type: 'summary',
      prompt: 'What did I learn?',
    });
    expect(insight.status).toBe(200);
    expect(insight.body).toMatchObject({ status: 'completed', progress: 100 });
    expect(insight.body.value.insight).toMatchObject({ type: 'summary', prompt: 'What did I learn?' });
    expect(insight.body.value.insight?.text).toContain('Saturn through a telescope');
    expect(insight.body.value.note).toBe('Today I looked at Saturn through a telescope.');
    const kept = await ada.call<Note>('GET', `/notes/${note._id}`);
    expect(kept.body).toMatchObject({ status: 'completed', progress: 100 });
    const refused = await bob.call<Message>('POST', '/skills/diary/insights', {
      noteId: note._id,
      type: 'summary',
      prompt: '',
    });
    expect(refused.status).toBe(404);
    expect((await ada.call('GET', `/notes/${note._id}`)).body).toMatchObject({ status: 'completed' });
  });
});

describe.each(storesUnderTest())("Eddie's thought calls on $kind, with a language model", (store) => {
  let kit: LibraryKit;
  let ada: Learner;
  let model: ModelServer;
  beforeAll(async () => {
    ({ kit, ada, model } = await openModelKit(store, (deps, ai) => [
      createLibrary(deps),
      createEddieCalls({ ...deps, knowledge, ai }),
    ]));
  }, 60_000);
  afterAll(() => closeModelKit({ kit, model }));
  const lastAsk = () => model.requests.at(-1)?.body.messages.at(-1)?.content ?? '';

  it('answers whole and streams each section as asked of the model', async () => {
    model.script = { pieces: ['A telescope ', 'magnifies.'] };
    const query = await ada.call('POST', '/eddie/query', { prompt: 'What is a telescope?' });
    expect(query.body).toEqual({ chatResponse: 'A telescope magnifies.' });
    const prompt = await ada.call('POST', '/eddie/prompt/info', { prompt: 'telescope' });
    expect(prompt.body).toEqual({ prompt: 'telescope', answer: 'A telescope magnifies.' });
    model.script = { pieces: ['- Why ', 'do dogs bark?'] };
    const streamed = await ada.call<string>('POST', '/eddie/prompt/info/stream', info('questions'));
    expect(streamed.body).toBe('- Why do dogs bark?');
    expect(lastAsk()).toContain('questions');
    expect(lastAsk()).toContain('a domestic animal');
    await ada.call<string>('POST', '/eddie/prompt/info/stream', info('video'));
    expect(lastAsk()).toContain('videos about “dog”');
  });

  it("builds the graph from the model's JSON, and answers 502 with a message for output that is no graph", async () => {
    const json = {
      nodes: [
        { id: 'a', label: 'Star' },
        { id: 'b', label: 'Planet' },
      ],
      edges: [{ source: 'b', target: 'a', label: 'orbits' }],
    };
    model.script = { pieces: ['```json\n', JSON.stringify(json), '\n```'] };
    const graph = await ada.call<Graph>('POST', '/eddie/explore/graph', { query: 'solar system', mode: 'explore' });
    expect(graph.status).toBe(200);
    expect(graph.body.nodes).toEqual([
      expect.objectContaining({ id: 'a', label: 'Star', tjType: 'openai_logic_node' }),
      expect.objectContaining({ id: 'b', label: 'Planet' }),
    ]);
    expect(graph.body.edges).toEqual([expect.objectContaining({ source: 'b', target: 'a', label: 'orbits' })]);
    for (const pieces of [
      ['Sure! Stars and planets.'],
      [JSON.stringify({ ...json, edges: [{ source: 'a', target: 'z' }] })],
    ]) {
      model.script = { pieces };
      const refused = await ada.call<Message>('POST', '/eddie/explore/graph', {
        query: 'solar system',
        mode: 'explore',
      });
      expect(refused.status).toBe(502);
      expect(refused.body.message).toContain('did not answer in the form asked for');
    }
    model.script = { pieces: [], status: 500 };
    const down = await ada.call<Message>('POST', '/eddie/explore/graph', { query: 'solar system', mode: 'explore' });
    expect(down.status).toBe(502);
    expect(down.body.message).toContain('not answering right now');
  });

  it('generates properties from JSON, rejects output that is not JSON, and refuses a second run while one is active', async () => {
    model.script = { pieces: ['{"mass": "1.989e30 kg", "age": 4.6}'] };
    const props = await ada.call('POST', '/eddie/node/properties', {
      label: 'Sun',
      prompt: 'Facts',
      numberOfQuestions: 3,
    });
    expect(props.body).toEqual({
      props: { mass: { value: '1.989e30 kg', type: 'string' }, age: { value: 4.6, type: 'number' } },
    });
    expect(lastAsk()).toContain('Ask 3 questions about “Sun”');
    model.script = { pieces: ['mass: heavy'] };
    const invalid = await ada.call<Message>('POST', '/eddie/node/properties', { label: 'Sun' });
    expect(invalid.status).toBe(502);
    expect(invalid.body.message).toContain('did not answer in the form asked for');
    // The first answer held at its start: the second call comes while the first is being generated.
    model.script = { pieces: ['{"a": ', '"b"}'], holdAfter: 0 };
    const asked = model.requests.length;
    const first = ada.call('POST', '/eddie/node/properties', { label: 'Sun' });
    await vi.waitUntil(() => model.requests.length > asked);
    const second = await ada.call<Message>('POST', '/eddie/node/properties', { label: 'Moon' });
    expect(second.status).toBe(409);
    expect(second.body.message).toContain('already being generated');
    model.release();
    expect((await first).body).toEqual({ props: { a: { value: 'b', type: 'string' } } });
    model.script = { pieces: ['{"c": 1}'] };
    expect((await ada.call('POST', '/eddie/node/properties', { label: 'Moon' })).status).toBe(200);
  });

  it('shows the diary insight loading at 0 while it is written, and error when the model fails', async () => {
    const note = await noteOf(ada, 'I planted beans.');
    model.script = { pieces: ['Beans ', 'need ', 'sun.'], holdAfter: 0 };
    const asked = model.requests.length;
    const pending = ada.call<Note>('POST', '/skills/diary/insights', { noteId: note._id, type: 'summary', prompt: '' });
    await vi.waitUntil(() => model.requests.length > asked);
    expect((await ada.call('GET', `/notes/${note._id}`)).body).toMatchObject({ status: 'loading', progress: 0 });
    model.release();
    const done = await pending;
    expect(done.body).toMatchObject({
      status: 'completed',
      progress: 100,
      value: { insight: { text: 'Beans need sun.' } },
    });
    expect(lastAsk()).toContain('I planted beans.');
    model.script = { pieces: [], status: 500 };
    const failed = await ada.call('POST', '/skills/diary/insights', { noteId: note._id, type: 'summary', prompt: '' });
    expect(failed.status).toBe(502);
    expect((await ada.call('GET', `/notes/${note._id}`)).body).toMatchObject({ status: 'error' });
  });
});

describe('jsonIn', () => {
  it('reads JSON bare or in a code fence, and nothing else', () => {
    expect(jsonIn('{"a":1}')).toEqual({ a: 1 });
    expect(jsonIn('Here:\n```json\n[1]\n```')).toEqual([1]);
    expect(jsonIn('not json')).toBeUndefined();
  });
});
