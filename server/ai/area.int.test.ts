import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EddieExchange } from '../../src/contract/eddie.ts';
import type { Note } from '../../src/contract/notes.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { testEngine } from '../testing/knowledge-engine.ts';
import { createLibrary } from '../library/index.ts';
import { openLibraryKit, type Learner, type LibraryKit } from '../testing/library-kit.ts';
import { createEddie } from './area.ts';
import { ask, closeModelKit, openModelKit } from '../testing/model-kit.ts';
import type { ModelServer } from '../testing/model-server.ts';

const knowledge = await testEngine();
type Page = { items: EddieExchange[]; pageNo: number; total: number };

describe.each(storesUnderTest())('Eddie on $kind, offline', (store) => {
  let kit: LibraryKit;
  let ada: Learner;
  let bob: Learner;
  let note: Note;
  beforeAll(async () => {
    kit = await openLibraryKit(store, (deps) => [createLibrary(deps), createEddie({ ...deps, knowledge })]);
    ada = await kit.learner('ada');
    bob = await kit.learner('bob');
    const created = await ada.call<Note>('POST', '/notes', {
      verb: 'NOTED',
      actor: 'ada',
      dataSource: 'tj-client-web',
      value: {
        noteTitle: 'Leaves',
        note: 'Chlorophyll in the leaves catches sunlight. Roots take up water.',
      },
    });
    note = created.body;
  }, 60_000);
  afterAll(() => kit.close());

  it("answers from the learner's note and the dictionary, citing both, and says no model is configured", async () => {
    const answer = await ada.call<string>('POST', '/eddie', ask('What does chlorophyll do?'));
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Chlorophyll in the leaves catches sunlight.');
    expect(answer.body).not.toContain('Roots take up water');
    expect(answer.body).toContain(`[Leaves](/note/${note._id})`);
    expect(answer.body).toContain('(#search/chlorophyll)');
    expect(answer.body).toContain('No language model is configured on this server');
  });

  it("never answers from another learner's notes", async () => {
    const answer = await bob.call<string>('POST', '/eddie', ask('What does chlorophyll do?'));
    expect(answer.body).not.toContain(note._id);
    expect(answer.body).not.toContain('catches sunlight');
  });

  it("says so in the learner's language", async () => {
    const answer = await bob.call<string>('POST', '/eddie', ask('Wie funktioniert Chlorophyll?'), {
      'accept-language': 'de',
    });
    expect(answer.body).toContain('Auf diesem Server ist kein Sprachmodell eingerichtet');
    expect(answer.body).toContain('Aus dem Wörterbuch');
  });

  it('keeps the history, newest first, and clears the context but not the history', async () => {
    const history = await ada.call<Page>('POST', '/eddie/history', { pageNo: 0 });
    expect(history.status).toBe(200);
    expect(history.body.total).toBe(1);
    const [exchange] = history.body.items;
    expect(exchange).toMatchObject({ prompt: 'What does chlorophyll do?', inContext: true });
    expect(exchange?.answer).toContain('catches sunlight');
    const cleared = await ada.call('DELETE', '/eddie');
    expect(cleared.body).toEqual({ cleared: 1 });
    const one = await ada.call<EddieExchange>('POST', `/eddie/history/${exchange?._id}`);
    expect(one.body).toMatchObject({ _id: exchange?._id, inContext: false });
    const notBobs = await bob.call<{ message: string }>('POST', `/eddie/history/${exchange?._id}`);
    expect(notBobs.status).toBe(404);
    expect(notBobs.body.message).toContain('was not found');
  });

  it('answers about the current thought the kit sends as the anchor when the question itself finds nothing', async () => {
    for (const anchor of ['chlorophyll', { id: 'n-1', label: 'chlorophyll' }]) {
      const answer = await bob.call<string>('POST', '/eddie', ask('Tell me more, please.', { anchor }));
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('so this is about “chlorophyll”, the thought you are exploring');
      expect(answer.body).toContain('(#search/chlorophyll)');
    }
    const alone = await bob.call<string>('POST', '/eddie', ask('Tell me more, please.'));
    expect(alone.body).toContain('Nothing in your notes or the dictionary matches this question.');
  });

  it('refuses bad input with a 4xx in the learner language, never a 5xx', async () => {
    const cases = [
      ask('   '),
      ask('x', { maxWords: 0 }),
      ask('x', { maxWords: 100_000 }),
      ask('x'.repeat(5_000)),
      { prompt: 'no model' },
      '{"prompt":',
    ];
    for (const body of cases) {
      const refused = await ada.call<{ message: string }>('POST', '/eddie', body, { 'accept-language': 'es' });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message).toMatch(/\S/);
    }
    const badPage = await ada.call<{ message: string }>('POST', '/eddie/history', { pageNo: -1 });
    expect(badPage.status).toBe(400);
    expect((await kit.anonymous('DELETE', '/eddie')).status).toBe(401);
  });

  it('is refused to roles that may not load Eddie', async () => {
    const zelda = await kit.learner('zelda', ['Zelda0']);
    const refused = await zelda.call<{ message: string }>('POST', '/eddie', ask('What is chlorophyll?'));
    expect(refused.status).toBe(403);
    const leap = await kit.learner('leap', ['Leap']);
    expect((await leap.call('POST', '/eddie', ask('What is chlorophyll?'))).status).toBe(200);
  });
});

