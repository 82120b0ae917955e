// Eddie's whole answers (spec 2 §7.3): one question answered at once, outside the conversation, by one of three
// calls — "Ask Eddie" (POST /eddie/query → chatResponse, Ask), a prompt tried as written (POST /eddie/prompt, the prompt
// forms of Kaaro and Kaaro Alpha) and a term explained (POST /eddie/prompt/info, a thought's Information). A blank
// question asks nothing; a newer one cancels the older. Framework-free; src/elements/WholeAnswer.tsx shows its state.
import type { ApiClient } from '../api/client.ts';
import { createTextAnswer, type LatestAnswer, type LatestAnswerState } from '../api/latest-answer.ts';

/** The question asked (trimmed) and Eddie's answer, in markdown. */
export type WholeAnswerState = LatestAnswerState<string, string>;
export type WholeAnswer = LatestAnswer<string, string>;

type Api = Pick<ApiClient, 'call'>;

/** "Ask Eddie" once: POST /eddie/query, its chatResponse. */
export function createEddieQuery({ api }: { api: Api }): WholeAnswer {
  return createTextAnswer(
    async (prompt, signal) => (await api.call('eddie.query', { body: { prompt }, signal })).chatResponse,
    'chat.query',
  );
}

/** A prompt tried as it is written, before it is saved: POST /eddie/prompt. */
export function createPromptTrial({ api }: { api: Api }): WholeAnswer {
  return createTextAnswer(
    async (prompt, signal) => (await api.call('eddie.prompt', { body: { prompt }, signal })).answer,
    'chat.promptTrial',
  );
}

/** A term explained: POST /eddie/prompt/info with the term. */
export function createTermExplanation({ api }: { api: Api }): WholeAnswer {
  return createTextAnswer(
    async (prompt, signal) => (await api.call('eddie.promptInfo', { body: { prompt }, signal })).answer,
    'chat.termExplanation',
  );
}
