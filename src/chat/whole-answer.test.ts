import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../tests/support/test-api.ts';
import { createEddieQuery, createPromptTrial, createTermExplanation } from './whole-answer.ts';

let server: TestApi;
beforeEach(() => {
  server = createTestApi();
});

describe("Eddie's whole answers", () => {
  it('asks the trimmed question (POST /eddie/query) and shows its chatResponse', async () => {
    server.route('POST /eddie/query', (request) => ({
      body: { chatResponse: `About ${JSON.stringify(request.body)}` },
    }));
    const query = createEddieQuery({ api: server.api });
    const done = query.ask('  What is a telescope? ');
    expect(query.state.value).toEqual({ status: 'loading', asked: 'What is a telescope?' });
    await done;
    expect(query.state.value).toEqual({
      status: 'ready',
      asked: 'What is a telescope?',
      answer: 'About {"prompt":"What is a telescope?"}',
    });
  });

  it('asks nothing for a blank question', async () => {
    const query = createEddieQuery({ api: server.api });
    await query.ask('   ');
    expect(query.state.value).toEqual({ status: 'idle' });
    expect(server.seen).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    server.route('POST /eddie/query', { status: 403, body: { message: 'Your role does not allow Eddie.' } });
    const query = createEddieQuery({ api: server.api });
    await query.ask('What is a telescope?');
    const state = query.state.value;
    expect(state.status).toBe('error');
    expect(state.status === 'error' && state.error.message).toBe('Your role does not allow Eddie.');
  });

  it('lets a newer question win over an older one still on its way', async () => {
    let answered = 0;
    server.route('POST /eddie/query', () => ({ body: { chatResponse: `answer ${++answered}` } }));
    const query = createEddieQuery({ api: server.api });
    const older = query.ask('first');
    const newer = query.ask('second');
    await Promise.all([older, newer]);
    expect(query.state.value).toMatchObject({ status: 'ready', asked: 'second' });
  });

  it('tries a prompt as written (POST /eddie/prompt) and explains a term (POST /eddie/prompt/info)', async () => {
    server.route('POST /eddie/prompt', (request) => ({
      body: { prompt: 'x', answer: `Tried ${JSON.stringify(request.body)}` },
    }));
    server.route('POST /eddie/prompt/info', (request) => ({
      body: { prompt: 'x', answer: `Explained ${JSON.stringify(request.body)}` },
    }));
    const trial = createPromptTrial({ api: server.api });
    const explanation = createTermExplanation({ api: server.api });
    await Promise.all([trial.ask('Answer as a patient teacher.'), explanation.ask(' photosynthesis ')]);
    expect(trial.state.value).toMatchObject({
      status: 'ready',
      answer: 'Tried {"prompt":"Answer as a patient teacher."}',
    });
    expect(explanation.state.value).toMatchObject({ status: 'ready', answer: 'Explained {"prompt":"photosynthesis"}' });
  });
});
