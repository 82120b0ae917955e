// Every role of spec 1 §6 against every call of the server its table gates: an allowed call answers 200, a refused
// one 403 with the translated refusal. The expectations are written out from the spec's table (and
// src/abilities/README.md where it is silent), not computed from the role table, so a wrong row or a missing gate
// fails here. Each learner makes the items the calls change while they hold no role, then is granted one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { StoredGraph } from '../../src/contract/graph.ts';
import type { Note } from '../../src/contract/notes.ts';
import type { Quest } from '../../src/contract/quests.ts';
import { createAdmin } from '../admin/area.ts';
import { partnerOriginList } from '../partner-origins.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { diskFileStore } from '../files/disk-store.ts';
import { createFiles } from '../files/index.ts';
import { createLibrary } from '../library/index.ts';
import { libraryKitFor, type Answer, type Learner } from '../testing/library-kit.ts';

/** The rights of the table that calls of the server exercise. */
type Right =
  | `${'create' | 'edit' | 'delete' | 'read'} ${'Graph' | 'Note' | 'Tag'}`
  | 'save Quest'
  | 'upload Image'
  | 'upload Video'
  | 'note ScreenRecording'
  | 'grant Role'
  | 'allow Origin';

/** The items a learner's calls change, made before they hold their role; and the roles they are granted. */
interface Items {
  roles: string[];
  note: Note;
  doomedNote: Note;
  graph: StoredGraph;
  doomedGraph: StoredGraph;
  questGraph: StoredGraph;
  quest: Quest;
}

const PNG = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0, 0x1f, 0x15, 0xc4, 0x89,
];
const WEBM = [
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3,
  0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04,
];
const upload = (field: string, magic: number[], type: string) => {
  const bytes = new Uint8Array(2048);
  bytes.set(magic);
  const body = new FormData();
  body.set(field, new File([bytes], 'upload', { type }));
  return body;
};

const note = (learner: Learner) => ({
  verb: 'NOTED',
  value: { note: 'Cells divide.', type: 'note', tags: ['biology'] },
  actor: learner.username,
  dataSource: 'tj-client-web',
});
const cells = {
  g6_data: { graph_name: 'Cells', graph_type: 'explore', gdata: { nodes: [{ id: 'cell', label: 'Cell' }], edges: [] } },
  access: 'private',
  metadata: {},
  tags: ['biology'],
};
const graph = (learner: Learner, graph_dimension = 'explore_library') => ({
  actor: learner.username,
  graph_dimension,
  ...cells,
});
const graphChange = { ...cells, access: 'custom', sharedAccess: ['sharer'] };
const quest = {
  general_information: { title: 'Cells' },
  thought_map: { nodes: [{ id: 'cell' }], edges: [] },
};

