import { signal } from '@preact/signals-core';
import { describe, expect, it, vi } from 'vitest';
import { REALTIME_CLOSE, type RealtimeServerMessage } from '../contract/realtime.ts';
import { anonymousUser, userSchema, type User } from '../contract/user.ts';
import { fakeTime } from '../testing/fake-time.ts';
import { BACKOFF } from './backoff.ts';
import { createRealtime, type RealtimeDeps } from './realtime.ts';

/** A socket the test drives: what the page sent, and the server's side (open, say, drop). */
class FakeSocket {
  onopen: WebSocket['onopen'] = null;
  onmessage: WebSocket['onmessage'] = null;
  onclose: WebSocket['onclose'] = null;
  readonly sent: unknown[] = [];
  closedByPage = false;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closedByPage = true;
  }
  open() {
    this.onopen?.call(this as unknown as WebSocket, new Event('open'));
  }
  say(message: RealtimeServerMessage | string) {
    const data = typeof message === 'string' ? message : JSON.stringify(message);
    this.onmessage?.call(this as unknown as WebSocket, new MessageEvent('message', { data }));
  }
  drop(code = 1006) {
    this.onclose?.call(this as unknown as WebSocket, { code } as CloseEvent);
  }
}

const ada = userSchema.parse({ id: 'u1', username: 'ada' });
const ping = (word: string, actor = 'ada'): RealtimeServerMessage => ({
  type: 'notification',
  notification: { verb: { display: { en: 'SEARCHED_PING' } }, actor: { username: actor }, value: { word } },
});

function rig(overrides: Partial<RealtimeDeps> = {}) {
  const user = signal<User>(anonymousUser);
  const sockets: FakeSocket[] = [];
  const time = fakeTime();
  const deps = {
    url: 'ws://kit.test/api/v1/realtime',
    user,
    token: vi.fn(() => 'token-1'),
    renewToken: vi.fn(async () => undefined),
    onNotification: vi.fn(),
    resync: vi.fn(),
    connect: (url: string) => {
      expect(url).toBe('ws://kit.test/api/v1/realtime');
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    random: () => 0,
    schedule: time.deps.schedule,
    ...overrides,
  };
  const realtime = createRealtime(deps);
  const last = () => sockets[sockets.length - 1]!;
  return { realtime, user, sockets, last, deps, advance: time.advance };
}

describe('the realtime core', () => {
  it('connects once a learner is signed in, sends the token first, and is live once the server accepts it', () => {
    const { realtime, user, sockets, last } = rig();
    expect(realtime.signals.status.value).toBe('off');
    expect(sockets).toHaveLength(0);

    user.value = ada;
    expect(realtime.signals.status.value).toBe('connecting');
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    last().say({ type: 'ready' });
    expect(realtime.signals.status.value).toBe('live');
    realtime.dispose();
  });

  it('passes each notification on, and ignores what is not one', () => {
    const { realtime, user, last, deps } = rig();
    user.value = ada;
    last().open();
    last().say({ type: 'ready' });
    last().say(ping('volcano'));
    last().say('not json');
    last().say({ type: 'notification', notification: { verb: { display: { en: 'HACKED' } } } } as never);
    expect(deps.onNotification).toHaveBeenCalledTimes(1);
    expect(deps.onNotification).toHaveBeenCalledWith(expect.objectContaining({ value: { word: 'volcano' } }));
    realtime.dispose();
  });

  it('after a drop, tries again after a doubling wait, then reads again what the page shows', () => {
    const { realtime, user, sockets, last, deps, advance } = rig();
    user.value = ada;
    last().open();
    last().say({ type: 'ready' });

    last().drop();
    expect(realtime.signals.status.value).toBe('reconnecting');
    advance(BACKOFF.firstMs / 2 - 1);
    expect(sockets).toHaveLength(1);
    advance(1);
    expect(sockets).toHaveLength(2);
    // The server is still down: the next wait is twice as long.
    last().drop();
    advance(BACKOFF.firstMs - 1);
    expect(sockets).toHaveLength(2);
    advance(1);
    expect(sockets).toHaveLength(3);

    last().open();
    last().say({ type: 'ready' });
    expect(realtime.signals.status.value).toBe('live');
    expect(deps.resync).toHaveBeenCalledTimes(1);
    // Live again, the waits start over.
    last().drop();
    advance(BACKOFF.firstMs / 2);
    expect(sockets).toHaveLength(4);
    realtime.dispose();
  });

  it('renews a refused token before trying again', async () => {
    const { realtime, user, sockets, last, deps, advance } = rig();
    user.value = ada;
    last().open();
    last().drop(REALTIME_CLOSE.tokenRefused);
    expect(deps.renewToken).toHaveBeenCalledTimes(1);
    advance(BACKOFF.firstMs / 2);
    await Promise.resolve();
    await Promise.resolve();
    expect(sockets).toHaveLength(2);
    realtime.dispose();
  });

  it('reads again when the server says notifications may have been missed', () => {
    const { realtime, user, last, deps } = rig();
    user.value = ada;
    last().open();
    last().say({ type: 'ready' });
    expect(deps.resync).not.toHaveBeenCalled();
    last().say({ type: 'resync' });
    expect(deps.resync).toHaveBeenCalledTimes(1);
    realtime.dispose();
  });

  it('closes on sign-out, plans no retry, and opens a new socket for the next learner', () => {
    const { realtime, user, sockets, last, advance } = rig();
    user.value = ada;
    const first = last();
    first.open();
    first.drop();
    user.value = anonymousUser;
    expect(realtime.signals.status.value).toBe('off');
    advance(BACKOFF.capMs);
    expect(sockets).toHaveLength(1);

    user.value = userSchema.parse({ id: 'u2', username: 'bob' });
    expect(sockets).toHaveLength(2);
    expect(realtime.signals.status.value).toBe('connecting');
    realtime.dispose();
    expect(last().closedByPage).toBe(true);
    expect(realtime.signals.status.value).toBe('off');
  });
});
