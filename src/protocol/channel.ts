// The one place that posts and receives cross-frame messages, through post-robot. Every message passes the
// gate (src/protocol/gate.ts) first: an origin off the allow-list or a payload that does not parse is dropped,
// logged, and answered with an error the sender reads (post-robot rejects the sender's promise with it). A name no
// one serves is answered by post-robot itself with "No handler found for post message". post-robot is imported here
// only, so only pages that talk across frames download it.
import { on, send } from 'post-robot';
import { admitIncoming, admitOutgoing } from './gate.ts';
import {
  protocolReplies,
  type MessageInput,
  type MessageName,
  type MessagePayload,
  type MessageReply,
} from './messages.ts';
import type { OriginPolicy } from './origins.ts';

export type ProtocolLog = Pick<Console, 'warn'>;
const PREFIX = '[tj protocol]';

/** @types/post-robot intersects the fire-and-forget and request option types, so `fireAndForget: true` fails to type. */
const sendFireAndForget = send as (
  target: Window,
  name: string,
  data: object,
  options: { readonly domain: string; readonly fireAndForget: true },
) => Promise<unknown>;

/**
 * Answers a message that was let in; throwing (or rejecting) answers the sender with that error instead. `source` is
 * the window that sent it, for a handler that will post back to it later.
 */
export type Handler<N extends MessageName> = (
  payload: MessagePayload<N>,
  origin: string,
  source: Window,
) => MessageReply<N> | Promise<MessageReply<N>>;

interface Listener {
  readonly policy: OriginPolicy;
  readonly log: ProtocolLog;
  readonly handle: (payload: unknown, origin: string, source: Window) => unknown;
}

/** post-robot allows one handler per name and page, so the page registers once per name and fans out here. */
const listeners = new Map<MessageName, Set<Listener>>();

function registerOnce(name: MessageName): Set<Listener> {
  let set = listeners.get(name);
  if (set) return set;
  set = new Set();
  listeners.set(name, set);
  const forName = set;
  // Any origin reaches this handler, so that a refused message is logged here and answered with the reason; each
  // listener's own allow-list decides.
  on(name, { domain: '*' }, async (event) => {
    const handling: Array<Promise<unknown>> = [];
    let refusal = 'nothing on this page listens to it';
    for (const listener of forName) {
      const verdict = admitIncoming(name, event.origin, event.data, listener.policy);
      if (verdict.ok) {
        handling.push(
          Promise.resolve().then(() => listener.handle(verdict.payload, event.origin, event.source as Window)),
        );
      } else {
        refusal = verdict.reason;
        listener.log.warn(`${PREFIX} dropped "${name}" from ${event.origin}: ${refusal}`);
      }
    }
    if (handling.length === 0) throw new Error(`"${name}" was refused: ${refusal}`);
    const [reply] = await Promise.all(handling);
    return reply;
  });
  return set;
}

export interface Channel {
  readonly policy: OriginPolicy;
  /**
   * Posts a message to a window whose origin the caller names, expecting no answer. Resolves false, and posts
   * nothing, when that origin is not allowed or the payload does not parse. The browser delivers the message only if
   * the window really has that origin, so a token can reach no other origin.
   */
  post<N extends MessageName>(
    target: Window,
    targetOrigin: string | null,
    name: N,
    payload: MessageInput<N>,
  ): Promise<boolean>;
  /**
   * Sends a message and resolves with the receiver's parsed answer. Rejects, with a reason to show or log, when the
   * message may not go (as post refuses), when the receiver refuses it, or when the answer does not parse.
   */
  request<N extends MessageName>(
    target: Window,
    targetOrigin: string | null,
    name: N,
    payload: MessageInput<N>,
  ): Promise<MessageReply<N>>;
  /** Calls the handler with each parsed message of that name from an allowed origin; returns the unsubscribe. */
  listen<N extends MessageName>(name: N, handler: Handler<N>): () => void;
}

export function createChannel(policy: OriginPolicy, log: ProtocolLog = console): Channel {
  /** The payload as it may go to that origin, or the reason it may not (logged). */
  function outgoing<N extends MessageName>(name: N, targetOrigin: string | null, payload: MessageInput<N>) {
    const verdict = admitOutgoing(name, targetOrigin, payload, policy);
    if (verdict.ok && targetOrigin !== null) return { ok: true as const, payload: verdict.payload, targetOrigin };
    const reason = verdict.ok ? 'no target origin' : verdict.reason;
    log.warn(`${PREFIX} did not send "${name}": ${reason}`);
    return { ok: false as const, reason };
  }

  return {
    policy,
    async post(target, targetOrigin, name, payload) {
      const verdict = outgoing(name, targetOrigin, payload);
      if (!verdict.ok) return false;
      // A string domain becomes postMessage's targetOrigin. (post-robot does not check a list or a pattern
      // against the real origin, so it is never given one.)
      await sendFireAndForget(target, name, verdict.payload, { domain: verdict.targetOrigin, fireAndForget: true });
      return true;
    },
    async request(target, targetOrigin, name, payload) {
      const verdict = outgoing(name, targetOrigin, payload);
      if (!verdict.ok) throw new Error(`"${name}" was not sent: ${verdict.reason}`);
      const answer = await send(target, name, verdict.payload, { domain: verdict.targetOrigin });
      const reply = protocolReplies[name].safeParse(answer.data);
      if (!reply.success) throw new Error(`the answer to "${name}" does not parse`);
      return reply.data as MessageReply<typeof name>;
    },
    listen(name, handler) {
      const listener: Listener = { policy, log, handle: handler as Listener['handle'] };
      const set = registerOnce(name);
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}
