// Eddie answers with the learner's active intent (spec 2 §7.8). POST /eddie names no intent (spec 2 §7.3); choosing
// one records CHANGED_INTENT with its id, so the server reads the learner's newest choice from their events. The
// default ("main"), or a choice since deleted or made private by its author, is Eddie's own way.
import type { Database } from '../db/database.ts';
import type { Account } from '../http/route.ts';
import { findUsableIntent, withIntent, type IntentCall, type UsableIntent } from './intent.ts';

/** The intent the learner chose last, if they may still use it; null for Eddie's own way. */
export async function activeIntent(db: Database, owner: Account): Promise<UsableIntent | null> {
  const [choice] = await db.query<{ intent_id: string | null }>(
    `select value->>'id' as intent_id from events where actor = $1 and verb = 'CHANGED_INTENT'
      order by created_at desc, id desc limit 1`,
    [owner.id],
  );
  if (!choice?.intent_id) return null;
  return (await findUsableIntent(db, owner, choice.intent_id)) ?? null;
}

/** The asker's question to the engine, answered with their active intent. */
export async function withActiveIntent(db: Database, call: IntentCall): Promise<IntentCall> {
  return withIntent(call, await activeIntent(db, call.question.owner));
}
