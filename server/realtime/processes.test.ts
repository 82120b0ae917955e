// Realtime across server processes: two real processes on one PostgreSQL server (TEST_DATABASE_URL), as behind a
// load balancer. Skipped without one: embedded PGlite is one process by design.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, ROLE_ACCOUNTS } from '../seed/index.ts';
import { startProcessPair, type ProcessPair } from './test-processes.ts';
import { openTestSocket, type TestSocket } from './test-socket.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('realtime across two server processes on one PostgreSQL', () => {
  let pair: ProcessPair;
  const open: TestSocket[] = [];

  async function signedIn(origin: string, token: string): Promise<TestSocket> {
    const socket = openTestSocket(origin, token);
    open.push(socket);
    expect((await socket.next()).message).toEqual({ type: 'ready' });
    return socket;
  }

  beforeAll(async () => {
    pair = await startProcessPair(adminUrl!);
  }, 180_000);

  afterAll(async () => {
    for (const socket of open) socket.close();
    await pair?.stop();
  }, 30_000);

  it('a ping recorded on one process reaches the learner’s socket on the other, and no other learner’s', async () => {
    const [first, second] = pair.servers;
    const demo = await pair.login(DEMO_ACCOUNT.username, DEMO_ACCOUNT.password);
    const other = await pair.login(ROLE_ACCOUNTS.Admin, DEMO_ACCOUNT.password);
    const demoOnSecond = await signedIn(second.origin, demo);
    const otherOnSecond = await signedIn(second.origin, other);
    const otherOnFirst = await signedIn(first.origin, other);

    const recorded = await fetch(`${first.origin}/api/v1/events/vs_store/update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${demo}` },
      body: JSON.stringify({
        actor: DEMO_ACCOUNT.username,
        verb: 'SEARCHED_PING',
        value: { word: 'volcano' },
        dataSource: 'tj-client-web',
      }),
    });
    expect(recorded.status).toBe(200);
    expect((await demoOnSecond.next()).message).toEqual({
      type: 'notification',
      notification: {
        verb: { display: { en: 'SEARCHED_PING' } },
        actor: { username: DEMO_ACCOUNT.username },
        value: { word: 'volcano' },
      },
    });

    // The other learner's own ping, raised after, is the first thing either of their sockets hears.
    const ping = await fetch(`${second.origin}/api/v1/events/vs_store/update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${other}` },
      body: JSON.stringify({
        actor: ROLE_ACCOUNTS.Admin,
        verb: 'SEARCHED_PING',
        value: { word: 'glacier' },
        dataSource: 'tj-client-web',
      }),
    });
    expect(ping.status).toBe(200);
    for (const socket of [otherOnSecond, otherOnFirst]) {
      expect((await socket.next()).message).toMatchObject({ notification: { value: { word: 'glacier' } } });
      expect(socket.heard).toHaveLength(2);
    }
  });
});
