// The learner's total as the user menu reads it (GET /points/{id}), after actions recorded through the API: the real
// sign-in, the real events area, one database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../api.ts';
import { createAuth } from '../auth/index.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createEvents } from './index.ts';
import { POINTS_PER_VERB } from './points-ledger.ts';

let dataDir: string;
let db: Database;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'thoughtkit-points-'));
  db = await openDatabase({ dataDir });
  await migrate(db);
  const auth = createAuth({ db, config: loadConfig({ DATA_DIR: dataDir }) }, { log: () => undefined });
  api = createApi({ authenticate: auth.authenticate, areas: [auth.area, createEvents({ db })] });
}, 60_000);
afterAll(async () => {
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
});

const json = { 'content-type': 'application/json' };
const call = async (path: string, token?: string, body?: unknown) => {
  const answer = await api.request(`http://localhost/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
};

async function signUp(username: string) {
  const learner = { firstName: 'Points', username, password: 'points-password-1', email: `${username}@school.test` };
  expect((await call('/auth/signup', undefined, learner)).status).toBe(200);
  const { token } = (await call('/auth/login', undefined, { username, password: learner.password })).body;
  const me = await call('/auth/me', String(token));
  return { token: String(token), id: String(me.body.id) };
}

describe('a learner’s points', { timeout: 30_000 }, () => {
  it('are the sum of what their recorded actions earned, read by GET /points/{id}', async () => {
    const ada = await signUp('pointsada');
    const bob = await signUp('pointsbob');
    expect((await call(`/points/${ada.id}`, ada.token)).body).toEqual({ id: ada.id, points: 0 });
    for (const verb of ['NOTED', 'NOTED', 'CLOSED_GOAL', 'CHANGE_VIEW']) {
      const recorded = await call('/events/vs_store/update', ada.token, {
        actor: 'pointsada',
        verb,
        value: null,
        dataSource: 'tj-client-web',
      });
      expect(recorded.status).toBe(200);
    }
    const total = 2 * POINTS_PER_VERB.NOTED + POINTS_PER_VERB.CLOSED_GOAL;
    expect((await call(`/points/${ada.id}`, ada.token)).body).toEqual({ id: ada.id, points: total });
    expect((await call(`/points/${bob.id}`, bob.token)).body).toEqual({ id: bob.id, points: 0 });
    // Nobody reads another learner's points.
    expect((await call(`/points/${ada.id}`, bob.token)).status).toBe(403);
  });
});
