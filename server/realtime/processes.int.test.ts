// Several server processes as one service: two real processes on one PostgreSQL server (TEST_DATABASE_URL), set up
// as the README's "Several servers" recipe says, as behind a load balancer. Skipped without one: embedded PGlite is
// one process by design.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, ROLE_ACCOUNTS } from '../seed/index.ts';
import { startServerProcess } from '../testing/server-process.ts';
import { PAIR_PUBLIC_URL, startProcessPair, type ProcessPair } from '../testing/processes.ts';
import { openTestSocket, type TestSocket } from '../testing/socket.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('two server processes on one PostgreSQL, one JWT_SECRET and one PUBLIC_URL', () => {
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

  it('accept each other’s tokens', async () => {
    const [, second] = pair.servers;
    const token = await pair.login(DEMO_ACCOUNT.username, DEMO_ACCOUNT.password);
    const me = await fetch(`${second.origin}/api/v1/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { username: string }).username).toBe(DEMO_ACCOUNT.username);
  });

  it('a process started with another PUBLIC_URL says so, and its tokens are refused by the others', async () => {
    const elsewhere = await startServerProcess({
      dataDir: `${pair.dataDir}/elsewhere`,
      env: { ...pair.env, PUBLIC_URL: 'http://elsewhere.test' },
    });
    try {
      expect(elsewhere.output()).toContain(
        `this process signs tokens as http://elsewhere.test, but the processes that share its database sign them as ${PAIR_PUBLIC_URL}`,
      );
      const login = await fetch(`${elsewhere.origin}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password }),
      });
      const { token } = (await login.json()) as { token: string };
      const [first] = pair.servers;
      const me = await fetch(`${first.origin}/api/v1/auth/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(401);
      expect(pair.servers.map((server) => server.output()).join('')).not.toContain('Warning');
    } finally {
      await elsewhere.stop('SIGTERM');
    }
  }, 120_000);
});
