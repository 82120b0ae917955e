// The realtime socket (spec 2 §7.10): what the kit and the server say over it. A signed-in learner's open pages each
// keep one socket; a notification (spec 1 §3 "Notification") reaches every socket of its learner and nobody else's.
import { z } from 'zod';
import { MAX_WORD_LENGTH } from './limits.ts';

/** Where the socket connects, on the server that answers /api/v1. */
export const REALTIME_PATH = '/api/v1/realtime';

/** The verbs a notification carries (the realtime verbs of spec 1 §3). */
export const realtimeVerbs = ['SEARCHED_PING', 'THOUGHT_ADDED', 'THOUGHT_LINKED'] as const;
export type RealtimeVerb = (typeof realtimeVerbs)[number];

const id = z.string().min(1).max(100);

/** What each verb's value says: the word to search; the note or graph added; the note to link to what is open. */
export const realtimeValues = {
  SEARCHED_PING: z.object({ word: z.string().trim().min(1).max(MAX_WORD_LENGTH) }),
  THOUGHT_ADDED: z
    .object({ noteId: id.optional(), graphId: id.optional() })
    .refine((value) => value.noteId !== undefined || value.graphId !== undefined, 'a note or a graph id'),
  THOUGHT_LINKED: z.object({ noteId: id }),
} as const;

export type RealtimeValue<V extends RealtimeVerb> = z.infer<(typeof realtimeValues)[V]>;

/** A notification as spec 1 §3 shows it: verb.display.en, actor.username and value. */
export type RealtimeNotification = {
  [V in RealtimeVerb]: { verb: { display: { en: V } }; actor: { username: string }; value: RealtimeValue<V> };
}[RealtimeVerb];

export const isRealtimeVerb = (verb: string): verb is RealtimeVerb =>
  (realtimeVerbs as readonly string[]).includes(verb);

/** The notification of a verb and its value; null when the value is not what the verb says. */
export function realtimeNotification(actor: string, verb: RealtimeVerb, value: unknown): RealtimeNotification | null {
  const parsed = realtimeValues[verb].safeParse(value);
  if (!parsed.success) return null;
  return { verb: { display: { en: verb } }, actor: { username: actor }, value: parsed.data } as RealtimeNotification;
}

/** A notification on the wire: parsed only when its value is what its verb says. */
export const realtimeNotificationSchema = z
  .object({
    verb: z.object({ display: z.object({ en: z.enum(realtimeVerbs) }) }),
    actor: z.object({ username: z.string() }),
    value: z.unknown(),
  })
  .transform((sent, ctx) => {
    const notification = realtimeNotification(sent.actor.username, sent.verb.display.en, sent.value);
    if (notification) return notification;
    ctx.addIssue({ code: 'custom', message: `not a ${sent.verb.display.en} value` });
    return z.NEVER;
  });

/** The kit's first (and only) message: the learner's access token, never in the URL, where logs would keep it. */
export const realtimeHelloSchema = z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) });
export type RealtimeHello = z.infer<typeof realtimeHelloSchema>;

/**
 * What the server sends: `ready` once the token is accepted; `notification`; `resync` when notifications may have
 * been missed (the server's listening connection to the database was lost), so the kit reads again what it shows.
 */
export const realtimeServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('notification'), notification: realtimeNotificationSchema }),
  z.object({ type: z.literal('resync') }),
]);
export type RealtimeServerMessage = z.output<typeof realtimeServerMessageSchema>;

/** Close codes: the token was refused (sign in or refresh, then connect again), or no token came in time. */
export const REALTIME_CLOSE = { tokenRefused: 4401, noHello: 4408 } as const;
