// Browser-test support (not a test): a signed-in learner's library inside the page, so the widgets of their own data
// (Notes Library, Editor, Goals, Graph Library, Recent Events, Recent Activity, Thoughts Filter) run against answers
// shaped by the contract with no server: /auth/me, notes (pages, read, write, change, delete), the learner's files
// (uploads, the screen recorder's, the list), the compile call, a note's diary insight, goals (one, a note's, all)
// and attachments, saved graphs (list, save, read, change, delete, clone, by tag), the sharing search, events
// (record, lists, buckets, counts, analytics), saved states, points, and the learner's own profile and settings
// (PATCH /auth/me/profile, PUT /userProfiles/{discriminator}). Only fetch is replaced; the kit's client parses
// every answer as it does on a page.
// The real server's rules are proven by its own tests (server/library/*.test.ts, server/events/*.test.ts).
import type { StoredEvent } from '../contract/events.ts';
import type { Goal } from '../contract/goals.ts';
import { graphDataSchema, type StoredGraph } from '../contract/graph.ts';
import { noteTypeSchema, type Note } from '../contract/notes.ts';
import type { StoredState } from '../contract/endpoints/states.ts';
import type { StoredFile } from '../contract/uploads.ts';
import type { User } from '../contract/user.ts';
import { session } from '../kit/session.ts';
import { createHoldGate } from './hold-gate.ts';

/** A User who is also a Ninja: spec 1 §6 lets only Ninja, Moderator and Admin load Recent Activity. */
export const FAKE_LEARNER = { id: 'u1', username: 'ada', email: 'ada@example.org', roles: ['User', 'Ninja'] };

/** Signs the page's session in as the fake learner (GET /auth/me answers them). */
export async function signInFakeLearner(): Promise<void> {
  session.actions.storeTokens({ token: 'aaa.bbb.ccc', refreshToken: 'refresh-0123456789abcdef' });
  await session.actions.initAuth();
}

export interface FakeRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: Record<string, unknown>;
  /** A multipart body (file uploads). */
  readonly form?: FormData | undefined;
}

export interface FakeLibrary {
  readonly goals: Goal[];
  readonly notes: Note[];
  readonly graphs: StoredGraph[];
  /** Newest first, as the server keeps them. */
  readonly events: StoredEvent[];
  readonly states: StoredState[];
  readonly learners: { username: string; firstName: string; discriminator: string }[];
  points: number;
  /** Points awarded per UTC day (YYYY-MM-DD), for the analytics' points; `points` is the total the menu shows. */
  readonly awards: { day: string; points: number }[];
  /** What GET /auth/me answers; a profile or settings change changes it. */
  profile: Partial<User>;
}

