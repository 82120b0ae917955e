// The realtime sockets of one server process (spec 2 §7.10): a WebSocket per open page of a signed-in learner, on
// the host server at REALTIME_PATH. The page sends its access token in its first message (a URL would be logged);
// the server checks it as it checks a call's, then passes on every notification raised for that learner on any
// server process (notify.ts), heard on this process's one LISTEN connection.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  REALTIME_CLOSE,
  REALTIME_PATH,
  realtimeHelloSchema,
  type RealtimeServerMessage,
} from '../../src/contract/realtime.ts';
import type { Database } from '../db/database.ts';
import type { Authenticate } from '../http/route.ts';
import { REALTIME_CHANNEL, type RealtimeEnvelope } from './notify.ts';

/** How long a new socket may take to send its token. */
const HELLO_TIMEOUT_MS = 10_000;
/** A socket that has not answered the last ping by the next one is gone (a closed lid, a dropped network). */
const HEARTBEAT_MS = 30_000;
/** How long pages may take to answer the close when the server stops. */
const CLOSE_GRACE_MS = 1_000;
/** The kit sends one small message; anything larger is not it. */
const MAX_MESSAGE_BYTES = 8 * 1024;

export interface RealtimeSocketsDeps {
  db: Database;
  authenticate: Authenticate;
}

export interface RealtimeSockets {
  /** Listens on the database, then takes the socket upgrades of `server`. */
  attach(server: Server): Promise<void>;
  /** Closes every socket (1001, going away: the pages connect again, to another process) and stops listening. */
  close(): Promise<void>;
}

const encode = (message: RealtimeServerMessage) => JSON.stringify(message);

/** The learner a notification is for, read from the channel; null for a payload this module did not send. */
function envelopeOf(payload: string): RealtimeEnvelope | null {
  try {
    const envelope = JSON.parse(payload) as Partial<RealtimeEnvelope>;
    return typeof envelope.to === 'string' && envelope.notification ? (envelope as RealtimeEnvelope) : null;
  } catch {
    return null;
  }
}

export function realtimeSockets({ db, authenticate }: RealtimeSocketsDeps): RealtimeSockets {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  /** The signed-in sockets of each learner (by user id) on this process. */
  const learners = new Map<string, Set<WebSocket>>();
  const alive = new WeakSet<WebSocket>();
  const servers: Server[] = [];
  let stopListening: (() => Promise<void>) | undefined;

  function join(userId: string, ws: WebSocket): void {
    const sockets = learners.get(userId) ?? new Set();
    learners.set(userId, sockets.add(ws));
    ws.once('close', () => {
      sockets.delete(ws);
      if (sockets.size === 0 && learners.get(userId) === sockets) learners.delete(userId);
    });
    ws.send(encode({ type: 'ready' }));
  }

  /** The first message must be the token; the socket is closed if it is not, is refused, or does not come. */
  function welcome(ws: WebSocket): void {
    alive.add(ws);
    ws.on('pong', () => alive.add(ws));
    ws.on('error', () => ws.terminate());
    const timer = setTimeout(() => ws.close(REALTIME_CLOSE.noHello, 'no token'), HELLO_TIMEOUT_MS);
    ws.once('message', (data: RawData) => {
      clearTimeout(timer);
      void (async () => {
        let hello;
        try {
          hello = realtimeHelloSchema.parse(JSON.parse(String(data)));
        } catch {
          ws.close(REALTIME_CLOSE.tokenRefused, 'no token');
          return;
        }
        const caller = await authenticate(hello.token).catch(() => null);
        if (!caller) ws.close(REALTIME_CLOSE.tokenRefused, 'token refused');
        else if (ws.readyState === WebSocket.OPEN) join(caller.id, ws);
      })();
    });
  }

  function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname !== REALTIME_PATH) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, welcome);
  }

  function deliver(payload: string): void {
    const envelope = envelopeOf(payload);
    const sockets = envelope && learners.get(envelope.to);
    if (!sockets) return;
    const message = encode({ type: 'notification', notification: envelope.notification });
    for (const ws of sockets) ws.send(message);
  }

  function resyncAll(): void {
    const message = encode({ type: 'resync' });
    for (const sockets of learners.values()) for (const ws of sockets) ws.send(message);
  }

  function checkAlive(): void {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) ws.terminate();
      else {
        alive.delete(ws);
        ws.ping();
      }
    }
  }
  let heartbeat: NodeJS.Timeout | undefined;

  return {
    async attach(server) {
      stopListening ??= await db.listen(REALTIME_CHANNEL, { message: deliver, gap: resyncAll });
      heartbeat ??= setInterval(checkAlive, HEARTBEAT_MS).unref();
      server.on('upgrade', upgrade);
      servers.push(server);
    },
    async close() {
      clearInterval(heartbeat);
      for (const server of servers) server.off('upgrade', upgrade);
      for (const ws of wss.clients) ws.close(1001, 'server stopping');
      const closed = new Promise<void>((resolve) => wss.close(() => resolve()));
      // A page that does not answer the close (its network gone) is not waited for.
      const force = setTimeout(() => {
        for (const ws of wss.clients) ws.terminate();
      }, CLOSE_GRACE_MS);
      await stopListening?.();
      await closed;
      clearTimeout(force);
    },
  };
}
