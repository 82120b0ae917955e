// The checks every message passes before it leaves or after it arrives. Kept apart from post-robot so they run
// (and are tested) anywhere.
import { isMessageName, protocolMessages, type MessageName, type MessagePayload } from './messages.ts';
import type { OriginPolicy } from './origins.ts';

export type Verdict<N extends MessageName> =
  { readonly ok: true; readonly payload: MessagePayload<N> } | { readonly ok: false; readonly reason: string };

function parse<N extends MessageName>(name: N, data: unknown): Verdict<N> {
  const result = protocolMessages[name].safeParse(data);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => issue.path.join('.') || issue.message).join(', ');
    // Only field names: the payload itself may hold tokens and must not reach a log.
    return { ok: false, reason: `its payload does not parse (${fields})` };
  }
  return { ok: true, payload: result.data as MessagePayload<N> };
}

/** A message about to be posted: the target origin must be on the list, and the payload must parse. */
export function admitOutgoing<N extends MessageName>(
  name: N,
  targetOrigin: string | null,
  payload: unknown,
  policy: OriginPolicy,
): Verdict<N> {
  if (!policy.allows(targetOrigin))
    return { ok: false, reason: `${targetOrigin ?? 'an unknown origin'} is not allowed` };
  return parse(name, payload);
}

/** A message that arrived: known name, sender origin on the list, payload that parses. */
export function admitIncoming(
  name: string,
  senderOrigin: string,
  data: unknown,
  policy: OriginPolicy,
): Verdict<MessageName> {
  if (!isMessageName(name)) return { ok: false, reason: 'its name is unknown' };
  if (!policy.allows(senderOrigin)) return { ok: false, reason: `${senderOrigin} is not allowed` };
  return parse(name, data);
}
