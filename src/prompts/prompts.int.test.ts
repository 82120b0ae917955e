// The prompts core over the reference server's real prompt and Kaaro calls (HTTP, the kit's client).
import { signal } from '@preact/signals-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventVerb } from '../contract/events.ts';
import { anonymousUser } from '../contract/user.ts';
import type { LearnerData } from '../session/learner-data.ts';
import { memoryStorage } from '../storage/storage.ts';
import { openSearchServer, type SearchServer } from '../../tests/support/search-server.ts';
import { ACTIVE_INTENT_KEY, createPrompts } from './prompts.ts';
import { until } from '../testing/until.ts';

let server: SearchServer;
const user = signal(anonymousUser);
beforeAll(async () => {
  server = await openSearchServer();
  await server.addLearner('lin');
  server.tokens.store({ token: 'lin', refreshToken: 'refresh-lin-0123456789' });
  user.value = { ...anonymousUser, username: 'lin' };
}, 120_000);
afterAll(() => server.close());

async function ready<T>(data: LearnerData<T>): Promise<T> {
  const state = await until(() => {
    const now = data.state.value;
    return (now.status === 'ready' || now.status === 'error') && now;
  }, 'the prompts to load');
  if (state.status === 'error') throw state.error;
  return state.data;
}

const fields = (label: string) => ({
  label,
  prompt: `Answer as ${label}.`,
  visibility: 'private' as const,
  description: '',
  type: 'chat',
  subtype: '',
});

describe('createPrompts', () => {
  it('lists the default first, writes, edits and deletes intents, and keeps the chosen one with CHANGED_INTENT', async () => {
    const recorded: [EventVerb, unknown][] = [];
    const storage = memoryStorage();
    const prompts = createPrompts({ api: server.api, user, storage, recordEvent: (...event) => recorded.push(event) });
    const release = prompts.intents.need();
    expect((await ready(prompts.intents)).map((intent) => intent.id)).toEqual(['main']);
    expect(prompts.active.value.id).toBe('main');

    const poet = await prompts.actions.create(fields('Poet'));
    prompts.actions.choose(poet);
    prompts.actions.choose(poet);
    expect(prompts.active.value).toMatchObject({ id: poet.id, label: 'Poet' });
    expect(storage.get(ACTIVE_INTENT_KEY)).toBe(poet.id);
    expect(recorded).toEqual([['CHANGED_INTENT', { id: poet.id, label: 'Poet' }]]);

    const bard = await prompts.actions.edit(poet, fields('Bard'));
    expect(prompts.active.value.label).toBe('Bard');
    await prompts.actions.remove(bard);
    expect(prompts.active.value.id).toBe('main');
    expect(recorded.at(-1)).toEqual(['CHANGED_INTENT', { id: 'main', label: 'default' }]);
    expect((await ready(prompts.intents)).map((intent) => intent.id)).toEqual(['main']);
    release();
  });

  it('remembers the chosen intent on this device across page loads', async () => {
    const storage = memoryStorage();
    const first = createPrompts({ api: server.api, user, storage, recordEvent: () => undefined });
    const release = first.intents.need();
    await ready(first.intents);
    const tutor = await first.actions.create(fields('Tutor'));
    first.actions.choose(tutor);
    release();
    const again = createPrompts({ api: server.api, user, storage, recordEvent: () => undefined });
    const releaseAgain = again.intents.need();
    await ready(again.intents);
    expect(again.active.value.id).toBe(tutor.id);
    releaseAgain();
  });

  it('adds, moves and deletes Kaaro rows, showing the sheet the server answers', async () => {
    const prompts = createPrompts({ api: server.api, user, storage: memoryStorage(), recordEvent: () => undefined });
    const release = prompts.kaaros.need();
    expect(await ready(prompts.kaaros)).toEqual([]);
    await prompts.actions.addKaaro(fields('a'));
    await prompts.actions.addKaaro(fields('b'));
    const c = await prompts.actions.addKaaro(fields('c'));
    await prompts.actions.editKaaro(c, fields('C'), 0);
    expect((await ready(prompts.kaaros)).map((row) => `${row.rowIndex}${row.label}`)).toEqual(['0C', '1a', '2b']);
    await prompts.actions.removeKaaros(0, 2);
    expect((await ready(prompts.kaaros)).map((row) => row.label)).toEqual(['b']);
    release();
  });
});
