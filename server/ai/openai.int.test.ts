import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAiProvider } from './openai.ts';
import { AiUnavailableError, type AiQuestion } from './provider.ts';
import { startModelServer, type ModelServer } from '../testing/model-server.ts';

const question: AiQuestion = {
  owner: { id: '00000000-0000-4000-8000-000000000001', username: 'ada' },
  prompt: 'What is chlorophyll?',
  maxWords: 120,
  context: [{ prompt: 'What is a leaf?', answer: 'The flat green part of a plant.' }],
  lang: 'en',
};

describe('the OpenAI-compatible provider, against a server that streams', () => {
  let model: ModelServer;
  beforeAll(async () => {
    model = await startModelServer({ pieces: [] });
  });
  afterAll(() => model.close());

  it('streams the answer token by token and sends the configured model, the key and the context', async () => {
    model.script = { pieces: ['Chloro', 'phyll is ', 'the green ', 'pigment.'] };
    const provider = openAiProvider({ baseUrl: model.baseUrl, model: 'llama3.2', apiKey: 'sk-test' });
    const pieces: string[] = [];
    for await (const piece of provider.answer(question, new AbortController().signal)) pieces.push(piece);
    expect(pieces).toEqual(['Chloro', 'phyll is ', 'the green ', 'pigment.']);
    const sent = model.requests.at(-1)!;
    expect(sent.authorization).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({ model: 'llama3.2', stream: true, max_tokens: 240 });
    expect(sent.body.messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sent.body.messages[0]?.content).toContain('at most 120 words');
    expect(sent.body.messages.at(-1)?.content).toBe('What is chlorophyll?');
  });

  it('sends no key to a local server that needs none', async () => {
    model.script = { pieces: ['Hi'] };
    const provider = openAiProvider({ baseUrl: model.baseUrl, model: 'local' });
    for await (const piece of provider.answer(question, new AbortController().signal)) expect(piece).toBe('Hi');
    expect(model.requests.at(-1)?.authorization).toBeUndefined();
  });

  it('cancels the upstream request when the learner stops: the model server sees the connection close', async () => {
    model.script = { pieces: Array.from({ length: 200 }, (_, i) => `word${i} `), delayMs: 20 };
    const provider = openAiProvider({ baseUrl: model.baseUrl, model: 'local' });
    const stop = new AbortController();
    const pieces: string[] = [];
    await expect(
      (async () => {
        for await (const piece of provider.answer(question, stop.signal)) {
          pieces.push(piece);
          if (pieces.length === 3) stop.abort();
        }
      })(),
    ).rejects.toThrow(/abort/i);
    await model.abandoned();
    expect(pieces).toHaveLength(3);
  });

  it('says the model is unavailable when its server fails, drops the connection or cannot be reached', async () => {
    model.script = { pieces: [], status: 503 };
    const down = openAiProvider({ baseUrl: model.baseUrl, model: 'local' });
    const drain = async (provider: typeof down) => {
      for await (const piece of provider.answer(question, new AbortController().signal)) expect(piece).toBe('Chloro');
    };
    await expect(drain(down)).rejects.toThrow(AiUnavailableError);
    await expect(drain(down)).rejects.toThrow(/503/);
    model.script = { pieces: ['Chloro', 'phyll'], breakAfter: 1, delayMs: 5 };
    await expect(drain(down)).rejects.toThrow(/stopped answering mid-answer/);
    const unreachable = openAiProvider({ baseUrl: 'http://127.0.0.1:9/v1', model: 'local' });
    await expect(drain(unreachable)).rejects.toThrow(AiUnavailableError);
  });
});
