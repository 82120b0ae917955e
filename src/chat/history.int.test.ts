// Eddie's history core over the reference server's real Eddie calls (HTTP, the kit's client).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_PAGE_SIZE } from '../contract/page.ts';
import { openSearchServer, type SearchServer } from '../../tests/support/search-server.ts';
import { createChatHistory } from './history.ts';

let server: SearchServer;
beforeAll(async () => {
  server = await openSearchServer();
  await server.addLearner('hal');
  server.tokens.store({ token: 'hal', refreshToken: 'refresh-hal-0123456789' });
  for (let asked = 1; asked <= LIBRARY_PAGE_SIZE + 2; asked++) {
    const pieces = await server.api.call('eddie.ask', {
      body: { model: 'text-davinci-003', maxWords: 20, prompt: `What is a dog? (${asked})`, stream: true },
    });
    // Read to the end, so that the exchange is kept.
    let answer = '';
    for await (const piece of pieces) answer += piece;
    expect(answer).not.toBe('');
  }
}, 120_000);
afterAll(() => server.close());

describe('createChatHistory', () => {
  it('reads the newest page, then the next one after it, and starts again when opened', async () => {
    const history = createChatHistory({ api: server.api });
    expect(history.state.value.status).toBe('idle');
    await history.open();
    const first = history.state.value;
    expect(first.status === 'ready' && first.items.length).toBe(LIBRARY_PAGE_SIZE);
    expect(first.status === 'ready' && first.total).toBe(LIBRARY_PAGE_SIZE + 2);
    expect(first.status === 'ready' && first.items[0]?.prompt).toBe(`What is a dog? (${LIBRARY_PAGE_SIZE + 2})`);
    await history.more();
    const both = history.state.value;
    expect(both.status === 'ready' && both.items.map((item) => item.prompt).at(-1)).toBe('What is a dog? (1)');
    await history.open();
    const again = history.state.value;
    expect(again.status === 'ready' && again.items.length).toBe(LIBRARY_PAGE_SIZE);
  });
});
