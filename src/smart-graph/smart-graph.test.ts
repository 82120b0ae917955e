import { beforeEach, describe, expect, it } from 'vitest';
import { createGraph } from '../graph/graph.ts';
import { createTestApi, type TestApi } from '../../tests/support/test-api.ts';
import { addRailNode, createGraphRail, createMemoryQuestions, railNodeId } from './memory-and-rail.ts';
import { createSmartGraph } from './smart-graph.ts';

let server: TestApi;
const message = (role: 'user' | 'assistant', content: string, fileId?: string) => ({
  _id: `${role}-${content}`,
  role,
  content,
  withImage: fileId !== undefined,
  ...(fileId ? { fileId } : {}),
  createdAt: new Date(0).toISOString(),
});
beforeEach(() => {
  server = createTestApi();
  server.route('GET /eddie/smart-charts/t1', { body: { charts: [] } });
});
const calls = () => server.seen.map(({ method, path }) => `${method} ${path}`);

describe('createSmartGraph', () => {
  it("reads a thread given by its id through Eddie's smart-thread calls, and asks in it", async () => {
    server.route('POST /eddie/smart-messages', { body: { threadId: 't1', messages: [message('user', 'Roots?')] } });
    server.route('POST /eddie/smart-run', { body: 'They drink.' });
    const smart = createSmartGraph({ api: server.api, threadId: 't1' });
    expect(smart.canReset).toBe(false);
    await smart.load();
    expect(smart.thread.value).toEqual({ status: 'ready', threadId: 't1', history: [message('user', 'Roots?')] });
    expect(server.seen[0]?.body).toEqual({ threadId: 't1' });
    await smart.ask('Leaves?');
    expect(calls()).toEqual([
      'POST /eddie/smart-messages',
      'GET /eddie/smart-charts/t1',
      'POST /eddie/smart-run',
      'GET /eddie/smart-charts/t1',
    ]);
    await smart.reset();
    expect(calls()).not.toContain('POST /g6graph/smart/resetThread');
  });

  it("opens a graph by its memory, and reads the thread's files again after a question with an image", async () => {
    const memory = { memory_id: 't1', threadId: 't1', vectorStoreId: 't1', graphId: 'g1' };
    let kept = [message('user', 'Roots?')];
    server.route('POST /g6graph/smart/create', { body: { graphMemoryObject: memory } });
    server.route('POST /g6graph/smart/messages', () => ({ body: { threadId: 't1', messages: kept } }));
    server.route('POST /g6graph/smart/run', () => {
      kept = [...kept, message('user', 'What is this?', 'f1'), message('assistant', 'A leaf.')];
      return { body: 'A leaf.' };
    });
    const smart = createSmartGraph({ api: server.api, graphId: 'g1' });
    expect(smart.canReset).toBe(true);
    await smart.load();
    await smart.ask('What is this?', new File(['png'], 'leaf.png', { type: 'image/png' }));
    expect(smart.filed.value.map(({ content, fileId }) => [content, fileId])).toEqual([['What is this?', 'f1']]);
    // The conversation shown stays as it was: the answer is this session's turn, still said to be complete.
    expect(smart.chat.value.turns.value.map(({ prompt, status }) => [prompt, status])).toEqual([
      ['What is this?', 'done'],
    ]);
  });
});

describe('memory questions and the graph rail', () => {
  it("asks the graph's memory by its id and shows the passages", async () => {
    const passage = { nodeId: 'n2', label: 'Roots', text: 'Roots: Roots take up water from the soil.' };
    server.route('POST /g6graph/smart/vector_generate', { body: { passages: [passage] } });
    const memory = createMemoryQuestions(server.api, 't1');
    await memory.ask('  water ');
    expect(server.seen[0]?.body).toEqual({ vs_id: 't1', question: 'water' });
    expect(memory.state.value).toEqual({ status: 'ready', asked: 'water', answer: [passage] });
  });

  it('turns a text into suggested nodes, which the learner places on the graph once', async () => {
    const plant = { label: 'plant', description: '(botany) a living organism lacking the power of locomotion' };
    server.route('POST /g6graph/smart/graph/rail', { body: { nodes: [plant] } });
    const rail = createGraphRail(server.api, 'g1');
    await rail.ask('In photosynthesis the plant makes sugar.');
    expect(server.seen[0]?.body).toEqual({ payload_text: 'In photosynthesis the plant makes sugar.', graphId: 'g1' });
    expect(rail.state.value).toMatchObject({ status: 'ready', answer: [plant] });
    const graph = createGraph({ name: 'test.graph' });
    expect(addRailNode(graph, plant)).toBe(true);
    expect(addRailNode(graph, plant)).toBe(false);
    expect(graph.signals.model.value.nodes.get(railNodeId(plant))).toMatchObject({
      label: 'plant',
      description: { content: plant.description },
    });
  });

  it('says why the memory could not be asked', async () => {
    server.route('POST /g6graph/smart/vector_generate', { status: 404, body: { message: 'Thread not found.' } });
    const memory = createMemoryQuestions(server.api, 't1');
    await memory.ask('water');
    const state = memory.state.value;
    expect(state.status === 'error' && state.error.message).toBe('Thread not found.');
  });
});
