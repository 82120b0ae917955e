import { beforeEach, describe, expect, it } from 'vitest';
import type { EddieExchange } from '../contract/eddie.ts';
import { createTestApi, type TestApi } from '../../tests/support/test-api.ts';
import { createChatRoom, turnOf } from './room.ts';

const exchange: EddieExchange = {
  _id: 'a1',
  prompt: 'What is a telescope?',
  answer: 'An instrument that makes **far** things look near.',
  inContext: true,
  timestamp: '2026-11-01T10:00:00.000Z',
};

let server: TestApi;
beforeEach(() => {
  server = createTestApi();
});

describe('createChatRoom', () => {
  it("opens a room by its exchange's id (POST /eddie/history/{id}) and shows it until left", async () => {
    server.route('POST /eddie/history/a1', { body: exchange });
    const chat = createChatRoom({ api: server.api });
    expect(chat.room.value).toBe(null);
    await expect(chat.open('a1')).resolves.toEqual(exchange);
    expect(chat.room.value).toEqual(exchange);
    chat.leave();
    expect(chat.room.value).toBe(null);
  });

  it('rejects with the 404 of a room that is not the learner’s, and leaves none open', async () => {
    server.route('POST /eddie/history/a1', { body: exchange });
    server.route('POST /eddie/history/b2', { status: 404, body: { message: 'This conversation was not found.' } });
    const chat = createChatRoom({ api: server.api });
    await chat.open('a1');
    await expect(chat.open('b2')).rejects.toMatchObject({ status: 404 });
    expect(chat.room.value).toBe(null);
  });

  it('lets the newer of two opens win over an older answer that arrives last', async () => {
    let answerOlder: (exchange: EddieExchange) => void = () => undefined;
    const api = {
      call: (_name: string, { params }: { params: { id: string } }) =>
        params.id === 'a1'
          ? new Promise<EddieExchange>((resolve) => (answerOlder = resolve))
          : Promise.resolve({ ...exchange, _id: 'b2' }),
    } as unknown as Parameters<typeof createChatRoom>[0]['api'];
    const chat = createChatRoom({ api });
    const older = chat.open('a1');
    await chat.open('b2');
    answerOlder(exchange);
    await older;
    expect(chat.room.value?._id).toBe('b2');
  });

  it('shows a past exchange as a finished turn', () => {
    expect(turnOf(exchange)).toEqual({ id: 0, prompt: exchange.prompt, answer: exchange.answer, status: 'done' });
  });
});