export interface FakeLibraryServer {
  readonly library: FakeLibrary;
  /** Every library call the page made, in order. */
  readonly requests: FakeRequest[];
  /** The verbs of the events the page recorded, in order. */
  recordedVerbs(): unknown[];
  /** Calls whose path starts with this answer with this status and message until `heal`. */
  fail(pathStart: string, status: number, message: string): void;
  heal(): void;
  /** Library calls wait until released (or aborted). */
  hold(): void;
  release(): void;
  restore(): void;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const notFound = (what: string) => json(404, { message: `We could not find this ${what}.` });
const now = () => new Date().toISOString();

export function note(id: string, title: string, extra: Partial<Note> = {}): Note {
  return { _id: id, type: 'note', value: { noteTitle: title, note: `${title}.` }, timestamp: now(), ...extra };
}

export function savedGraph(id: string, name: string, extra: Partial<StoredGraph> = {}): StoredGraph {
  return {
    id,
    _id: id,
    g6_data: { graph_name: name, gdata: graphDataSchema.parse({ nodes: [{ id: `${id}-n1`, label: name }] }) },
    graph_dimension: 'explore_library',
    access: 'private',
    sharedAccess: [],
    tags: [],
    metadata: {},
    actor: FAKE_LEARNER.username,
    timestamp: now(),
    ...extra,
  };
}

export function storedEvent(id: number, verb: StoredEvent['verb'], value: unknown, at = now()): StoredEvent {
  return { id: `e${id}`, actor: FAKE_LEARNER.username, verb, value, dataSource: 'tj-client-web', timestamp: at };
}

type Handler = (match: RegExpExecArray, request: FakeRequest) => Response;

export function fakeLibraryServer(seed: Partial<FakeLibrary> = {}): FakeLibraryServer {
  const library: FakeLibrary = {
    goals: [],
    notes: [],
    graphs: [],
    events: [],
    states: [],
    learners: [{ username: 'grace', firstName: 'Grace', discriminator: 'grace#1' }],
    points: 0,
    awards: [],
    profile: { ...FAKE_LEARNER, discriminator: 'ada#1' },
    ...seed,
  };
  const pageFetch = globalThis.fetch;
  const requests: FakeRequest[] = [];
  const failures = new Map<string, { status: number; message: string }>();
  const gate = createHoldGate();
  let ids = 100;

  /** As the server's graphs.query: a name, a tag or node labels holding the keyword, in any case; the nodes found. */
  const graphMatches = (type: string, keyword: string) => {
    const holds = (text: string) => text.toLowerCase().includes(keyword.toLowerCase());
    return library.graphs.flatMap((graph) => {
      const nodes = ['all', 'node'].includes(type)
        ? graph.g6_data.gdata.nodes.filter(({ label }) => holds(label)).map(({ id, label }) => ({ id, label }))
        : [];
      const named = ['all', 'name'].includes(type) && holds(graph.g6_data.graph_name);
      const tagged = ['all', 'tag'].includes(type) && graph.tags.some(holds);
      return named || tagged || nodes.length > 0 ? [{ graph, nodes }] : [];
    });
  };
  const goalAt = (id: string) => library.goals.findIndex((goal) => goal.id === id);
  const noteAt = (id: string) => library.notes.findIndex((held) => held._id === id);
  const files = new Map<string, { file: File; stored: StoredFile }>();
  const keepFile = (file: FormDataEntryValue | null | undefined) => {
    if (!(file instanceof File)) return json(400, { message: 'Send a file.' });
    const fileId = `f${ids++}`;
    const stored: StoredFile = {
      fileId,
      Location: `/api/v1/file/${fileId}`,
      kind: file.type.startsWith('image/') ? 'image' : 'recording',
      type: file.type,
      size: file.size,
      name: file.name,
    };
    files.set(fileId, { file, stored });
    return json(200, stored);
  };
  const graphAt = (id: string) => library.graphs.findIndex((graph) => graph.id === id);
  const page = <T>(items: readonly T[], pageNo: number) => ({
    items: items.slice(pageNo * 20, pageNo * 20 + 20),
    pageNo,
    pageSize: 20,
    total: items.length,
  });

  const routes: [string, RegExp, Handler][] = [
    ['GET', /^\/auth\/me$/, () => json(200, library.profile)],
    [
      'PATCH',
      /^\/auth\/me\/profile$/,
      (_m, { body }) => {
        library.profile = { ...library.profile, ...body };
        return json(200, library.profile);
      },
    ],
    [
      'PUT',
      /^\/userProfiles\/([^/]+)$/,
      (_m, { body }) => {
        const settings = { widget: {}, social: {}, ...library.profile.settings };
        library.profile = { ...library.profile, settings: { ...settings, ...(body['settings'] as object) } };
        return json(200, library.profile);
      },
    ],
    ['GET', /^\/goals$/, () => json(200, library.goals)],
    [
      'POST',
      /^\/goals$/,
      (_m, { body }) => {
        const goal: Goal = {
          id: `g${ids++}`,
          goal: String(body['goal']),
          status: false,
          attachments: [],
          timestamp: now(),
        };
        library.goals.unshift(goal);
        return json(200, goal);
      },
    ],
    [
      'GET',
      /^\/goals\/([^/]+)$/,
      ([, id = '']) => (goalAt(id) < 0 ? notFound('goal') : json(200, library.goals[goalAt(id)])),
    ],
    [
      'PUT',
      /^\/goals\/([^/]+)$/,
      ([, id = ''], { body }) => {
        const goal = library.goals[goalAt(id)];
        if (!goal) return notFound('goal');
        const attachment = body['attachment'] as { action: string; noteId: string } | undefined;
        let changed: Goal = goal;
        if (typeof body['status'] === 'boolean') changed = { ...goal, status: body['status'] };
        else if (typeof body['goal'] === 'string') changed = { ...goal, goal: body['goal'] };
        else if (attachment?.action === 'push') {
          const found = library.notes.find((candidate) => candidate._id === attachment.noteId);
          if (!found) return notFound('note');
          changed = { ...goal, attachments: [...goal.attachments, { id: `a${ids++}`, note: found }] };
        } else if (attachment) {
          changed = { ...goal, attachments: goal.attachments.filter((held) => held.note._id !== attachment.noteId) };
        }
        library.goals[goalAt(id)] = changed;
        return json(200, changed);
      },
    ],
    [
      'DELETE',
      /^\/goals\/([^/]+)$/,
      ([, id = '']) => {
        if (goalAt(id) < 0) return notFound('goal');
        library.goals.splice(goalAt(id), 1);
        return json(200, { id, deleted: true });
      },
    ],
    [
      'POST',
      /^\/goals\/many$/,
      (_m, { body }) => {
        const asked = new Set(body['goal_ids'] as string[]);
        return json(
          200,
          library.goals.filter((goal) => asked.has(goal.id)),
        );
      },
    ],
    [
      'DELETE',
      /^\/attachments\/([^/]+)$/,
      ([, id = '']) => {
        const goal = library.goals.find((held) => held.attachments.some((attachment) => attachment.id === id));
        const attachment = goal?.attachments.find((held) => held.id === id);
        if (!goal || !attachment) return notFound('attachment');
        library.goals[goalAt(goal.id)] = {
          ...goal,
          attachments: goal.attachments.filter((held) => held !== attachment),
        };
        const at = noteAt(attachment.note._id);
        const { goal: _left, ...unattached } = library.notes[at] ?? attachment.note;
        if (at >= 0) library.notes[at] = unattached;
        return json(200, { id, deleted: true });
      },
    ],
    [
      'POST',
      /^\/skills\/diary\/insights$/,
      (_m, { body }) => {
        const at = noteAt(String(body['noteId']));
        const held = library.notes[at];
        if (!held) return notFound('note');
        const text = `An insight on “${held.value.noteTitle ?? ''}”.`;
        const insight = { type: String(body['type']), prompt: String(body['prompt']), text };
        const answered: Note = { ...held, status: 'completed', progress: 100, value: { ...held.value, insight } };
        library.notes[at] = answered;
        return json(200, answered);
      },
    ],
    [
      'GET',
      /^\/notes$/,
      (_m, { query }) => {
        const word = (query.get('searchWord') ?? '').toLowerCase();
        const found = library.notes.filter((item) => JSON.stringify(item.value).toLowerCase().includes(word));
        return json(200, page(found, Number(query.get('pageNo') ?? 0)));
      },
    ],
    [
      'GET',
      /^\/notes\/([^/]+)$/,
      ([, id = '']) => (noteAt(id) < 0 ? notFound('note') : json(200, library.notes[noteAt(id)])),
    ],
    [
      'POST',
      /^\/notes$/,
      (_m, { body }) => {
        const value = body['value'] as Note['value'];
        const created = note(`n${ids++}`, '', { type: noteTypeSchema.catch('note').parse(value.type), value });
        library.notes.unshift(created);
        return json(200, created);
      },
    ],
    [
      'PUT',
      /^\/notes\/update\/([^/]+)$/,
      ([, id = ''], { body }) => {
        const held = library.notes[noteAt(id)];
        if (!held) return notFound('note');
        const changed = { ...held, type: noteTypeSchema.parse(body['type']), value: body['note'] as Note['value'] };
        library.notes[noteAt(id)] = changed;
        return json(200, changed);
      },
    ],
    [
      'DELETE',
      /^\/notes\/([^/]+)$/,
      ([, id = '']) => {
        if (noteAt(id) < 0) return notFound('note');
        library.notes.splice(noteAt(id), 1);
        return json(200, { id, deleted: true });
      },
    ],
    ['POST', /^\/file$/, (_m, { form }) => keepFile(form?.get('file'))],
    // The screen recorder's upload (spec 2 §7.9): the same answer, from the field upl.
    ['POST', /^\/custom\/scr\/upload$/, (_m, { form }) => keepFile(form?.get('upl'))],
    [
      'GET',
      /^\/files$/,
      () =>
        json(
          200,
          [...files.values()].reverse().map(({ stored }) => stored),
        ),
    ],
    [
      'GET',
      /^\/file\/([^/]+)$/,
      ([, fileId = '']) => {
        const file = files.get(fileId)?.file;
        return file ? new Response(file, { headers: { 'content-type': file.type } }) : notFound('file');
      },
    ],
    [
      'POST',
      /^\/code-compile$/,
      (_m, { body }) => json(200, { output: `${String(body['lang'])} ran ${String(body['code']).length} characters` }),
    ],
    [
      'GET',
      /^\/g6graph$/,
      (_m, { query }) => {
        const dimension = query.get('graph_dimension');
        const word = (query.get('searchWord') ?? '').toLowerCase();
        const found = library.graphs.filter(
          (graph) =>
            (!dimension || graph.graph_dimension === dimension) &&
            graph.g6_data.graph_name.toLowerCase().includes(word),
        );
        return json(200, page(found, Number(query.get('pageNo') ?? 0)));
      },
    ],
    [
      'POST',
      /^\/g6graph$/,
      (_m, { body }) => {
        const id = `s${ids++}`;
        const graph = savedGraph(id, '', {
          ...(body as Partial<StoredGraph>),
          id,
          _id: id,
          actor: FAKE_LEARNER.username,
        });
        library.graphs.unshift(graph);
        return json(200, graph);
      },
    ],
    [
      'POST',
      /^\/g6graph\/clone$/,
      (_m, { body }) => {
        const original = library.graphs[graphAt(String(body['graphId']))];
        if (!original) return notFound('graph');
        const id = `s${ids++}`;
        const copy = { ...original, id, _id: id, access: 'private', sharedAccess: [], actor: FAKE_LEARNER.username };
        library.graphs.unshift(copy);
        return json(200, copy);
      },
    ],
    [
      'POST',
      /^\/g6graph\/query$/,
      (_m, { query }) => {
        const items = graphMatches(query.get('type') ?? 'all', query.get('keyword') ?? '');
        return json(200, { items, total: items.length });
      },
    ],
    [
      // As the server's query.run: the notes, graphs and goals holding the text, in any case.
      'POST',
      /^\/query$/,
      (_m, { body }) => {
        const text = String(body.query).toLowerCase();
        const listed = <Item>(items: Item[]) => ({ items, total: items.length });
        return json(200, {
          notes: listed(library.notes.filter((note) => JSON.stringify(note.value).toLowerCase().includes(text))),
          graphs: listed(graphMatches('all', text)),
          goals: listed(library.goals.filter((goal) => goal.goal.toLowerCase().includes(text))),
        });
      },
    ],
    [
      'GET',
      /^\/g6graph\/tag\/([^/]+)$/,
      ([, tag = '']) => {
        const items = library.graphs.filter((graph) => graph.tags.includes(decodeURIComponent(tag)));
        return json(200, { items, total: items.length });
      },
    ],
    [
      'GET',
      /^\/g6graph\/([^/]+)$/,
      ([, id = '']) => (graphAt(id) < 0 ? notFound('graph') : json(200, library.graphs[graphAt(id)])),
    ],
    [
      'PUT',
      /^\/g6graph\/([^/]+)$/,
      ([, id = ''], { body }) => {
        const graph = library.graphs[graphAt(id)];
        if (!graph) return notFound('graph');
        const changed = {
          ...graph,
          ...(body as Partial<StoredGraph>),
          sharedAccess: (body['sharedAccess'] as string[] | undefined) ?? [],
        };
        library.graphs[graphAt(id)] = changed;
        return json(200, changed);
      },
    ],
    [
      'DELETE',
      /^\/g6graph\/([^/]+)$/,
      ([, id = '']) => {
        if (graphAt(id) < 0) return notFound('graph');
        library.graphs.splice(graphAt(id), 1);
        return json(200, { id, deleted: true });
      },
    ],
    [
      'GET',
      /^\/userProfiles\/user\/search$/,
      (_m, { query }) => {
        const start = (query.get('userSearch') ?? '').toLowerCase();
        return json(
          200,
          library.learners.filter((learner) => learner.username.startsWith(start)),
        );
      },
    ],
    [
      'POST',
      /^\/events\/vs_store\/update$/,
      (_m, { body }) => {
        const event = { ...storedEvent(ids++, body['verb'] as StoredEvent['verb'], body['value']), ...body };
        library.events.unshift(event as StoredEvent);
        return json(200, event);
      },
    ],
    [
      'GET',
      /^\/book$/,
      () => {
        // The learner's checked-out books, each once at its latest check-out, newest first (server/stores/events.ts).
        const seen = new Set<string>();
        const books = library.events
          .filter((event) => event.verb === 'BOOK_CHECKOUT')
          .map((event): Record<string, unknown> => ({ ...(event.value as object), checkedOutAt: event.timestamp }))
          .filter((book) => !seen.has(String(book['id'])) && seen.add(String(book['id'])));
        return json(200, { books });
      },
    ],
    [
      'GET',
      /^\/events\/allevents$/,
      () => json(200, { items: library.events.slice(0, 100), total: library.events.length }),
    ],
    [
      'GET',
      /^\/events\/verb\/([A-Z_]+)$/,
      ([, verb]) => {
        const items = library.events.filter((event) => event.verb === verb);
        return json(200, { items: items.slice(0, 100), total: items.length });
      },
    ],
    [
      'GET',
      /^\/events\/eventsbucket$/,
      () => {
        const verbs = [...new Set(library.events.map((event) => event.verb))];
        return json(
          200,
          verbs.map((verb) => {
            const events = library.events.filter((event) => event.verb === verb);
            return { verb, count: events.length, latest: events[0]?.timestamp ?? now(), events: events.slice(0, 5) };
          }),
        );
      },
    ],
    [
      'GET',
      /^\/events\/count$/,
      () => {
        const verbs: Record<string, number> = {};
        for (const event of library.events) verbs[event.verb] = (verbs[event.verb] ?? 0) + 1;
        return json(200, { count: library.events.length, verbs });
      },
    ],
    [
      'POST',
      /^\/events\/analytics$/,
      (_m, { body }) => {
        const days = Number(body['days'] ?? 3);
        const perDay = Array.from({ length: days }, (_, index) => {
          const day = new Date(Date.now() - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10);
          const counts: Record<string, number> = {};
          for (const event of library.events.filter((item) => item.timestamp.startsWith(day)))
            counts[event.verb] = (counts[event.verb] ?? 0) + 1;
          const points = library.awards
            .filter((award) => award.day === day)
            .reduce((all, award) => all + award.points, 0);
          return { day, counts, points };
        });
        const first = perDay[0]?.day ?? '';
        const pointsBefore = library.awards
          .filter((award) => award.day < first)
          .reduce((all, award) => all + award.points, 0);
        return json(200, { days, perDay, pointsBefore });
      },
    ],
    [
      'GET',
      /^\/states\/([^/]+)$/,
      ([, id]) => {
        const state = library.states.find((saved) => saved.id === id);
        return state ? json(200, state) : notFound('state');
      },
    ],
    ['GET', /^\/points\/([^/]+)$/, ([, id = '']) => json(200, { id, points: library.points })],
  ];

  async function respond(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Response> {
    const url = new URL(input instanceof Request ? input.url : String(input), globalThis.location.href);
    if (!url.pathname.startsWith('/api/v1/')) return pageFetch(input, init);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const method = init?.method ?? 'GET';
    const body = (typeof init?.body === 'string' ? JSON.parse(init.body) : {}) as Record<string, unknown>;
    const form = init?.body instanceof FormData ? init.body : undefined;
    const request = { method, path, query: url.searchParams, body, form };
    for (const [routeMethod, pattern, handle] of routes) {
      const match = routeMethod === method ? pattern.exec(path) : null;
      if (!match) continue;
      // Signing in is not a library call; changing one's own profile is.
      if (path !== '/auth/me') {
        requests.push(request);
        await gate.pass(init?.signal ?? undefined);
        const failure = [...failures].find(([start]) => path.startsWith(start))?.[1];
        if (failure) return json(failure.status, { message: failure.message });
      }
      return handle(match, request);
    }
    // Not a library call: the fetch this one replaced answers it (another fake server, or the page).
    return pageFetch(input, init);
  }

  globalThis.fetch = respond;

  return {
    library,
    requests,
    recordedVerbs: () =>
      requests.filter((request) => request.path === '/events/vs_store/update').map((request) => request.body['verb']),
    fail: (pathStart, status, message) => failures.set(pathStart, { status, message }),
    heal: () => failures.clear(),
    hold: gate.hold,
    release: gate.release,
    restore() {
      gate.release();
      globalThis.fetch = pageFetch;
    },
  };
}
