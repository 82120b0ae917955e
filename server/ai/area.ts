// Eddie's calls (spec 2 §7.3): a question answered as a stream, the learner's context cleared, and their history.
import type { ApiArea } from '../api.ts';
import type { AiSettings } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { KnowledgeEngine } from '../knowledge/engine.ts';
import { withActiveIntent } from '../prompts/active-intent.ts';
import { notesStore } from '../stores/notes.ts';
import { answerResponse } from './answer-response.ts';
import { brainStore } from './brains.ts';
import { embedderOf } from './embeddings.ts';
import { exchangeStore } from './exchanges.ts';
import { labelOf } from './node-ref.ts';
import { offlineEngine } from './offline.ts';
import { openAiProvider } from './openai.ts';
import type { AiProvider } from './provider.ts';

export interface EddieDeps {
  db: Database;
  knowledge: KnowledgeEngine;
  /** The configured language model; without it the offline engine answers. */
  ai?: AiSettings | undefined;
}

/**
 * The engine that answers: the configured model for every model name the kit sends (the spec's default,
 * text-davinci-003, included), else the offline engine over the knowledge engine and the learner's notes.
 */
export function answeringEngine({ db, knowledge, ai }: EddieDeps): AiProvider {
  return ai ? openAiProvider(ai) : offlineEngine({ knowledge, notes: notesStore(db) });
}

export function createEddie(deps: EddieDeps): ApiArea {
  const engine = answeringEngine(deps);
  const exchanges = exchangeStore(deps.db);
  const brains = brainStore(deps.db, embedderOf(deps.ai));
  return (api) => {
    api.implement('eddie.ask', async ({ body, account }, c) => {
      const lang = c.get('lang');
      const question = {
        owner: account,
        prompt: body.prompt,
        maxWords: body.maxWords,
        context: await exchanges.context(account, body.roomId),
        lang,
        // The learner's connected brains ground the answer: only their own passages (brainStore.search).
        passages: await brains.search(account, await brains.connectedIds(account), body.prompt),
        thought: labelOf(body.anchor)?.trim() || undefined,
      };
      return answerResponse(c, {
        ...(await withActiveIntent(deps.db, { engine, question })),
        stream: body.stream,
        finished: async (answer) => {
          await exchanges.save(account, { prompt: body.prompt, answer });
        },
      });
    });

    api.implement('eddie.clearContext', async ({ account }) => ({ cleared: await exchanges.clearContext(account) }));

    api.implement('eddie.history', async ({ body, account }) => exchanges.history(account, body.pageNo));

    api.implement('eddie.historyItem', async ({ params, account }) => exchanges.get(account, params.id));
  };
}
