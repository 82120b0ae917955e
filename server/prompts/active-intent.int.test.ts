// Eddie (POST /eddie, which names no intent) answers with the intent the learner made active: the request the
// language model receives carries its prompt as an instruction, through a real local model server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prompt } from '../../src/contract/prompts.ts';
import { createEddie } from '../ai/area.ts';
import { ask } from '../testing/model-kit.ts';
import { startModelServer, type ModelServer } from '../testing/model-server.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { createEvents } from '../events/index.ts';
import { testEngine } from '../testing/knowledge-engine.ts';
import { openLibraryKit, type Learner, type LibraryKit } from '../testing/library-kit.ts';
import { activeIntent } from './active-intent.ts';
import { createPrompts } from './index.ts';
import { intentFields } from '../testing/intents.ts';

const knowledge = await testEngine();

/** Chooses an intent as the kit does (src/prompts/prompts.ts): a CHANGED_INTENT event with its id. */
async function choose(learner: Learner, intent: Pick<Prompt, 'id' | 'label'>) {
  const recorded = await learner.call('POST', '/events/vs_store/update', {
    actor: learner.username,
    verb: 'CHANGED_INTENT',
    value: { id: intent.id, label: intent.label },
    dataSource: 'tj-client-web',
  });
  expect(recorded.status).toBe(200);
}

describe.each(storesUnderTest())('Eddie with the active intent on $kind', (store) => {
  let model: ModelServer;
  let kit: LibraryKit;
  let ada: Learner;
  let bob: Learner;
  let pirate: Prompt;
  beforeAll(async () => {
    model = await startModelServer({ pieces: ['Arr, ', 'a volcano!'] });
    const ai = { baseUrl: model.baseUrl, model: 'llama3.2' };
    kit = await openLibraryKit(store, (deps) => [
      createPrompts(deps),
      createEvents(deps),
      createEddie({ ...deps, knowledge, ai }),
    ]);
    ada = await kit.learner('ada');
    bob = await kit.learner('bob');
    pirate = (await ada.call<Prompt>('POST', '/prompts/', intentFields('Pirate', 'Answer like a pirate.', 'private')))
      .body;
  }, 60_000);
  afterAll(async () => {
    await kit.close();
    await model.close();
  });

  /** The instructions the model was given for the last question. */
  const systemPrompts = () =>
    (model.requests.at(-1)?.body.messages ?? []).filter(({ role }) => role === 'system').map(({ content }) => content);

  it('sends the active intent’s prompt to the model as an instruction', async () => {
    await choose(ada, pirate);
    const answer = await ada.call<string>('POST', '/eddie', ask('What is a volcano?'));
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('Arr, a volcano!');
    expect(systemPrompts()).toContain('Answer like a pirate.');
  });

  it('answers in Eddie’s own way once the learner chooses the default again', async () => {
    await choose(ada, { id: 'main', label: 'default' });
    await ada.call<string>('POST', '/eddie', ask('What is a volcano?'));
    expect(model.requests.at(-1)?.body.messages.at(-1)?.content).toContain('What is a volcano?');
    expect(systemPrompts()).not.toContain('Answer like a pirate.');
  });

  it('never answers with another learner’s private intent, nor with one since deleted', async () => {
    await choose(bob, pirate);
    await bob.call<string>('POST', '/eddie', ask('What is a volcano?'));
    expect(systemPrompts()).not.toContain('Answer like a pirate.');

    const teacher = (await ada.call<Prompt>('POST', '/prompts/', intentFields('Teacher', 'Explain slowly.', 'public')))
      .body;
    await choose(bob, teacher);
    expect(await activeIntent(kit.db, bob)).toEqual({ label: 'Teacher', prompt: 'Explain slowly.' });
    expect((await ada.call('DELETE', `/prompts/${teacher.id}`)).status).toBe(200);
    expect(await activeIntent(kit.db, bob)).toBeNull();
  });
});
