import { signal } from '@preact/signals-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/client.ts';
import { anonymousUser } from '../../src/contract/user.ts';
import type { ComputationAnswer } from '../../src/contract/providers.ts';
import { createEventRecorder } from '../../src/events/record-event.ts';
import { createAsk } from './ask-question.ts';
import { createTestApi, type TestApi } from '../../tests/support/test-api.ts';

const answer = (ans: string): ComputationAnswer => ({ ans, answered: true, engine: 'offline', kind: 'arithmetic' });

let server: TestApi;
const user = signal(anonymousUser);

/** Ask through an API, recording events as the page does for the learner in `user`. */
const askThrough = (api: Pick<ApiClient, 'call'>) =>
  createAsk({ api, recordEvent: createEventRecorder({ api, user }) });

beforeEach(() => {
  user.value = anonymousUser;
  server = createTestApi();
  server.route('POST /events/vs_store/update', { body: { ok: true } });
});

describe('createAsk', () => {
  it('asks the trimmed question and shows the answer with the engine that gave it', async () => {
    server.route('GET /custom/askwolfram', { body: answer('1024') });
    const ask = askThrough(server.api);
    const done = ask.ask('  2^10 ');
    expect(ask.state.value).toEqual({ status: 'loading', asked: '2^10' });
    await done;
    expect(ask.state.value).toEqual({ status: 'ready', asked: '2^10', answer: answer('1024') });
    expect(server.seen.map((request) => request.path)).toEqual(['/custom/askwolfram']);
  });

  it('records a WOLFRAM_ALPHA event for a signed-in learner', async () => {
    user.value = { ...anonymousUser, username: 'ada' };
    server.route('GET /custom/askwolfram', { body: answer('4') });
    await askThrough(server.api).ask('2+2');
    const event = server.seen.find((request) => request.path === '/events/vs_store/update');
    expect(event?.body).toMatchObject({ actor: 'ada', verb: 'WOLFRAM_ALPHA', value: '2+2' });
  });

  it('shows a failure as the error state, and asks nothing for a blank question', async () => {
    server.route('GET /custom/askwolfram', { status: 500, body: { message: 'boom' } });
    const ask = askThrough(server.api);
    await ask.ask('   ');
    expect(ask.state.value).toEqual({ status: 'idle' });
    await ask.ask('1/0');
    expect(ask.state.value).toMatchObject({ status: 'error', asked: '1/0' });
  });

  it('keeps only the newest question: an older answer arriving late is dropped', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = createTestApi();
    slow.route('GET /custom/askwolfram', { body: answer('old') });
    server.route('GET /custom/askwolfram', { body: answer('new') });
    let calls = 0;
    const ask = askThrough({
      call: async (...args) => {
        calls += 1;
        if (calls === 1) {
          await gate;
          return slow.api.call(...args);
        }
        return server.api.call(...args);
      },
    });
    const first = ask.ask('1+1');
    await ask.ask('2+2');
    release();
    await first;
    expect(ask.state.value).toMatchObject({ status: 'ready', asked: '2+2', answer: { ans: 'new' } });
  });
});
