// Browser-test support (not a test): answers the calls of the search boxes and question widgets (Dimension, "did you
// mean", suggestions, Ask, Compare) inside the page with the real answers recorded in fixtures/questions.json (kept true by
// fixtures/question-fixtures.int.test.ts). Only fetch is replaced, and only for these calls: anything else goes on to the
// fetch that was there before (the page's, or fake-search-server.ts's for the knowledge lookups).
import recorded from './fixtures/questions.json';
import { createHoldGate } from './hold-gate.ts';

type Call = keyof typeof recorded;

interface Route {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly call: Call;
  /** The recording's key: the word, the text typed or the question. */
  readonly key: (query: URLSearchParams, body: Record<string, unknown>) => string;
}

const firstNodeWord = (body: Record<string, unknown>): string => {
  const [node] = Array.isArray(body['nodeList']) ? (body['nodeList'] as unknown[]) : [];
  if (typeof node === 'string') return node;
  const word = (node as { word?: unknown } | undefined)?.word;
  return typeof word === 'string' ? word : '';
};

const routes: readonly Route[] = [
  { method: 'POST', path: '/dimension', call: 'dimension', key: (_query, body) => firstNodeWord(body).toLowerCase() },
  {
    method: 'GET',
    path: '/custom/spell',
    call: 'custom.spell',
    key: (query) => (query.get('word') ?? '').toLowerCase(),
  },
  {
    method: 'GET',
    path: '/custom/suggest',
    call: 'custom.suggest',
    key: (query) => (query.get('text') ?? '').toLowerCase(),
  },
  { method: 'GET', path: '/custom/askwolfram', call: 'custom.askWolfram', key: (query) => query.get('question') ?? '' },
  {
    method: 'GET',
    path: '/custom/compare',
    call: 'custom.compare',
    key: (query) => `${query.get('first') ?? ''}|${query.get('second') ?? ''}`.toLowerCase(),
  },
];

export interface QuestionRequest {
  readonly call: Call;
  readonly key: string;
  /** Whether the page gave up on it (a newer request replaced it). */
  readonly aborted: () => boolean;
}

export interface FakeQuestionServer {
  readonly requests: QuestionRequest[];
  /** Answers a call with this status and message until `heal`. */
  fail(call: Call, status: number, message: string): void;
  heal(): void;
  /** Requests wait until released (or aborted). */
  hold(): void;
  release(): void;
  /** Puts the fetch that was there before back. */
  restore(): void;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function fakeQuestionServer(): FakeQuestionServer {
  const previousFetch = globalThis.fetch;
  const requests: QuestionRequest[] = [];
  const failures = new Map<Call, { status: number; message: string }>();
  const gate = createHoldGate();

  async function respond(route: Route, url: URL, init: RequestInit | undefined): Promise<Response> {
    const body = (typeof init?.body === 'string' ? JSON.parse(init.body) : {}) as Record<string, unknown>;
    const key = route.key(url.searchParams, body);
    const signal = init?.signal ?? undefined;
    requests.push({ call: route.call, key, aborted: () => signal?.aborted ?? false });
    await gate.pass(signal);
    const failure = failures.get(route.call);
    if (failure) return json(failure.status, { message: failure.message });
    const answers: Readonly<Record<string, unknown>> = recorded[route.call];
    const answer = answers[key];
    return answer === undefined
      ? json(404, { message: `nothing recorded for ${route.call} "${key}"` })
      : json(200, answer);
  }

  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), globalThis.location.href);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const method = init?.method ?? 'GET';
    const route = routes.find((candidate) => candidate.method === method && candidate.path === path);
    return route ? respond(route, url, init) : previousFetch(input, init);
  };

  return {
    requests,
    fail: (call, status, message) => failures.set(call, { status, message }),
    heal: () => failures.clear(),
    hold: gate.hold,
    release: gate.release,
    restore() {
      this.release();
      globalThis.fetch = previousFetch;
    },
  };
}
