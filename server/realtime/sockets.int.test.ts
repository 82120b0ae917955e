import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_CLOSE } from '../../src/contract/realtime.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { createEvents } from '../events/index.ts';
import { HttpError } from '../http/errors.ts';
import type { Caller } from '../http/route.ts';
import { createLibrary } from '../library/index.ts';
import { libraryKitFor } from '../testing/library-kit.ts';
import { notifyLearner } from './notify.ts';
import { realtimeSockets, type RealtimeSockets } from './sockets.ts';
import { openTestSocket, type TestSocket } from '../testing/socket.ts';

const ping = (word: string) => ({ actor: 'ada', verb: 'SEARCHED_PING', value: { word }, dataSource: 'tj-client-web' });

describe.each(storesUnderTest())('realtime sockets on %s', (store) => {
  const kit = libraryKitFor(store, ['ada', 'bob'], (deps) => [createLibrary(deps), createEvents(deps)]);
  let server: Server;
  let sockets: RealtimeSockets;
  let origin: string;
  const open: TestSocket[] = [];

  /** A signed-in socket (the library kit's token is the username), once the server said it is ready. */
  async function signedIn(username: string): Promise<TestSocket> {
    const socket = openTestSocket(origin, username);
    open.push(socket);
    expect((await socket.next()).message).toEqual({ type: 'ready' });
    return socket;
  }

  beforeAll(async () => {
    sockets = realtimeSockets({
      db: kit.db,
      // As the library kit signs in: a token is a username.
      authenticate: async (token) => {
        const [caller] = await kit.db.query<Caller>('select id, username, roles from users where username = $1', [
          token,
        ]);
        if (!caller) throw new HttpError(401, { literal: 'invalid token' });
        return caller;
      },
    });
    server = createServer();
    await sockets.attach(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    for (const socket of open) socket.close();
    await sockets.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('passes a SEARCHED_PING recorded by the learner to each of their sockets, and to nobody else', async () => {
    const [adaDesk, adaPhone, bob] = await Promise.all([signedIn('ada'), signedIn('ada'), signedIn('bob')]);

    expect((await kit.ada.call('POST', '/events/vs_store/update', ping('photosynthesis'))).status).toBe(200);
    const expected = {
      type: 'notification',
      notification: {
        verb: { display: { en: 'SEARCHED_PING' } },
        actor: { username: 'ada' },
        value: { word: 'photosynthesis' },
      },
    };
    expect((await adaDesk.next()).message).toEqual(expected);
    expect((await adaPhone.next()).message).toEqual(expected);

    // Notifications arrive in order on one channel: bob's own, raised after, is the first thing bob hears.
    await notifyLearner(kit.db, kit.bob, 'THOUGHT_LINKED', { noteId: 'n1' });
    expect((await bob.next()).message).toMatchObject({ notification: { actor: { username: 'bob' } } });
    expect(bob.heard).toHaveLength(2);
  });

  it('adds a created note to the learner’s other pages (THOUGHT_ADDED)', async () => {
    const ada = await signedIn('ada');
    const created = await kit.ada.call<{ _id: string }>('POST', '/notes', {
      verb: 'NOTED',
      value: { note: 'Leaves turn light into sugar.' },
      actor: 'ada',
      dataSource: 'tj-client-web',
    });
    expect(created.status).toBe(200);
    expect((await ada.next()).message).toMatchObject({
      notification: { verb: { display: { en: 'THOUGHT_ADDED' } }, value: { noteId: created.body._id } },
    });
  });

  it('raises nothing for a realtime verb whose value is not what the verb says; the event is still recorded', async () => {
    const ada = await signedIn('ada');
    const answer = await kit.ada.call('POST', '/events/vs_store/update', { ...ping(''), value: 'not an object' });
    expect(answer.status).toBe(200);
    await notifyLearner(kit.db, kit.ada, 'SEARCHED_PING', { word: 'after' });
    expect((await ada.next()).message).toMatchObject({ notification: { value: { word: 'after' } } });
  });

  it.runIf(store.kind === 'postgres')(
    'tells every socket to read again when the listening connection was lost, and goes on delivering',
    async () => {
      const ada = await signedIn('ada');
      await kit.db.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = 'listen "tj_realtime"'`,
      );
      expect((await ada.next(10_000)).message).toEqual({ type: 'resync' });
      await notifyLearner(kit.db, kit.ada, 'SEARCHED_PING', { word: 'again' });
      expect((await ada.next()).message).toMatchObject({ notification: { value: { word: 'again' } } });
    },
  );

  it('closes a socket whose token is refused, or that sends none, and tells it nothing', async () => {
    const stranger = openTestSocket(origin, 'nobody');
    const garbled = openTestSocket(origin, '');
    expect(await stranger.closed).toBe(REALTIME_CLOSE.tokenRefused);
    expect(await garbled.closed).toBe(REALTIME_CLOSE.tokenRefused);
    expect([...stranger.heard, ...garbled.heard]).toEqual([]);
  });
});