/** The calls the table gates, each with the rights it exercises (all of them must be allowed). */
const calls: Record<string, { needs: Right[]; call: (learner: Learner, items: Items) => Promise<Answer> }> = {
  'POST /notes': { needs: ['create Note', 'create Tag'], call: (l) => l.call('POST', '/notes', note(l)) },
  'GET /notes': { needs: ['read Note'], call: (l) => l.call('GET', '/notes?pageNo=0') },
  'GET /notes/{id}': { needs: ['read Note'], call: (l, i) => l.call('GET', `/notes/${i.note._id}`) },
  'PUT /notes/update/{id}': {
    needs: ['edit Note', 'edit Tag'],
    call: (l, i) => l.call('PUT', `/notes/update/${i.note._id}`, { note: 'Cells grow.', type: 'note' }),
  },
  'DELETE /notes/{id}': {
    needs: ['delete Note', 'delete Tag'],
    call: (l, i) => l.call('DELETE', `/notes/${i.doomedNote._id}`),
  },
  'POST /g6graph': { needs: ['create Graph', 'create Tag'], call: (l) => l.call('POST', '/g6graph', graph(l)) },
  'GET /g6graph': { needs: ['read Graph'], call: (l) => l.call('GET', '/g6graph?pageNo=0') },
  'GET /g6graph/{id}': { needs: ['read Graph'], call: (l, i) => l.call('GET', `/g6graph/${i.graph.id}`) },
  'PUT /g6graph/{id}': {
    needs: ['edit Graph', 'edit Tag'],
    call: (l, i) => l.call('PUT', `/g6graph/${i.graph.id}`, graphChange),
  },
  'DELETE /g6graph/{id}': {
    needs: ['delete Graph', 'delete Tag'],
    call: (l, i) => l.call('DELETE', `/g6graph/${i.doomedGraph.id}`),
  },
  'POST /g6graph/clone': {
    needs: ['create Graph', 'create Tag'],
    call: (l, i) => l.call('POST', '/g6graph/clone', { graphId: i.graph.id }),
  },
  'POST /g6graph/query': { needs: ['read Graph'], call: (l) => l.call('POST', '/g6graph/query?keyword=cell') },
  'GET /g6graph/tag/{tag}': { needs: ['read Graph', 'read Tag'], call: (l) => l.call('GET', '/g6graph/tag/biology') },
  'GET /tag/{tag}': {
    needs: ['read Tag', 'read Note', 'read Graph'],
    call: (l) => l.call('GET', '/tag/biology'),
  },
  'POST /query': { needs: ['read Note', 'read Graph'], call: (l) => l.call('POST', '/query', { query: 'cell' }) },
  'POST /quests': { needs: ['save Quest'], call: (l) => l.call('POST', '/quests', quest) },
  'PUT /quests/{id}': {
    needs: ['save Quest'],
    call: (l, i) => l.call('PUT', `/quests/${i.quest.id}`, { general_information: { title: 'Mitosis' } }),
  },
  // Sharing a quest: its graph in the quest library, made and then shared (src/quests/quest-library.ts).
  'POST /g6graph (quest library)': {
    needs: ['create Graph', 'create Tag', 'save Quest'],
    call: (l) => l.call('POST', '/g6graph', graph(l, 'quest_library')),
  },
  'PUT /g6graph/{id} (quest library)': {
    needs: ['edit Graph', 'edit Tag', 'save Quest'],
    call: (l, i) => l.call('PUT', `/g6graph/${i.questGraph.id}`, graphChange),
  },
  'POST /g6graph/clone (quest library)': {
    needs: ['create Graph', 'create Tag', 'save Quest'],
    call: (l, i) => l.call('POST', '/g6graph/clone', { graphId: i.questGraph.id }),
  },
  'POST /file (image)': {
    needs: ['upload Image'],
    call: (l) => l.call('POST', '/file', upload('file', PNG, 'image/png')),
  },
  'POST /file (video)': {
    needs: ['upload Video'],
    call: (l) => l.call('POST', '/file', upload('file', WEBM, 'video/webm')),
  },
  'POST /custom/scr/upload': {
    needs: ['note ScreenRecording'],
    call: (l) => l.call('POST', '/custom/scr/upload', upload('upl', WEBM, 'video/webm')),
  },
  // The learner's own roles, granted again as they are: only an Admin may.
  'PUT /admin/users/{username}/roles': {
    needs: ['grant Role'],
    call: (l, i) => l.call('PUT', `/admin/users/${l.username}/roles`, { roles: i.roles }),
  },
  'GET /admin/partner-origins': { needs: ['allow Origin'], call: (l) => l.call('GET', '/admin/partner-origins') },
};

/** "Almost all roles": create, edit, delete and read of graph, note and tag; image upload. */
const library: Right[] = (['Graph', 'Note', 'Tag'] as const).flatMap((subject) =>
  (['create', 'edit', 'delete', 'read'] as const).map((action): Right => `${action} ${subject}`),
);
const learner: Right[] = [...library, 'save Quest', 'upload Image'];

