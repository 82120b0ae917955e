// Raising a realtime notification: one pg_notify on the database every server process listens to (sockets.ts), so
// it reaches the learner's sockets whichever process holds them. Sent in the caller's transaction, it goes out only
// if that commits; on embedded PGlite it is heard in-process.
import { realtimeNotification, type RealtimeNotification, type RealtimeVerb } from '../../src/contract/realtime.ts';
import type { Queryable } from '../db/database.ts';
import type { Account } from '../http/route.ts';

export const REALTIME_CHANNEL = 'tj_realtime';

/** PostgreSQL refuses a payload of 8000 bytes or more; ids and a word of 200 characters stay far below. */
const MAX_PAYLOAD_BYTES = 7_900;

/** What travels on the channel: whose sockets the notification is for (the learner's id) and the notification. */
export interface RealtimeEnvelope {
  to: string;
  notification: RealtimeNotification;
}

/**
 * What tells the learner's open sockets, on every server process, of what they did: the payload to send on
 * REALTIME_CHANNEL. A value that is not what the verb says (realtimeValues) raises nothing: null.
 */
export function learnerNotice(
  learner: Pick<Account, 'id' | 'username'>,
  verb: RealtimeVerb,
  value: unknown,
): string | null {
  const notification = realtimeNotification(learner.username, verb, value);
  if (!notification) return null;
  const payload = JSON.stringify({ to: learner.id, notification } satisfies RealtimeEnvelope);
  return Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES ? null : payload;
}

/** Sends learnerNotice's payload (in `q`'s transaction, when it is one); false when there is none to send. */
export async function notifyLearner(
  q: Queryable,
  learner: Pick<Account, 'id' | 'username'>,
  verb: RealtimeVerb,
  value: unknown,
): Promise<boolean> {
  const payload = learnerNotice(learner, verb, value);
  if (payload === null) return false;
  await q.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, payload]);
  return true;
}
