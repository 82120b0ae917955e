// The authorization matrix (issue 10 point 2): every call on owned data, asked by a visitor, by the owner, by another
// learner and by a learner the owner shared a graph with. Each cell states the status and exactly which of the
// owner's marks the answer may carry; any other mark in an answer is a leak, and the test fails on it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '../../src/contract/endpoints.ts';
import type { UserExport } from '../../src/contract/endpoints/query.ts';
import type { StoredGraph } from '../../src/contract/graph.ts';
import type { Goal } from '../../src/contract/goals.ts';
import type { Note } from '../../src/contract/notes.ts';
import type { StoredFile } from '../../src/contract/uploads.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { createEvents } from '../events/index.ts';
import { diskFileStore } from '../files/disk-store.ts';
import { createFiles } from '../files/index.ts';
import { createLibrary } from './index.ts';
import { libraryKitFor, type Answer, type Learner } from '../testing/library-kit.ts';

/** Text only the owner's private items carry, text only the shared graph carries, and a state's (shared by link). */
const PRIVATE = 'PRIVATEMARK';
const SHARED = 'SHAREDMARK';
const LINK = 'LINKMARK';
const MARKS = [PRIVATE, SHARED, LINK] as const;
type Mark = (typeof MARKS)[number];

type Caller = 'anonymous' | 'owner' | 'other' | 'shared';

interface Cell {
  status: number;
  /** The marks the answer carries; every other mark must be absent. */
  sees: readonly Mark[];
}
const refused = (status: number): Cell => ({ status, sees: [] });
const sees = (...marks: Mark[]): Cell => ({ status: 200, sees: marks });

/** The ids of what the owner made, for the paths and bodies of the calls. */
interface Ids {
  note: string;
  privateGraph: string;
  sharedGraph: string;
  goal: string;
  attachment: string;
  quest: string;
  state: string;
  file: string;
}

interface Row {
  call: EndpointName;
  method: string;
  path: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
  cells: Record<Caller, Cell>;
}

const note = (text: string) => ({ note: { noteTitle: text, note: text, tags: ['marked'] }, type: 'note' });
const graphData = (name: string) => ({
  graph_name: name,
  gdata: { nodes: [{ id: 'n', label: name }], edges: [] },
});
const quest = { general_information: { title: PRIVATE }, thought_map: { nodes: [{ id: PRIVATE }], edges: [] } };

/** Most calls: a visitor needs a token, the owner sees their own, nobody else sees anything. */
const ownOnly = (owner: Cell, others: Cell): Record<Caller, Cell> => ({
  anonymous: refused(401),
  owner,
  other: others,
  shared: others,
});
/** Calls over the graphs a learner may read: the learner it was shared with sees the shared graph. */
const readable = (owner: Cell, shared: Cell): Record<Caller, Cell> => ({
  anonymous: refused(401),
  owner,
  other: sees(),
  shared,
});