/** What each role may do, by the roles granted: a signed-in learner holds User before them (README.md). */
const expected: Record<string, { roles: string[]; allowed: Right[] }> = {
  // A learner granted nothing keeps everything a learner could do before roles were enforced.
  'no role': { roles: [], allowed: learner },
  Default: { roles: ['Default'], allowed: learner },
  Guest: { roles: ['Guest'], allowed: learner },
  User: { roles: ['User'], allowed: learner },
  Auditor: { roles: ['Auditor'], allowed: [...learner, 'note ScreenRecording'] },
  auditor: { roles: ['auditor'], allowed: [...learner, 'note ScreenRecording', 'upload Video'] },
  Ninja: { roles: ['Ninja'], allowed: [...learner, 'upload Video'] },
  Moderator: { roles: ['Moderator'], allowed: [...learner, 'upload Video', 'note ScreenRecording'] },
  Admin: {
    roles: ['Admin'],
    allowed: [...learner, 'upload Video', 'note ScreenRecording', 'grant Role', 'allow Origin'],
  },
  'Open User': { roles: ['Open User'], allowed: learner },
  Leap: { roles: ['Leap'], allowed: [...library, 'upload Image'] },
  VIP: { roles: ['VIP'], allowed: [...library, 'upload Image'] },
  Zelda0: { roles: ['Zelda0'], allowed: [] },
  Bootcampfall23: { roles: ['Bootcampfall23'], allowed: [...library, 'upload Image', 'upload Video'] },
  // The spelling of §6's first paragraph.
  BootcampFall23: { roles: ['BootcampFall23'], allowed: [...library, 'upload Image', 'upload Video'] },
  SignalSchool: { roles: ['SignalSchool'], allowed: [...learner, 'upload Video'] },
  // A later role's row overrides an earlier one's where it says something: Zelda0 then Admin has only what Admin's
  // row names; Admin then Zelda0 may do nothing. Every POST /file needs `upload File` beside the right of its kind,
  // which Zelda0 takes away and Admin's row does not give back: no video upload.
  'Zelda0, Admin': {
    roles: ['Zelda0', 'Admin'],
    allowed: ['note ScreenRecording', 'grant Role', 'allow Origin'],
  },
  'Admin, Zelda0': { roles: ['Admin', 'Zelda0'], allowed: [] },
};

const REFUSAL = 'Your role does not allow this. If you need it, ask an administrator of this Thoughtkit server.';

describe.each(storesUnderTest())('the server’s answers by role (spec 1 §6) on $kind', (store) => {
  const folder = mkdtempSync(join(tmpdir(), 'tk-gates-'));
  const kit = libraryKitFor(store, ['sharer'], ({ db }) => [
    createLibrary({ db }),
    createFiles({ db, store: diskFileStore(folder) }),
    createAdmin({ db, partnerOrigins: partnerOriginList(db, []) }),
  ]);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('says in the OpenAPI document what each gated call needs', async () => {
    type Operation = { description?: string };
    const { body } = (await kit.anonymous('GET', '/openapi.json')) as unknown as Answer<{
      paths: Record<string, Record<string, Operation>>;
    }>;
    expect(body.paths['/notes']?.post?.description).toBe(
      "Refused (403) unless the caller's roles allow create Note, create Tag (spec 1 §6).",
    );
    expect(body.paths['/admin/users/{username}/roles']?.put?.description).toContain('allow grant Role');
    expect(body.paths['/custom/suggest']?.get?.description).toBeUndefined();
  });

  it('covers the fourteen roles of the table', () => {
    const named = new Set(Object.values(expected).flatMap((row) => row.roles));
    expect([...named].filter((role) => role !== 'BootcampFall23')).toHaveLength(14);
  });

  it.each(Object.entries(expected))('%s', async (name, { roles, allowed }) => {
    const username = `learner-${Object.keys(expected).indexOf(name)}`;
    const learner = await kit.learner(username);
    const made = async <Body>(answer: Promise<Answer<Body>>) => {
      const { status, body } = await answer;
      if (status !== 200) throw new Error(`setup failed with ${status}: ${JSON.stringify(body)}`);
      return body;
    };
    const items: Items = {
      roles,
      note: await made(learner.call<Note>('POST', '/notes', note(learner))),
      doomedNote: await made(learner.call<Note>('POST', '/notes', note(learner))),
      graph: await made(learner.call<StoredGraph>('POST', '/g6graph', graph(learner))),
      doomedGraph: await made(learner.call<StoredGraph>('POST', '/g6graph', graph(learner))),
      questGraph: await made(learner.call<StoredGraph>('POST', '/g6graph', graph(learner, 'quest_library'))),
      quest: await made(learner.call<Quest>('POST', '/quests', quest)),
    };
    await kit.db.query('update users set roles = $2::text[] where id = $1', [learner.id, roles]);

    const answers: Record<string, string> = {};
    const wanted: Record<string, string> = {};
    for (const [call, { needs, call: make }] of Object.entries(calls)) {
      const { status, body } = await make(learner, items);
      const refused = status === 403 && (body as { message?: string }).message === REFUSAL;
      answers[call] = status === 200 ? 'allowed' : refused ? 'refused' : `${status} ${JSON.stringify(body)}`;
      wanted[call] = needs.every((right) => allowed.includes(right)) ? 'allowed' : 'refused';
    }
    expect(answers).toEqual(wanted);
  });
});
