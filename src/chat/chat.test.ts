import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/client.ts';
import { createChat } from './chat.ts';
import { until } from '../testing/until.ts';

/** An API whose streamed answer the test hands over piece by piece, honouring the request's signal. */
function scriptedApi() {
  const sent: { name: string; body?: unknown }[] = [];
  /** Set while the stream waits for its next piece. */
  let handOver: ((piece: string | null) => void) | undefined;
  let failClear: Error | undefined;
  const next = (signal: AbortSignal) =>
    new Promise<string | null>((resolve, reject) => {
      handOver = resolve;
      const abort = () => {
        if (handOver === resolve) handOver = undefined;
        reject(signal.reason);
      };
      signal.addEventListener('abort', abort, { once: true });
    });
  const api = {
    async call(name: string, options: { body?: unknown; signal?: AbortSignal } = {}) {
      sent.push({ name, body: options.body });
      if (name === 'eddie.clearContext') {
        if (failClear) throw failClear;
        return { cleared: 1 };
      }
      const signal = options.signal!;
      return (async function* () {
        for (;;) {
          const piece = await next(signal);
          if (piece === null) return;
          yield piece;
        }
      })();
    },
  } as unknown as Pick<ApiClient, 'call'>;
  return {
    api,
    sent,
    /** Hands the stream a piece (null ends it), then waits until the chat has taken it and asks for the next. */
    async piece(piece: string | null) {
      const waiting = await until(() => handOver, 'the chat to read the answer');
      handOver = undefined;
      waiting(piece);
      if (piece !== null) await until(() => handOver, 'the chat to take the piece');
    },
    failClearWith(failure: Error | undefined) {
      failClear = failure;
    },
  };
}

describe('the chat core', () => {
  it('streams an answer piece by piece and asks with the default model and length', async () => {
    const server = scriptedApi();
    const chat = createChat({ api: server.api });
    const asked = chat.ask('  What is a leaf?  ');
    await server.piece('A leaf ');
    expect(chat.streaming.value).toBe(true);
    expect(chat.turns.value).toEqual([{ id: 1, prompt: 'What is a leaf?', answer: 'A leaf ', status: 'streaming' }]);
    await server.piece('is green.');
    await server.piece(null);
    await asked;
    expect(chat.streaming.value).toBe(false);
    expect(chat.turns.value[0]).toMatchObject({ answer: 'A leaf is green.', status: 'done' });
    expect(server.sent[0]).toEqual({
      name: 'eddie.ask',
      body: { model: 'text-davinci-003', maxWords: 300, prompt: 'What is a leaf?', stream: true },
    });
  });

  it('sends the current thought as the anchor, when there is one', async () => {
    const server = scriptedApi();
    let current: string | undefined = 'volcano';
    const chat = createChat({ api: server.api, thought: () => current });
    const asked = chat.ask('Why does it erupt?');
    await server.piece(null);
    await asked;
    current = undefined;
    const again = chat.ask('And then?');
    await server.piece(null);
    await again;
    expect(server.sent.map(({ body }) => body)).toEqual([
      { model: 'text-davinci-003', maxWords: 300, prompt: 'Why does it erupt?', stream: true, anchor: 'volcano' },
      { model: 'text-davinci-003', maxWords: 300, prompt: 'And then?', stream: true },
    ]);
  });

  it('sends the thread room it continues, while one is open', async () => {
    const server = scriptedApi();
    let room: string | undefined = 'a1';
    const chat = createChat({ api: server.api, room: () => room });
    const asked = chat.ask('Does it flower?');
    await server.piece(null);
    await asked;
    room = undefined;
    const again = chat.ask('And then?');
    await server.piece(null);
    await again;
    expect(server.sent.map(({ body }) => body)).toEqual([
      { model: 'text-davinci-003', maxWords: 300, prompt: 'Does it flower?', stream: true, roomId: 'a1' },
      { model: 'text-davinci-003', maxWords: 300, prompt: 'And then?', stream: true },
    ]);
  });

  it('asks nothing for a blank question', async () => {
    const server = scriptedApi();
    const chat = createChat({ api: server.api });
    await chat.ask('   ');
    expect(server.sent).toEqual([]);
  });

  it('stops: the request is aborted and what came so far stays', async () => {
    const server = scriptedApi();
    const chat = createChat({ api: server.api });
    const asked = chat.ask('Count');
    await server.piece('one ');
    chat.stop();
    await asked;
    expect(chat.turns.value[0]).toMatchObject({ answer: 'one ', status: 'stopped' });
    expect(chat.streaming.value).toBe(false);
    expect(chat.error.value).toBeNull();
  });

  it('a new question stops the answer still streaming', async () => {
    const server = scriptedApi();
    const chat = createChat({ api: server.api, model: 'stored-model', maxWords: 50 });
    const first = chat.ask('First');
    await server.piece('a');
    const second = chat.ask('Second');
    await first;
    await server.piece('b');
    await server.piece(null);
    await second;
    expect(chat.turns.value.map(({ answer, status }) => [answer, status])).toEqual([
      ['a', 'stopped'],
      ['b', 'done'],
    ]);
    expect(server.sent[1]?.body).toMatchObject({ model: 'stored-model', maxWords: 50 });
  });

  it('keeps a failure on the turn and as the error', async () => {
    const api = {
      call: async () => {
        throw new Error('It Looks like server is not Responding');
      },
    } as unknown as Pick<ApiClient, 'call'>;
    const chat = createChat({ api });
    await chat.ask('Anyone there?');
    expect(chat.turns.value[0]?.status).toBe('failed');
    expect(chat.error.value?.message).toBe('It Looks like server is not Responding');
  });

  it('clears the context on the server and the conversation here; a failed clear keeps both', async () => {
    const server = scriptedApi();
    const chat = createChat({ api: server.api });
    const asked = chat.ask('Hello');
    await server.piece(null);
    await asked;
    server.failClearWith(new Error('offline'));
    await chat.clear();
    expect(chat.turns.value).toHaveLength(1);
    expect(chat.error.value?.message).toBe('offline');
    server.failClearWith(undefined);
    await chat.clear();
    expect(chat.turns.value).toEqual([]);
    expect(chat.error.value).toBeNull();
    expect(server.sent.filter(({ name }) => name === 'eddie.clearContext')).toHaveLength(2);
  });
});
