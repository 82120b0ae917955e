import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { StoredGraph } from '../../src/contract/graph.ts';
import type { Goal } from '../../src/contract/goals.ts';
import type { Note } from '../../src/contract/notes.ts';
import type { Quest } from '../../src/contract/quests.ts';
import type { TagContent } from '../../src/contract/endpoints/tag.ts';
import type { Brain } from '../../src/contract/brains.ts';
import { createBrains } from '../ai/brains-area.ts';
import { sharedDocumentsPool } from '../ai/documents-pool.ts';
import { createApi } from '../api.ts';
import { createAuth } from '../auth/index.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createLibrary } from '../library/index.ts';
import { testEngine } from '../testing/knowledge-engine.ts';
import { DEMO_ACCOUNT, DEMO_BRAIN_NAMESPACE, ROLE_ACCOUNTS, seedDemoData } from './index.ts';

let dataDir: string;
let db: Database;
let auth: ReturnType<typeof createAuth>;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'thoughtkit-seed-'));
  db = await openDatabase({ dataDir });
  await migrate(db);
  auth = createAuth({ db, config: loadConfig({ DATA_DIR: dataDir }) }, { log: () => undefined });
  const brains = createBrains({ db, knowledge: await testEngine() });
  api = createApi({ authenticate: auth.authenticate, areas: [auth.area, createLibrary({ db }), brains] });
}, 60_000);
afterAll(async () => {
  await sharedDocumentsPool().close();
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Signs in the way the host page does; answers the access token. */
async function signIn(username: string, password: string): Promise<string> {
  const login = await api.request('http://localhost/api/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** The granted roles of the role accounts, by username. */
async function roleAccounts(): Promise<Record<string, string[]>> {
  const rows = await db.query<{ username: string; roles: string[] }>(
    `select username, roles from users where username like 'demo-%'`,
  );
  return Object.fromEntries(rows.map((row) => [row.username, row.roles]));
}

/** Signs in as the demo learner the way the host page does, and reads what the library holds. */
async function demoLibrary() {
  const token = await signIn(DEMO_ACCOUNT.username, DEMO_ACCOUNT.password);
  const get = async <Body>(path: string) => {
    const answer = await api.request(`http://localhost/api/v1${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status, path).toBe(200);
    return (await answer.json()) as Body;
  };
  /** Asks the demo brain as Document Chat does; the answer's text. */
  const askBrain = async (prompt: string) => {
    const answer = await api.request('http://localhost/api/v1/eddie/vector/ask', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt, namespace: DEMO_BRAIN_NAMESPACE }),
    });
    expect(answer.status, prompt).toBe(200);
    return answer.text();
  };
  return {
    askBrain,
    brains: await get<Brain[]>('/brains'),
    notes: (await get<{ items: Note[]; total: number }>('/notes?pageNo=0')).items,
    graphs: (await get<{ items: StoredGraph[] }>('/g6graph?pageNo=0')).items,
    goals: await get<Goal[]>('/goals'),
    quests: await get<Quest[]>('/quests'),
    profile: await get<{ username: string; firstName: string; email: string }>('/auth/me'),
    biology: await get<TagContent>('/tag/biology'),
  };
}

// Each test signs in with argon2 more than once: roomy limits for a busy machine.
describe('demo data', { timeout: 30_000 }, () => {
  it('creates the demo learner and their library through the API on an empty database', async () => {
    expect(await seedDemoData(api, db)).toBe(true);
    const library = await demoLibrary();

    expect(library.profile).toMatchObject({
      username: 'demo',
      firstName: 'Demo Learner',
      email: 'demo@thoughtkit.local',
    });
    expect(library.notes.map((note) => note.value.noteTitle)).toEqual(['Paris', 'The water cycle', 'Photosynthesis']);
    expect(library.notes.find((note) => note.value.noteTitle === 'Paris')?.value.note).toContain('river Seine');

    expect(library.graphs).toHaveLength(1);
    const [graph] = library.graphs;
    expect(graph).toMatchObject({ graph_dimension: 'explore_library', access: 'private', actor: 'demo' });
    expect(graph?.g6_data.graph_name).toBe('Photosynthesis');
    const labels = new Map(graph?.g6_data.gdata.nodes.map((node) => [node.id, node.label]));
    expect([...labels.values()]).toEqual(
      expect.arrayContaining(['Chlorophyll', 'Light', 'Carbon dioxide', 'Glucose', 'Oxygen']),
    );
    // Every edge joins two nodes of the graph and says how.
    for (const edge of graph?.g6_data.gdata.edges ?? []) {
      expect(labels.has(edge.source) && labels.has(edge.target), `${edge.source} → ${edge.target}`).toBe(true);
      expect(edge.label).not.toBe('');
    }

    expect(library.goals).toHaveLength(1);
    expect(library.goals[0]).toMatchObject({ goal: 'Understand how plants make food', status: false });
    expect(library.goals[0]?.attachments.map((attachment) => attachment.note.value.noteTitle)).toEqual([
      'Photosynthesis',
    ]);

    // The tag page of biology holds the photosynthesis note and graph.
    expect(library.biology.notes.items.map((note) => note.value.noteTitle)).toEqual(['Photosynthesis']);
    expect(library.biology.graphs.items.map((item) => item.g6_data.graph_name)).toEqual(['Photosynthesis']);

    expect(library.quests).toHaveLength(1);
    const [quest] = library.quests;
    expect(quest?.general_information.title).toBe('How plants make food');
    const ids = new Set(quest?.thought_map.nodes.map((node) => node.id));
    expect(quest?.thought_map.edges.length).toBeGreaterThan(0);
    for (const edge of quest?.thought_map.edges ?? []) expect(ids.has(edge.source) && ids.has(edge.target)).toBe(true);
    // Its recorded exploration replays one step a second: each thought, then the edge that led to it.
    const records = z
      .array(z.object({ mutation: z.object({ type: z.string() }), timeDeltaMillis: z.number() }))
      .parse(quest?.thought_map['mutations']);
    expect(records.map((record) => record.mutation.type)).toEqual([
      'addNode',
      ...Array.from({ length: ids.size - 1 }, () => ['addNode', 'addEdge']).flat(),
    ]);
    expect(new Set(records.map((record) => record.timeDeltaMillis))).toEqual(new Set([1000]));

    // The demo brain: its five documents, connected so that Eddie answers from it too, and Document Chat answers
    // from its passages.
    expect(library.brains).toHaveLength(1);
    const [brain] = library.brains;
    expect(brain).toMatchObject({ namespace: 'School library, science and history', connected: true });
    expect(brain?.files.map((file) => file.name)).toEqual([
      'astronomy.md',
      'biology.md',
      'history.md',
      'physics.md',
      'school.md',
    ]);
    const answer = await library.askBrain('How many books may students borrow?');
    expect(answer).toMatch(/^- Students may borrow up to four books at a time .*\(school\.md, passage 1\)$/m);
  });

  it('creates a demo learner per role of spec 1 §6, granted that role alone, with the demo password', async () => {
    const expected = Object.fromEntries(Object.entries(ROLE_ACCOUNTS).map(([role, username]) => [username, [role]]));
    expect(Object.keys(expected)).toHaveLength(14);
    expect(await roleAccounts()).toEqual(expected);
    const token = await signIn(ROLE_ACCOUNTS['Open User'], DEMO_ACCOUNT.password);
    const me = await api.request('http://localhost/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(await me.json()).toMatchObject({ username: 'demo-open-user', roles: ['Open User'] });
  });

  it('does nothing once the database has a user', async () => {
    expect(await seedDemoData(api, db)).toBe(false);
    const library = await demoLibrary();
    expect(library.notes).toHaveLength(3);
    expect(library.graphs).toHaveLength(1);
    expect(library.brains.map((brain) => brain.files.length)).toEqual([5]);
  });

  it('seeds once when two servers start on one empty database', async () => {
    await db.query('delete from users');
    const results = await Promise.all([seedDemoData(api, db), seedDemoData(api, db)]);
    expect(results.sort()).toEqual([false, true]);
    expect(Object.keys(await roleAccounts())).toHaveLength(14);
    const library = await demoLibrary();
    expect(library.notes).toHaveLength(3);
    expect(library.brains.map((brain) => brain.files.length)).toEqual([5]);
    // The tag page of biology holds the photosynthesis note and graph.
    expect(library.biology.notes.items.map((note) => note.value.noteTitle)).toEqual(['Photosynthesis']);
    expect(library.biology.graphs.items.map((item) => item.g6_data.graph_name)).toEqual(['Photosynthesis']);

    expect(library.quests).toHaveLength(1);
  });

  it('fails loudly with the API message when a call is refused', async () => {
    await db.query('delete from users');
    // A router without the library: the first note is refused.
    const authOnly = createApi({ authenticate: auth.authenticate, areas: [auth.area] });
    await expect(seedDemoData(authOnly, db)).rejects.toThrow(/notes\.create answered 404: There is no such call/);
  });
});