describe.each(storesUnderTest())('Eddie on $kind, with a language model', (store) => {
  let kit: LibraryKit;
  let ada: Learner;
  let model: ModelServer;
  beforeAll(async () => {
    ({ kit, ada, model } = await openModelKit(store, (deps, ai) => [createEddie({ ...deps, knowledge, ai })]));
  }, 60_000);
  afterAll(() => closeModelKit({ kit, model }));

  it('streams what the model says, maps the default model name to the configured one, and sends the context', async () => {
    model.script = { pieces: ['A leaf ', 'is green.'] };
    const first = await ada.call<string>('POST', '/eddie', ask('What is a leaf?'));
    expect(first.body).toBe('A leaf is green.');
    expect(model.requests.at(-1)?.body.model).toBe('llama3.2');
    model.script = { pieces: ['Yes.'] };
    await ada.call<string>('POST', '/eddie', ask('Is it always green?', { stream: false }));
    const messages = model.requests.at(-1)?.body.messages.map(({ content }) => content);
    expect(messages?.slice(1)).toEqual(['What is a leaf?', 'A leaf is green.', 'Is it always green?']);
  });

  it("puts the thread room a question continues first in the context, and finds no other learner's room", async () => {
    model.script = { pieces: ['A fern is a plant.'] };
    await ada.call<string>('POST', '/eddie', ask('What is a fern?'));
    const [room] = (await ada.call<Page>('POST', '/eddie/history', { pageNo: 0 })).body.items;
    expect((await ada.call('DELETE', '/eddie')).status).toBe(200);
    model.script = { pieces: ['Yes.'] };
    await ada.call<string>('POST', '/eddie', ask('Does it flower?', { roomId: room?._id }));
    const messages = model.requests.at(-1)?.body.messages.map(({ content }) => content);
    expect(messages?.slice(1)).toEqual(['What is a fern?', 'A fern is a plant.', 'Does it flower?']);
    const bob = await kit.learner('bob');
    const asked = model.requests.length;
    const notBobs = await bob.call<{ message: string }>(
      'POST',
      '/eddie',
      ask('Does it flower?', { roomId: room?._id }),
    );
    expect(notBobs.status).toBe(404);
    expect(model.requests.length, 'nothing of it reaches the model').toBe(asked);
  });

  it('answers 502 with a message when the model server fails', async () => {
    model.script = { pieces: [], status: 500 };
    const failed = await ada.call<{ message: string }>('POST', '/eddie', ask('What is a leaf?'));
    expect(failed.status).toBe(502);
    expect(failed.body.message).toContain('not answering right now');
  });

  it('says so at the end of an answer that breaks off, and does not keep it', async () => {
    model.script = { pieces: ['A leaf ', 'is ', 'green.'], breakAfter: 2, delayMs: 20 };
    const before = (await ada.call<Page>('POST', '/eddie/history', { pageNo: 0 })).body.total;
    const broken = await ada.call<string>('POST', '/eddie', ask('What is a leaf?'));
    expect(broken.status).toBe(200);
    expect(broken.body).toBe(
      'A leaf is \n\n_The answer broke off here because the language model stopped answering. Please ask again._',
    );
    expect((await ada.call<Page>('POST', '/eddie/history', { pageNo: 0 })).body.total).toBe(before);
  });

  it('cancels the upstream request when the learner stops reading the answer', async () => {
    model.script = { pieces: Array.from({ length: 200 }, (_, i) => `word${i} `), delayMs: 20 };
    const before = (await ada.call<Page>('POST', '/eddie/history', { pageNo: 0 })).body.total;
    const response = await kit.api.request('http://localhost/api/v1/eddie', {
      method: 'POST',
      headers: { authorization: 'Bearer ada', 'content-type': 'application/json' },
      body: JSON.stringify(ask('Count for me')),
    });
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toBe('word0 ');
    await reader.cancel();
    await model.abandoned();
    // An answer the learner stopped is not kept.
    expect((await ada.call<Page>('POST', '/eddie/history', { pageNo: 0 })).body.total).toBe(before);
  });
});
