// Browser-test support (not a test): answers the kit's knowledge calls inside the page with the reference server's
// recorded answers (fixtures/knowledge-*.json, kept true by fixtures/knowledge-fixtures.int.test.ts), so a widget's test
// shows real answers with no server and no network. Only fetch is replaced: the kit's client, the fan-out and the
// widgets run as they do on a page. The fan-out itself is tested against the real server (fan-out.int.test.ts).
import einstein from './fixtures/knowledge-albert-einstein.json';
import dog from './fixtures/knowledge-dog.json';
import photosynthesys from './fixtures/knowledge-photosynthesys.json';
import providersFound from './fixtures/providers-found.json';
import { createHoldGate } from './hold-gate.ts';

type Recorded = Readonly<Record<string, unknown>>;
const recorded: Readonly<Record<string, Recorded>> = {
  dog,
  'albert einstein': einstein,
  photosynthesys,
  // The media widgets' recorded provider answers (tests/support/provider-fixtures.test.ts keeps them true).
  ...providersFound,
};

interface Route {
  readonly method: 'GET' | 'POST';
  /** The path, or its pattern when a word is part of it. */
  readonly path: string | RegExp;
  readonly call: string;
  readonly word: (query: URLSearchParams, body: Record<string, unknown>, path: string) => unknown;
  /** Which of the word's recorded answers to this call is meant (the books' source). */
  readonly variant?: (query: URLSearchParams) => string;
}

const routes: readonly Route[] = [
  { method: 'POST', path: '/custom/wikidata', call: 'custom.wikidata', word: (_query, body) => body['word'] },
  { method: 'GET', path: '/custom/snippet', call: 'custom.snippet', word: (query) => query.get('word') },
  { method: 'GET', path: '/custom/dictionary-api', call: 'custom.dictionary', word: (query) => query.get('word') },
  { method: 'GET', path: '/custom/snippet/graph', call: 'custom.snippetGraph', word: (query) => query.get('word') },
  { method: 'GET', path: '/custom/entity-cluster', call: 'custom.entityCluster', word: (query) => query.get('word') },
  { method: 'POST', path: '/explore', call: 'explore.explore', word: (_query, body) => body['query'] },
  { method: 'POST', path: '/explore/links', call: 'explore.links', word: (_query, body) => body['query'] },
  { method: 'POST', path: '/explore/description', call: 'explore.description', word: (_query, body) => body['query'] },
  { method: 'POST', path: '/explore/eric', call: 'explore.eric', word: (_query, body) => body['searchTerm'] },
  {
    method: 'POST',
    path: '/custom/youtube-search',
    call: 'custom.youtubeSearch',
    word: (_query, body) => (body['searchObj'] as Record<string, unknown> | undefined)?.['query'],
  },
  {
    method: 'GET',
    path: /^\/custom\/jobs\/[^/]+$/,
    call: 'custom.jobs',
    word: (_query, _body, path) => decodeURIComponent(path.slice('/custom/jobs/'.length)),
  },
  { method: 'GET', path: '/custom/twitter-sentiment', call: 'custom.twitterSentiment', word: (q) => q.get('topic') },
  {
    method: 'GET',
    path: '/custom/books',
    call: 'custom.books',
    word: (query) => query.get('query'),
    variant: (query) => query.get('source') ?? 'openlibrary',
  },
  { method: 'GET', path: '/custom/models', call: 'custom.models3d', word: (query) => query.get('query') },
  { method: 'GET', path: '/custom/papers', call: 'custom.papers', word: (query) => query.get('query') },
];

export interface FakeRequest {
  readonly call: string;
  readonly word: string;
  readonly body: Record<string, unknown>;
}

export interface FakeSearchServer {
  /** The knowledge and event calls the page made, in order. */
  readonly requests: FakeRequest[];
  /** Answers a call with this status and message until `heal`. */
  fail(call: string, status: number, message: string): void;
  heal(): void;
  /** Answers a call for a word with this instead of the recording (e.g. a configured encyclopedia). */
  answer(call: string, word: string, body: unknown): void;
  /** Requests wait until released (or aborted). */
  hold(): void;
  release(): void;
  /** Puts the page's own fetch back. */
  restore(): void;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function fakeSearchServer(): FakeSearchServer {
  const pageFetch = globalThis.fetch;
  const requests: FakeRequest[] = [];
  const failures = new Map<string, { status: number; message: string }>();
  const overrides = new Map<string, unknown>();
  const gate = createHoldGate();

  function recordedAnswer(call: string, word: string, body: Record<string, unknown>, variant?: string): Response {
    const override = overrides.get(`${call} ${word}`);
    if (override !== undefined) return json(200, override);
    const answers = recorded[word.toLowerCase()];
    let answer = answers?.[call];
    if (call === 'explore.description') answer = (answer as Recorded | undefined)?.[String(body['mode'] ?? 'Default')];
    if (variant !== undefined) answer = (answer as Recorded | undefined)?.[variant];
    return answer === undefined ? json(404, { message: `nothing recorded for ${call} "${word}"` }) : json(200, answer);
  }

  async function respond(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Response> {
    const url = new URL(input instanceof Request ? input.url : String(input), globalThis.location.href);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const method = init?.method ?? 'GET';
    const body = (typeof init?.body === 'string' ? JSON.parse(init.body) : {}) as Record<string, unknown>;
    if (path === '/events/vs_store/update') {
      requests.push({ call: 'events.update', word: String(body['value']), body });
      return json(200, { ...body, id: `e${requests.length}`, timestamp: new Date().toISOString() });
    }
    const route = routes.find(
      (candidate) =>
        candidate.method === method &&
        (typeof candidate.path === 'string' ? candidate.path === path : candidate.path.test(path)),
    );
    if (!route) return json(404, { message: `no fake for ${method} ${path}` });
    const word = String(route.word(url.searchParams, body, path) ?? '');
    requests.push({ call: route.call, word, body });
    const signal = init?.signal ?? undefined;
    await gate.pass(signal);
    const failure = failures.get(route.call);
    return failure
      ? json(failure.status, { message: failure.message })
      : recordedAnswer(route.call, word, body, route.variant?.(url.searchParams));
  }

  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), globalThis.location.href);
    return url.pathname.startsWith('/api/v1/') ? respond(input, init) : pageFetch(input, init);
  };

  return {
    requests,
    fail: (call, status, message) => failures.set(call, { status, message }),
    heal: () => failures.clear(),
    answer: (call, word, body) => overrides.set(`${call} ${word}`, body),
    hold: gate.hold,
    release: gate.release,
    restore() {
      this.release();
      globalThis.fetch = pageFetch;
    },
  };
}
