// The intent an answer is written with (spec 2 §7.8): a prompt the learner may use — their own (an intent or a Kaaro
// row) or a public intent; "main" is Eddie's own way. The prompt playground and Eddie's node information both answer
// with one. Without a language model the offline engine cannot follow a prompt, and the answer says so first.
import { defaultIntent } from '../../src/contract/prompts.ts';
import type { LocaleCode } from '../../src/contract/locales.ts';
import type { AiProvider, AiQuestion } from '../ai/provider.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { serverMessage } from '../http/messages.ts';
import type { Account } from '../http/route.ts';
import { isItemId } from '../stores/ids.ts';

const NOT_FOUND = 'server.prompts.notFound';

export interface UsableIntent {
  label: string;
  prompt: string;
}

/** The prompt a learner may answer with: their own (intent or Kaaro row) or a public intent; undefined if none. */
export async function findUsableIntent(db: Database, owner: Account, id: string): Promise<UsableIntent | undefined> {
  if (!isItemId(id)) return undefined;
  const [row] = await db.query<UsableIntent>(
    `select label, prompt from prompts
      where id = $1 and (owner = $2 or (kind = 'intent' and visibility = 'public'))`,
    [id, owner.id],
  );
  return row;
}

/** The intent a call names: null for the default; one the learner may not use is not found. */
export async function usableIntent(db: Database, owner: Account, id: string): Promise<UsableIntent | null> {
  if (id === defaultIntent.id) return null;
  const intent = await findUsableIntent(db, owner, id);
  if (!intent) throw new HttpError(404, NOT_FOUND);
  return intent;
}

/** The engine that answers with an intent: the offline one says first that it cannot follow it. */
export function engineWithIntent(engine: AiProvider, intent: UsableIntent | null, lang: LocaleCode): AiProvider {
  if (!intent || engine.model !== 'offline') return engine;
  const notice = `_${serverMessage(lang, 'server.prompts.offlineIntent', { label: intent.label })}_\n\n`;
  return {
    model: engine.model,
    async *answer(question, signal) {
      yield notice;
      yield* engine.answer(question, signal);
    },
  };
}

/** An engine and the question it is asked. */
export interface IntentCall {
  engine: AiProvider;
  question: AiQuestion;
}

/** The call answered with an intent: its prompt instructs the model, and the offline engine says it cannot. */
export function withIntent(call: IntentCall, intent: UsableIntent | null): IntentCall {
  if (!intent) return call;
  return {
    engine: engineWithIntent(call.engine, intent, call.question.lang),
    question: { ...call.question, intent: intent.prompt },
  };
}
