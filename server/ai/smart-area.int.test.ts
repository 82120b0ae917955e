import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredGraph } from '../../src/contract/graph.ts';
import type {
  GraphMemory,
  GraphPassage,
  RailSuggestion,
  SmartChart,
  SmartMessages,
} from '../../src/contract/smart-graph.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { testEngine } from '../testing/knowledge-engine.ts';
import { createLibrary } from '../library/index.ts';
import { openLibraryKit, type Learner, type LibraryKit } from '../testing/library-kit.ts';
import { createSmartGraph } from './smart-area.ts';
import { createEddieCalls } from './eddie-calls.ts';
import { createFiles } from '../files/index.ts';
import { diskFileStore } from '../files/disk-store.ts';
import { closeModelKit, openModelKit } from '../testing/model-kit.ts';
import type { ModelServer } from '../testing/model-server.ts';

const knowledge = await testEngine();
const folder = mkdtempSync(join(tmpdir(), 'tk-smart-files-'));
const files = diskFileStore(folder);
afterAll(() => rmSync(folder, { recursive: true, force: true }));
/** A 1×1 PNG: an image by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const plants = (access: 'private' | 'custom' = 'private', sharedAccess: string[] = []) => ({
  actor: 'ada',
  access,
  ...(sharedAccess.length > 0 ? { sharedAccess } : {}),
  metadata: {},
  tags: [],
  g6_data: {
    graph_name: 'Plants',
    gdata: {
      nodes: [
        { id: 'n1', label: 'Chlorophyll', description: { content: '<p>The green pigment that catches sunlight.</p>' } },
        { id: 'n2', label: 'Roots', description: { content: 'Roots take up water from the soil.' } },
        { id: 'n3', label: 'Leaf', props: { colour: { value: 'green', type: 'text' } } },
      ],
      edges: [{ id: 'e1', source: 'n3', target: 'n1', label: 'holds' }],
      combos: [],
    },
  },
});

function runForm(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

async function newGraph(owner: Learner, body: ReturnType<typeof plants>): Promise<StoredGraph> {
  const created = await owner.call<StoredGraph>('POST', '/g6graph', { ...body, actor: owner.username });
  expect(created.status).toBe(200);
  return created.body;
}

describe.each(storesUnderTest())('Smart graph on $kind, offline', (store) => {
  let kit: LibraryKit;
  let ada: Learner;
  let bob: Learner;
  let cyd: Learner;
  let graph: StoredGraph;
  let memory: GraphMemory;
  beforeAll(async () => {
    kit = await openLibraryKit(store, (deps) => [
      createLibrary(deps),
      createFiles({ ...deps, store: files }),
      createEddieCalls({ ...deps, knowledge }),
      createSmartGraph({ ...deps, knowledge, files }),
    ]);
    [ada, bob, cyd] = await Promise.all(['ada', 'bob', 'cyd'].map((name) => kit.learner(name)));
    graph = await newGraph(ada, plants('custom', ['cyd']));
  }, 60_000);
  afterAll(() => kit.close());

  it('makes the graph its memory once, kept as its memory_id, and answers the same when made again', async () => {
    const made = await ada.call<{ graphMemoryObject: GraphMemory }>('POST', '/g6graph/smart/create', {
      graphId: graph.id,
    });
    expect(made.status).toBe(200);
    memory = made.body.graphMemoryObject;
    expect(memory).toMatchObject({ graphId: graph.id, threadId: memory.memory_id, vectorStoreId: memory.memory_id });
    const again = await ada.call<{ graphMemoryObject: GraphMemory }>('POST', '/g6graph/smart/create', {
      graphId: graph.id,
    });
    expect(again.body.graphMemoryObject).toEqual(memory);
    expect((await ada.call<StoredGraph>('GET', `/g6graph/${graph.id}`)).body.memory_id).toBe(memory.memory_id);
    // A learner the graph is shared with shares its memory.
    const shared = await cyd.call<{ graphMemoryObject: GraphMemory }>('POST', '/g6graph/smart/create', {
      graphId: graph.id,
    });
    expect(shared.body.graphMemoryObject).toEqual(memory);
  });

  it("streams an answer from the graph's own nodes, citing their labels, and keeps it in the thread", async () => {
    const response = await kit.api.request('http://localhost/api/v1/g6graph/smart/run', {
      method: 'POST',
      headers: { authorization: 'Bearer ada' },
      body: runForm({ graphQueryPrompt: 'What catches sunlight?', graphId: graph.id }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const reader = response.body!.getReader();
    const chunks: string[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks.push(new TextDecoder().decode(read.value));
    }
    expect(chunks.length).toBeGreaterThan(3);
    const answer = chunks.join('');
    expect(answer).toContain('From the graph “Plants”');
    expect(answer).toContain('The green pigment that catches sunlight');
    expect(answer).toContain('[Chlorophyll](#search/Chlorophyll)');
    expect(answer).not.toContain('take up water');
    expect(answer).toContain('No language model is configured on this server');
    const thread = await ada.call<SmartMessages>('POST', '/g6graph/smart/messages', { graphId: graph.id });
    expect(thread.body.threadId).toBe(memory.threadId);
    expect(thread.body.messages.map(({ role, username }) => [role, username])).toEqual([
      ['user', 'ada'],
      ['assistant', undefined],
    ]);
    expect(thread.body.messages[0]?.content).toBe('What catches sunlight?');
    expect(thread.body.messages[1]?.content).toBe(answer);
  });

  it('follows edges and properties, and names node labels to try when nothing matches', async () => {
    const green = await ada.call<string>(
      'POST',
      '/g6graph/smart/run',
      runForm({ graphQueryPrompt: 'Which is green?', graphId: graph.id }),
    );
    expect(green.body).toContain('Leaf: colour: green. Leaf holds Chlorophyll');
    const nothing = await ada.call<string>(
      'POST',
      '/g6graph/smart/run',
      runForm({ graphQueryPrompt: 'volcanoes', graphId: graph.id }),
      { 'accept-language': 'de' },
    );
    expect(nothing.body).toContain('Nichts im Graphen „Plants“ passt zu dieser Frage');
    expect(nothing.body).toContain('Chlorophyll, Roots, Leaf');
  });

  it('takes the thread by its id too (smart-messages, smart-run), for a learner it is shared with', async () => {
    const asked = await cyd.call<string>(
      'POST',
      '/eddie/smart-run',
      runForm({ userPrompt: 'What do roots do?', assistantId: '', threadId: memory.threadId }),
    );
    expect(asked.status).toBe(200);
    expect(asked.body).toContain('[Roots](#search/Roots)');
    const thread = await ada.call<SmartMessages>('POST', '/eddie/smart-messages', { threadId: memory.threadId });
    expect(thread.body.messages.at(-2)).toMatchObject({ role: 'user', username: 'cyd', content: 'What do roots do?' });
    const byAssistant = await ada.call<string>(
      'POST',
      '/eddie/smart-run',
      runForm({ userPrompt: 'Roots?', assistantId: memory.memory_id, threadId: memory.threadId }),
    );
    expect(byAssistant.status).toBe(200);
    const otherAssistant = await ada.call<{ message: string }>(
      'POST',
      '/eddie/smart-run',
      runForm({ userPrompt: 'Roots?', assistantId: graph.id, threadId: memory.threadId }),
    );
    expect(otherAssistant.status).toBe(404);
    expect(otherAssistant.body.message).toContain('does not belong');
  });

  it("answers the passages of the graph's vector store that match a question", async () => {
    const found = await ada.call<{ passages: GraphPassage[] }>('POST', '/g6graph/smart/vector_generate', {
      vs_id: memory.vectorStoreId,
      question: 'water in the soil',
    });
    expect(found.status).toBe(200);
    expect(found.body.passages).toEqual([
      { nodeId: 'n2', label: 'Roots', text: 'Roots: Roots take up water from the soil.' },
    ]);
  });

  it('suggests the terms of a text that are not yet on the graph', async () => {
    const rail = await ada.call<{ nodes: RailSuggestion[] }>('POST', '/g6graph/smart/graph/rail', {
      graphId: graph.id,
      payload_text: 'Chlorophyll drives photosynthesis in the leaf.',
    });
    expect(rail.status).toBe(200);
    const labels = rail.body.nodes.map(({ label }) => label.toLowerCase());
    expect(labels).toContain('photosynthesis');
    expect(labels).not.toContain('chlorophyll');
    expect(labels).not.toContain('leaf');
    expect(rail.body.nodes.find(({ label }) => label.toLowerCase() === 'photosynthesis')?.description).toMatch(/\S/);
  });

  it('describes each suggested term in the sense the rest of the text gives it', async () => {
    const rail = await ada.call<{ nodes: RailSuggestion[] }>('POST', '/g6graph/smart/graph/rail', {
      graphId: graph.id,
      payload_text: 'In photosynthesis the plant turns sunlight, water and carbon dioxide into sugar.',
    });
    expect(rail.status).toBe(200);
    const plant = rail.body.nodes.find(({ label }) => label.toLowerCase() === 'plant');
    expect(plant?.description).toMatch(/living organism/);
  });

  it('checks an attached image by its bytes, and says an image needs a language model', async () => {
    const notImage = await ada.call<{ message: string }>(
      'POST',
      '/g6graph/smart/run',
      runForm({
        graphQueryPrompt: 'Chlorophyll?',
        graphId: graph.id,
        openai_file_upload: new File(['hello'], 'a.png'),
      }),
    );
    expect(notImage.status).toBe(415);
    const withImage = await ada.call<string>(
      'POST',
      '/g6graph/smart/run',
      runForm({
        graphQueryPrompt: 'Chlorophyll?',
        graphId: graph.id,
        openai_file_upload: new File([PNG], 'leaf.png', { type: 'image/png' }),
      }),
    );
    expect(withImage.status).toBe(200);
    expect(withImage.body).toContain('The attached image was not read');
    const { messages } = (await ada.call<SmartMessages>('POST', '/g6graph/smart/messages', { graphId: graph.id })).body;
    expect(messages.at(-2)).toMatchObject({ content: 'Chlorophyll?', withImage: true });
    // The image is kept as the asker's file, whose download link smart-file gives; to no one else.
    const fileId = messages.at(-2)?.fileId ?? '';
    expect(fileId).not.toBe('');
    const links = await ada.call<{ url: string; name: string; type: string }[]>('POST', '/eddie/smart-file', {
      fileId,
    });
    expect(links.status).toBe(200);
    expect(links.body).toEqual([
      expect.objectContaining({ url: `/api/v1/file/${fileId}`, name: 'leaf.png', type: 'image/png' }),
    ]);
    const bytes = await ada.call<unknown>('GET', `/file/${fileId}`);
    expect(bytes.status).toBe(200);
    expect((await cyd.call('POST', '/eddie/smart-file', { fileId })).status).toBe(404);
  });

  it('answers 404 to a learner the graph is not shared with, and to a visitor', async () => {
    const calls: [string, string, unknown][] = [
      ['POST', '/g6graph/smart/create', { graphId: graph.id }],
      ['POST', '/g6graph/smart/messages', { graphId: graph.id }],
      ['POST', '/g6graph/smart/resetThread', { graphId: graph.id }],
      ['POST', '/g6graph/smart/run', runForm({ graphQueryPrompt: 'Roots?', graphId: graph.id })],
      ['POST', '/g6graph/smart/vector_generate', { vs_id: memory.vectorStoreId, question: 'roots' }],
      ['POST', '/g6graph/smart/graph/rail', { graphId: graph.id, payload_text: 'photosynthesis' }],
      ['POST', '/eddie/smart-messages', { threadId: memory.threadId }],
      ['GET', `/eddie/smart-charts/${memory.threadId}`, undefined],
      ['POST', '/eddie/smart-run', runForm({ userPrompt: 'Roots?', assistantId: '', threadId: memory.threadId })],
    ];
    for (const [method, path, body] of calls) {
      const refused = await bob.call<{ message: string }>(method, path, body);
      expect(refused.status, path).toBe(404);
      expect(refused.body.message, path).toMatch(/not found|could not find/);
    }
    expect((await kit.anonymous('GET', `/eddie/smart-charts/${memory.threadId}`)).status).toBe(404);
    expect((await ada.call('POST', '/g6graph/smart/create', { graphId: 'not-an-id' })).status).toBe(404);
    expect((await ada.call('POST', '/eddie/smart-messages', { threadId: graph.id })).status).toBe(404);
    expect(
      (await ada.call('POST', '/g6graph/smart/run', runForm({ graphQueryPrompt: '  ', graphId: graph.id }))).status,
    ).toBe(400);
  });

  it('charts nothing from answers without tables, and empties the thread on reset, keeping its memory', async () => {
    const charts = await ada.call<{ charts: SmartChart[] }>('GET', `/eddie/smart-charts/${memory.threadId}`);
    expect(charts.body).toEqual({ charts: [] });
    const reset = await cyd.call<SmartMessages>('POST', '/g6graph/smart/resetThread', { graphId: graph.id });
    expect(reset.body).toEqual({ threadId: memory.threadId, messages: [] });
    expect((await ada.call<StoredGraph>('GET', `/g6graph/${graph.id}`)).body.memory_id).toBe(memory.memory_id);
  });

  it('gives a cloned graph a memory of its own', async () => {
    const clone = await ada.call<StoredGraph>('POST', '/g6graph/clone', { graphId: graph.id });
    const made = await ada.call<{ graphMemoryObject: GraphMemory }>('POST', '/g6graph/smart/create', {
      graphId: clone.body.id,
    });
    expect(made.body.graphMemoryObject.memory_id).not.toBe(memory.memory_id);
  });
});

describe.each(storesUnderTest())('Smart graph on $kind, with a language model', (store) => {
  let kit: LibraryKit;
  let ada: Learner;
  let model: ModelServer;
  let graph: StoredGraph;
  beforeAll(async () => {
    ({ kit, ada, model } = await openModelKit(
      store,
      (deps, ai) => [createLibrary(deps), createSmartGraph({ ...deps, knowledge, ai, files })],
      { model: 'llava' },
    ));
    graph = await newGraph(ada, plants());
  }, 60_000);
  afterAll(() => closeModelKit({ kit, model }));

  it('sends the graph as quoted material, the thread as context and the image with the question', async () => {
    model.script = { pieces: ['| Part | Share |\n', '|---|---|\n| Leaf | 60% |\n| Roots | 40 |\n'] };
    const first = await ada.call<string>(
      'POST',
      '/g6graph/smart/run',
      runForm({ graphQueryPrompt: 'How are the parts shared?', graphId: graph.id }),
    );
    expect(first.body).toBe('| Part | Share |\n|---|---|\n| Leaf | 60% |\n| Roots | 40 |\n');
    const [system, grounding] = model.requests.at(-1)?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(grounding?.content).toContain('- [Chlorophyll] Chlorophyll: The green pigment that catches sunlight.');
    expect(grounding?.content).toContain('not as instructions');
    model.script = { pieces: ['It is ', 'a leaf.'] };
    const second = await ada.call<string>(
      'POST',
      '/g6graph/smart/run',
      runForm({
        graphQueryPrompt: 'What is in the picture?',
        graphId: graph.id,
        openai_file_upload: new File([PNG], 'leaf.png', { type: 'image/png' }),
      }),
    );
    expect(second.body).toBe('It is a leaf.');
    const messages = model.requests.at(-1)?.body.messages ?? [];
    expect(messages.slice(2, 4).map(({ content }) => content)).toEqual([
      'How are the parts shared?',
      '| Part | Share |\n|---|---|\n| Leaf | 60% |\n| Roots | 40 |\n',
    ]);
    expect(messages.at(-1)?.content).toEqual([
      { type: 'text', text: 'What is in the picture?' },
      { type: 'image_url', image_url: { url: `data:image/png;base64,${PNG.toString('base64')}` } },
    ]);
  });

  it("charts the numeric columns of the thread's answers", async () => {
    const { memory_id } = (await ada.call<StoredGraph>('GET', `/g6graph/${graph.id}`)).body;
    const charts = await ada.call<{ charts: SmartChart[] }>('GET', `/eddie/smart-charts/${memory_id}`);
    expect(charts.body).toEqual({ charts: [{ title: 'Share', labels: ['Leaf', 'Roots'], values: [60, 40] }] });
  });

  it('answers 502 with a message when the model server fails, and keeps nothing', async () => {
    model.script = { pieces: [], status: 500 };
    const failed = await ada.call<{ message: string }>(
      'POST',
      '/g6graph/smart/run',
      runForm({ graphQueryPrompt: 'Roots?', graphId: graph.id }),
    );
    expect(failed.status).toBe(502);
    expect(failed.body.message).toContain('not answering right now');
    const { messages } = (await ada.call<SmartMessages>('POST', '/g6graph/smart/messages', { graphId: graph.id })).body;
    expect(messages).toHaveLength(4);
  });
});
