// The one place that posts and receives cross-frame messages, through post-robot. Every message passes the
// gate (src/protocol/gate.ts) first: an origin off the allow-list or a payload that does not parse is dropped and
// logged. post-robot is imported here only, so only pages that talk across frames download it.
import { on, send } from 'post-robot';
import { admitIncoming, admitOutgoing } from './gate.ts';
import type { MessageInput, MessageName, MessagePayload } from './messages.ts';
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

type Handler<N extends MessageName> = (payload: MessagePayload<N>, origin: string) => void;

interface Listener {
  readonly policy: OriginPolicy;
  readonly log: ProtocolLog;
  readonly handle: (payload: unknown, origin: string) => void;
}

/** post-robot allows one handler per name and page, so the page registers once per name and fans out here. */
const listeners = new Map<MessageName, Set<Listener>>();

function registerOnce(name: MessageName): Set<Listener> {
  let set = listeners.get(name);
  if (set) return set;
  set = new Set();
  listeners.set(name, set);
  const forName = set;
  // Any origin reaches this handler, so that a refused message is logged here rather than answered by
  // post-robot alone; each listener's own allow-list decides.
  on(name, { domain: '*' }, (event) => {
    for (const listener of forName) {
      const verdict = admitIncoming(name, event.origin, event.data, listener.policy);
      if (verdict.ok) listener.handle(verdict.payload, event.origin);
      else listener.log.warn(`${PREFIX} dropped "${name}" from ${event.origin}: ${verdict.reason}`);
    }
    return Promise.resolve(undefined);
  });
  return set;
}

export interface Channel {
  readonly policy: OriginPolicy;
  /**
   * Posts a message to a window whose origin the caller names. Resolves false, and posts nothing, when that origin
   * is not allowed or the payload does not parse. The browser delivers the message only if the window really has
   * that origin, so a token can reach no other origin.
   */
  post<N extends MessageName>(
    target: Window,
    targetOrigin: string | null,
    name: N,
    payload: MessageInput<N>,
  ): Promise<boolean>;
  /** Calls the handler with each parsed message of that name from an allowed origin; returns the unsubscribe. */
  listen<N extends MessageName>(name: N, handler: Handler<N>): () => void;
}

export function createChannel(policy: OriginPolicy, log: ProtocolLog = console): Channel {
  return {
    policy,
    async post(target, targetOrigin, name, payload) {
      const verdict = admitOutgoing(name, targetOrigin, payload, policy);
      if (!verdict.ok || targetOrigin === null) {
        log.warn(`${PREFIX} did not send "${name}": ${verdict.ok ? 'no target origin' : verdict.reason}`);
        return false;
      }
      // A string domain becomes postMessage's targetOrigin. (post-robot does not check a list or a pattern
      // against the real origin, so it is never given one.)
      await sendFireAndForget(target, name, verdict.payload, { domain: targetOrigin, fireAndForget: true });
      return true;
    },
    listen(name, handler) {
      const listener: Listener = { policy, log, handle: handler as Listener['handle'] };
      const set = registerOnce(name);
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}