const rows: Row[] = [
  // Notes.
  { call: 'notes.list', method: 'GET', path: () => '/notes?pageNo=0', cells: ownOnly(sees(PRIVATE), sees()) },
  {
    call: 'notes.list',
    method: 'GET',
    path: () => `/notes?pageNo=0&username=olive&searchWord=${PRIVATE}`,
    cells: ownOnly(sees(PRIVATE), sees()),
  },
  {
    call: 'notes.get',
    method: 'GET',
    path: (ids) => `/notes/${ids.note}`,
    cells: ownOnly(sees(PRIVATE), refused(404)),
  },
  {
    call: 'notes.update',
    method: 'PUT',
    path: (ids) => `/notes/update/${ids.note}`,
    body: () => note(PRIVATE),
    cells: ownOnly(sees(PRIVATE), refused(404)),
  },
  // Saved graphs.
  {
    call: 'graphs.list',
    method: 'GET',
    path: () => '/g6graph?pageNo=0',
    cells: readable(sees(PRIVATE, SHARED), sees(SHARED)),
  },
  {
    call: 'graphs.list',
    method: 'GET',
    path: () => '/g6graph?pageNo=0&username=olive&searchWord=MARK',
    cells: readable(sees(PRIVATE, SHARED), sees(SHARED)),
  },
  {
    call: 'graphs.get',
    method: 'GET',
    path: (ids) => `/g6graph/${ids.privateGraph}`,
    cells: ownOnly(sees(PRIVATE), refused(404)),
  },
  {
    call: 'graphs.get',
    method: 'GET',
    path: (ids) => `/g6graph/${ids.sharedGraph}`,
    cells: { ...readable(sees(SHARED), sees(SHARED)), other: refused(404) },
  },
  {
    call: 'graphs.update',
    method: 'PUT',
    path: (ids) => `/g6graph/${ids.sharedGraph}`,
    body: () => ({
      g6_data: graphData(SHARED),
      metadata: {},
      tags: ['marked'],
      access: 'custom',
      sharedAccess: ['sara'],
    }),
    cells: { ...readable(sees(SHARED), refused(403)), other: refused(404) },
  },
  {
    call: 'graphs.byTag',
    method: 'GET',
    path: () => '/g6graph/tag/marked',
    cells: readable(sees(PRIVATE, SHARED), sees(SHARED)),
  },
  {
    call: 'graphs.query',
    method: 'POST',
    path: () => '/g6graph/query?keyword=mark',
    cells: readable(sees(PRIVATE, SHARED), sees(SHARED)),
  },
  // Goals and their attachments.
  { call: 'goals.list', method: 'GET', path: () => '/goals', cells: ownOnly(sees(PRIVATE), sees()) },
  {
    call: 'goals.get',
    method: 'GET',
    path: (ids) => `/goals/${ids.goal}`,
    cells: ownOnly(sees(PRIVATE), refused(404)),
  },
  {
    call: 'goals.many',
    method: 'POST',
    path: () => '/goals/many',
    body: (ids) => ({ goal_ids: [ids.goal] }),
    cells: ownOnly(sees(PRIVATE), sees()),
  },
  {
    call: 'goals.update',
    method: 'PUT',
    path: (ids) => `/goals/${ids.goal}`,
    body: () => ({ status: false }),
    cells: ownOnly(sees(PRIVATE), refused(404)),
  },
  // Quests.
  { call: 'quests.list', method: 'GET', path: () => '/quests', cells: ownOnly(sees(PRIVATE), sees()) },
  {
    call: 'quests.get',
    method: 'GET',
    path: (ids) => `/quests/${ids.quest}`,
    cells: ownOnly(sees(PRIVATE), refused(404)),
  },
  {
    call: 'quests.update',
    method: 'PUT',
    path: (ids) => `/quests/${ids.quest}`,
    body: () => quest,
    cells: ownOnly(sees(PRIVATE), refused(404)),
  },
  // The tag page lists the caller's own notes and graphs only, shared or not.
  { call: 'tag.get', method: 'GET', path: () => '/tag/marked', cells: ownOnly(sees(PRIVATE, SHARED), sees()) },
  // Queries and "export my data".
  {
    call: 'query.run',
    method: 'POST',
    path: () => '/query',
    body: () => ({ query: 'mark' }),
    cells: readable(sees(PRIVATE, SHARED), sees(SHARED)),
  },
  ...(['json', 'json_mongo', 'userMarkdown'] as const).flatMap((format): Row[] => [
    {
      call: format === 'json' ? 'query.json' : format === 'json_mongo' ? 'query.jsonMongo' : 'query.userMarkdown',
      method: 'GET',
      path: () => `/query/${format}?actor=olive`,
      cells: ownOnly(sees(PRIVATE, SHARED), refused(403)),
    },
  ]),
  // Events: the owner's history is theirs; naming them is refused, asking for one's own shows none of theirs.
  { call: 'events.list', method: 'GET', path: () => '/events?pageNo=0', cells: ownOnly(sees(PRIVATE), sees()) },
  {
    call: 'events.list',
    method: 'GET',
    path: () => '/events?pageNo=0&username=olive',
    cells: ownOnly(sees(PRIVATE), refused(403)),
  },
  {
    call: 'events.all',
    method: 'GET',
    path: () => '/events/allevents?username=olive',
    cells: ownOnly(sees(PRIVATE), refused(403)),
  },
  { call: 'events.bucket', method: 'GET', path: () => '/events/eventsbucket', cells: ownOnly(sees(PRIVATE), sees()) },
  { call: 'events.byVerb', method: 'GET', path: () => '/events/verb/NOTED', cells: ownOnly(sees(PRIVATE), sees()) },
  {
    call: 'events.verb',
    method: 'GET',
    path: () => '/events/verb?verb=NOTED&username=olive',
    cells: ownOnly(sees(PRIVATE), refused(403)),
  },
  {
    call: 'events.count',
    method: 'GET',
    path: () => '/events/count?username=olive',
    cells: ownOnly(sees(), refused(403)),
  },
  {
    call: 'events.analytics',
    method: 'POST',
    path: () => '/events/analytics',
    body: () => ({ username: 'olive' }),
    cells: ownOnly(sees(), refused(403)),
  },
  // A saved state is opened by its link, by anyone: /thought/{id} is a public route.
  {
    call: 'states.get',
    method: 'GET',
    path: (ids) => `/states/${ids.state}`,
    cells: { anonymous: sees(LINK), owner: sees(LINK), other: sees(LINK), shared: sees(LINK) },
  },
  // Files.
  { call: 'file.get', method: 'GET', path: (ids) => `/file/${ids.file}`, cells: ownOnly(sees(PRIVATE), refused(404)) },
  // Clones after the reads: a learner's own copy of the shared graph is theirs to see from then on.
  {
    call: 'graphs.clone',
    method: 'POST',
    path: () => '/g6graph/clone',
    body: (ids) => ({ graphId: ids.privateGraph }),
    cells: ownOnly(sees(PRIVATE), refused(404)),
  },
  {
    call: 'graphs.clone',
    method: 'POST',
    path: () => '/g6graph/clone',
    body: (ids) => ({ graphId: ids.sharedGraph }),
    cells: { ...readable(sees(SHARED), sees(SHARED)), other: refused(404) },
  },
  // Deletions last: the owner's take the items away.
  {
    call: 'attachments.delete',
    method: 'DELETE',
    path: (ids) => `/attachments/${ids.attachment}`,
    cells: ownOnly(sees(), refused(404)),
  },
  { call: 'notes.delete', method: 'DELETE', path: (ids) => `/notes/${ids.note}`, cells: ownOnly(sees(), refused(404)) },
  {
    call: 'graphs.delete',
    method: 'DELETE',
    path: (ids) => `/g6graph/${ids.sharedGraph}`,
    cells: { ...readable(sees(), refused(403)), other: refused(404) },
  },
  { call: 'goals.delete', method: 'DELETE', path: (ids) => `/goals/${ids.goal}`, cells: ownOnly(sees(), refused(404)) },
  {
    call: 'quests.delete',
    method: 'DELETE',
    path: (ids) => `/quests/${ids.quest}`,
    cells: ownOnly(sees(), refused(404)),
  },
];

