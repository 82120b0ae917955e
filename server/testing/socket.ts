// A learner's page as the realtime tests and the bench see it: a socket that signs in with a token and keeps what
// it hears, in order.
import { WebSocket } from 'ws';
import { REALTIME_PATH, type RealtimeServerMessage } from '../../src/contract/realtime.ts';

export interface TestSocket {
  /** Everything heard so far, oldest first. */
  readonly heard: RealtimeServerMessage[];
  /** The next message not yet taken by next() (waiting for it if need be), with when it arrived. */
  next(timeoutMs?: number): Promise<{ message: RealtimeServerMessage; at: number }>;
  /** Resolves with the close code once the server or close() has closed it. */
  readonly closed: Promise<number>;
  close(): void;
}

/** Opens a socket to the server at `origin` and sends `token` first (nothing, for `null`). */
export function openTestSocket(origin: string, token: string | null): TestSocket {
  const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}${REALTIME_PATH}`);
  const heard: RealtimeServerMessage[] = [];
  const arrivals: { message: RealtimeServerMessage; at: number }[] = [];
  const waiting: ((arrival: { message: RealtimeServerMessage; at: number }) => void)[] = [];
  ws.on('open', () => {
    if (token !== null) ws.send(JSON.stringify({ type: 'auth', token }));
  });
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as RealtimeServerMessage;
    heard.push(message);
    const arrival = { message, at: performance.now() };
    const waiter = waiting.shift();
    if (waiter) waiter(arrival);
    else arrivals.push(arrival);
  });
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  ws.on('error', () => undefined);
  return {
    heard,
    next(timeoutMs = 5_000) {
      const arrived = arrivals.shift();
      if (arrived) return Promise.resolve(arrived);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(settle), 1);
          reject(new Error(`no message within ${timeoutMs} ms (heard so far: ${JSON.stringify(heard)})`));
        }, timeoutMs);
        const settle = (arrival: { message: RealtimeServerMessage; at: number }) => {
          clearTimeout(timer);
          resolve(arrival);
        };
        waiting.push(settle);
      });
    },
    closed,
    close: () => ws.close(),
  };
}
