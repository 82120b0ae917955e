// The realtime core (spec 2 §7.10): while a learner is signed in, one socket to the server that answers /api/v1,
// signed in with the access token in its first message. A dropped socket connects again after a growing, jittered
// wait (backoff.ts); once back, or when the server says notifications may have been missed, the page reads again
// what it shows (`resync`). Framework-free; the page's one instance is src/kit/realtime.ts, which says what each
// notification does (dispatch.ts).
import { effect, signal, type ReadonlySignal } from '@preact/signals-core';
import {
  REALTIME_CLOSE,
  realtimeServerMessageSchema,
  type RealtimeHello,
  type RealtimeNotification,
} from '../contract/realtime.ts';
import type { User } from '../contract/user.ts';
import { reconnectDelay } from './backoff.ts';

/** off: nobody signed in. connecting: the first connection. live: notifications arrive. reconnecting: after a drop. */
export type RealtimeStatus = 'off' | 'connecting' | 'live' | 'reconnecting';

type Socket = Pick<WebSocket, 'send' | 'close' | 'onopen' | 'onmessage' | 'onclose'>;

export interface RealtimeDeps {
  /** The socket's address: ws(s)://{the API's host}{REALTIME_PATH}. */
  readonly url: string;
  /** The socket is open while a learner is signed in, and opened again for another learner. */
  readonly user: ReadonlySignal<User>;
  /** The access token as it is when the socket opens. */
  readonly token: () => string | null;
  /** The server refused the token (it expired, say): renews it (an API call refreshes it) before the next try. */
  readonly renewToken: () => Promise<unknown>;
  readonly onNotification: (notification: RealtimeNotification) => void;
  /** Reads again what notifications would have changed: after a reconnect, or when the server says so. */
  readonly resync: () => void;
  /** For tests: a socket factory, the jitter's random numbers, and a scheduler ((ms, run) → cancel). */
  readonly connect?: (url: string) => Socket;
  readonly random?: () => number;
  readonly schedule?: (ms: number, run: () => void) => () => void;
}

export interface Realtime {
  readonly signals: { readonly status: ReadonlySignal<RealtimeStatus> };
  dispose(): void;
}

const defaultSchedule = (ms: number, run: () => void) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

export function createRealtime(deps: RealtimeDeps): Realtime {
  const { connect: open = (url) => new WebSocket(url), random = Math.random, schedule = defaultSchedule } = deps;
  const status = signal<RealtimeStatus>('off', { name: 'realtime.status' });
  let socket: Socket | null = null;
  let cancelRetry: (() => void) | null = null;
  let attempt = 0;
  /** This learner's socket was live before: the next `ready` follows a drop, and the page reads again. */
  let wasLive = false;
  /** Changes with each sign-in and sign-out: a retry planned for an earlier one does nothing. */
  let generation = 0;

  function receive(data: unknown): void {
    let message;
    try {
      message = realtimeServerMessageSchema.parse(JSON.parse(String(data)));
    } catch {
      return;
    }
    if (message.type === 'ready') {
      attempt = 0;
      status.value = 'live';
      if (wasLive) deps.resync();
      wasLive = true;
    } else if (message.type === 'resync') deps.resync();
    else deps.onNotification(message.notification);
  }

  function connect(): void {
    const ws = open(deps.url);
    socket = ws;
    status.value = wasLive || attempt > 0 ? 'reconnecting' : 'connecting';
    ws.onopen = () => {
      const token = deps.token();
      if (token) ws.send(JSON.stringify({ type: 'auth', token } satisfies RealtimeHello));
      else ws.close();
    };
    ws.onmessage = (event) => receive(event.data);
    ws.onclose = (event) => {
      if (socket === ws) dropped(event.code);
    };
  }

  function dropped(code: number): void {
    socket = null;
    status.value = 'reconnecting';
    const planned = generation;
    const renewing = code === REALTIME_CLOSE.tokenRefused ? deps.renewToken().catch(() => undefined) : null;
    cancelRetry = schedule(reconnectDelay(attempt, random), () => {
      cancelRetry = null;
      if (!renewing) connect();
      else
        void renewing.then(() => {
          if (planned === generation) connect();
        });
    });
    attempt += 1;
  }

  function stop(): void {
    generation += 1;
    cancelRetry?.();
    cancelRetry = null;
    const ws = socket;
    socket = null;
    ws?.close(1000);
    attempt = 0;
    wasLive = false;
    status.value = 'off';
  }

  /** Back online: a planned retry need not wait out its delay. */
  function online(): void {
    if (!cancelRetry) return;
    cancelRetry();
    cancelRetry = null;
    connect();
  }
  globalThis.addEventListener?.('online', online);

  let learner = '';
  const stopFollowing = effect(() => {
    const username = deps.user.value.username;
    if (username === learner) return;
    learner = username;
    stop();
    if (username !== '') connect();
  });

  return {
    signals: { status },
    dispose() {
      stopFollowing();
      globalThis.removeEventListener?.('online', online);
      stop();
    },
  };
}