/** The answer as text, whatever its kind, to look for marks in. */
function answerText({ body }: Answer): string {
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return Buffer.from(body).toString('latin1');
  return JSON.stringify(body);
}

// A 1×1 PNG header and the mark in its padding: the file is found by type, and its bytes carry the mark.
const PNG_HEADER = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0, 0x1f, 0x15, 0xc4, 0x89,
];

describe.each(storesUnderTest())('the authorization matrix on $kind', (store) => {
  const folder = mkdtempSync(join(tmpdir(), 'tk-matrix-'));
  const kit = libraryKitFor(store, ['olive', 'oscar', 'sara'], ({ db }) => [
    createLibrary({ db }),
    createEvents({ db }),
    createFiles({ db, store: diskFileStore(folder) }),
  ]);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  let ids: Ids;

  const as = (caller: Caller, row: Row): Promise<Answer> => {
    const path = row.path(ids);
    if (caller === 'anonymous') return kit.anonymous(row.method, path);
    const learner: Learner = { owner: kit.olive, other: kit.oscar, shared: kit.sara }[caller];
    return learner.call(row.method, path, row.body?.(ids));
  };

  beforeAll(async () => {
    const olive = kit.olive;
    const created = await olive.call<Note>('POST', '/notes', {
      verb: 'NOTED',
      value: { noteTitle: PRIVATE, note: PRIVATE, tags: ['marked'] },
      actor: 'olive',
      dataSource: 'tj-client-web',
    });
    const graph = (name: string, sharedAccess?: string[]) =>
      olive.call<StoredGraph>('POST', '/g6graph', {
        actor: 'olive',
        g6_data: graphData(name),
        access: sharedAccess ? 'custom' : 'private',
        ...(sharedAccess ? { sharedAccess } : {}),
        metadata: {},
        tags: ['marked'],
      });
    const goal = (await olive.call<Goal>('POST', '/goals', { goal: PRIVATE })).body;
    const attached = await olive.call<Goal>('PUT', `/goals/${goal.id}`, {
      attachment: { action: 'push', noteId: created.body._id },
    });
    const bytes = new Uint8Array(512);
    bytes.set(PNG_HEADER);
    bytes.set(Buffer.from(PRIVATE), 100);
    const upload = new FormData();
    upload.set('file', new File([bytes], 'mark.png', { type: 'image/png' }));
    await olive.call('POST', '/events/vs_store/update', {
      actor: 'olive',
      verb: 'NOTED',
      value: PRIVATE,
      dataSource: 'tj-client-web',
    });
    ids = {
      note: created.body._id,
      privateGraph: (await graph(PRIVATE)).body.id,
      sharedGraph: (await graph(SHARED, ['sara'])).body.id,
      goal: goal.id,
      attachment: attached.body.attachments[0]?.id ?? '',
      quest: (await olive.call<{ id: string }>('POST', '/quests', quest)).body.id,
      state: (
        await olive.call<{ id: string }>('POST', '/states', {
          actor: 'olive',
          state: { thought: { word: LINK } },
          mutationSeries: [],
        })
      ).body.id,
      file: (await olive.call<StoredFile>('POST', '/file', upload)).body.fileId,
    };
  });

  const check = async (caller: Caller, row: Row) => {
    const cell = row.cells[caller];
    const answer = await as(caller, row);
    const where = `${caller} ${row.method} ${row.path(ids)} (${row.call})`;
    expect(answer.status, where).toBe(cell.status);
    const text = answerText(answer);
    for (const mark of MARKS) expect(text.includes(mark), `${where}: ${mark}`).toBe(cell.sees.includes(mark));
  };

  it('refuses or answers without the owner’s data every call of a visitor, another learner and a shared learner, and changes nothing', async () => {
    const before = (await kit.olive.call<UserExport>('GET', '/query/json?actor=olive')).body;
    for (const caller of ['anonymous', 'other', 'shared'] as const) {
      for (const row of rows) await check(caller, row);
    }
    const after = (await kit.olive.call<UserExport>('GET', '/query/json?actor=olive')).body;
    expect({ ...after, exportedAt: '' }).toEqual({ ...before, exportedAt: '' });
  });

  it('answers the owner every call with their data, deletions last', async () => {
    for (const row of rows) await check('owner', row);
    const left = (await kit.olive.call<UserExport>('GET', '/query/json?actor=olive')).body;
    expect(left.notes).toEqual([]);
    expect(left.goals).toEqual([]);
  });

  it('covers every owned-data call the areas implement', () => {
    const covered = new Set(rows.map((row) => row.call));
    const owned: EndpointName[] = [
      'notes.list',
      'notes.get',
      'notes.update',
      'notes.delete',
      'graphs.list',
      'graphs.get',
      'graphs.update',
      'graphs.delete',
      'graphs.byTag',
      'graphs.clone',
      'graphs.query',
      'goals.list',
      'goals.get',
      'goals.many',
      'goals.update',
      'goals.delete',
      'attachments.delete',
      'quests.list',
      'quests.get',
      'quests.update',
      'quests.delete',
      'tag.get',
      'query.run',
      'query.json',
      'query.jsonMongo',
      'query.userMarkdown',
      'events.list',
      'events.all',
      'events.bucket',
      'events.byVerb',
      'events.verb',
      'events.count',
      'events.analytics',
      'states.get',
      'file.get',
    ];
    expect(owned.filter((call) => !covered.has(call))).toEqual([]);
  });
});
