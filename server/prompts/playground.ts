// The prompt playground (spec 2 §7.3 POST /prompts/playground): a question answered with one prompt as Eddie's
// instruction — an intent the learner may use (their own or a public one; "main" is Eddie's own way) or one of their
// Kaaro rows — grounded in one of their brains when a vector store is named. Without a language model the offline
// engine cannot follow a prompt, and the answer says so before it begins.
import { DEFAULT_MAX_WORDS } from '../../src/contract/eddie.ts';
import type { ApiArea } from '../api.ts';
import { answerResponse } from '../ai/answer-response.ts';
import { answeringEngine, type EddieDeps } from '../ai/area.ts';
import { brainStore } from '../ai/brains.ts';
import { embedderOf } from '../ai/embeddings.ts';
import { HttpError } from '../http/errors.ts';
import { isItemId } from '../stores/ids.ts';
import { usableIntent, withIntent } from './intent.ts';

export function createPlayground(deps: EddieDeps): ApiArea {
  const engine = answeringEngine(deps);
  const brains = brainStore(deps.db, embedderOf(deps.ai));
  return (api) => {
    api.implement('prompts.playground', async ({ account, body }, c) => {
      const lang = c.get('lang');
      const intent = await usableIntent(deps.db, account, body.intentId);
      if (body.vectorStoreId !== '' && !isItemId(body.vectorStoreId)) {
        throw new HttpError(404, 'server.brains.notFound');
      }
      const question = {
        owner: account,
        prompt: body.prompt,
        maxWords: DEFAULT_MAX_WORDS,
        context: [],
        lang,
        // Only the learner's own brain grounds the answer: another's finds no passage (brainStore.search).
        passages: body.vectorStoreId === '' ? [] : await brains.search(account, [body.vectorStoreId], body.prompt),
      };
      return answerResponse(c, withIntent({ engine, question }, intent));
    });
  };
}
