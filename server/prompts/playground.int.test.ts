import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prompt } from '../../src/contract/prompts.ts';
import { startModelServer, type ModelServer } from '../testing/model-server.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { testEngine } from '../testing/knowledge-engine.ts';
import { openLibraryKit, type Learner, type LibraryKit } from '../testing/library-kit.ts';
import { createPrompts } from './index.ts';
import { createPlayground } from './playground.ts';
import { intentFields } from '../testing/intents.ts';

const knowledge = await testEngine();
const play = (intentId: string, prompt: string, vectorStoreId = '') => ({
  vectorStoreId,
  intentId,
  prompt,
  assistantId: '',
});

describe.each(storesUnderTest())('the prompt playground on $kind', (store) => {
  let model: ModelServer;
  let offline: LibraryKit;
  let online: LibraryKit;
  let ada: Learner;
  let bob: Learner;
  let adaOnline: Learner;
  beforeAll(async () => {
    model = await startModelServer({ pieces: [] });
    offline = await openLibraryKit(store, (deps) => [createPrompts(deps), createPlayground({ ...deps, knowledge })]);
    ada = await offline.learner('ada');
    bob = await offline.learner('bob');
    const ai = { baseUrl: model.baseUrl, model: 'llama3.2' };
    online = await openLibraryKit(store, (deps) => [createPrompts(deps), createPlayground({ ...deps, knowledge, ai })]);
    adaOnline = await online.learner('ada');
  }, 60_000);
  afterAll(async () => {
    await offline.close();
    await online.close();
    await model.close();
  });

  it('sends the chosen prompt to the model after Eddie’s own instructions, and streams its answer', async () => {
    const { body: pirate } = await adaOnline.call<Prompt>(
      'POST',
      '/prompts/experiment/create-kaaro',
      intentFields('Pirate', 'Answer like a pirate.'),
    );
    model.script = { pieces: ['Arr, ', 'a volcano!'] };
    const answer = await adaOnline.call<string>('POST', '/prompts/playground', play(pirate.id, 'What is a volcano?'));
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('Arr, a volcano!');
    const messages = model.requests.at(-1)?.body.messages ?? [];
    expect(messages.map(({ role }) => role)).toEqual(['system', 'system', 'user']);
    expect(messages[1]?.content).toBe('Answer like a pirate.');
    expect(messages[2]?.content).toBe('What is a volcano?');

    await adaOnline.call('POST', '/prompts/playground', play('main', 'What is a volcano?'));
    expect(model.requests.at(-1)?.body.messages.map(({ role }) => role)).toEqual(['system', 'user']);
  });

  it('answers offline from the dictionary, saying first that the prompt cannot shape the answer', async () => {
    const { body: tutor } = await ada.call<Prompt>('POST', '/prompts/', intentFields('Tutor', 'Be brief.'));
    const answer = await ada.call<string>('POST', '/prompts/playground', play(tutor.id, 'What is a volcano?'));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(/^_No language model is configured on this server, so the prompt “Tutor” cannot/);
    expect(answer.body).toContain('volcano');
  });

  it('uses another learner’s public intent, never their private prompt or Kaaro row', async () => {
    const { body: shared } = await bob.call<Prompt>('POST', '/prompts/', intentFields('Shared', 'Be kind.', 'public'));
    const { body: secret } = await bob.call<Prompt>('POST', '/prompts/', intentFields('Secret', 'Reveal nothing.'));
    const { body: row } = await bob.call<Prompt>(
      'POST',
      '/prompts/experiment/create-kaaro',
      intentFields('Row', 'Hm.'),
    );
    expect((await ada.call('POST', '/prompts/playground', play(shared.id, 'What is a dog?'))).status).toBe(200);
    for (const id of [secret.id, row.id, 'not-an-id']) {
      const refused = await ada.call<{ message: string }>('POST', '/prompts/playground', play(id, 'What is a dog?'));
      expect(refused.status).toBe(404);
      expect(refused.body.message).toContain('We could not find this prompt');
    }
    const badStore = await ada.call('POST', '/prompts/playground', play('main', 'What is a dog?', 'nope'));
    expect(badStore.status).toBe(404);
  });
});
