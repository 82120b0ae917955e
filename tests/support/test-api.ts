// A fake API for the state actions' tests: a fetch that answers from a table of routes and records each request,
// so a test drives the real api client (headers, refresh, parsing) without a network.
import { createApiClient, memoryTokens, type ApiClient, type TokenStore } from '../../src/api/client.ts';

export interface SeenRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Headers;
  readonly body: unknown;
}

export type RouteAnswer =
  { status?: number; body?: unknown } | ((request: SeenRequest) => { status?: number; body?: unknown });

export interface TestApi {
  readonly api: ApiClient;
  /** The tokens the client sends; a test signs in by storing some. */
  readonly tokens: TokenStore;
  readonly seen: SeenRequest[];
  route(call: string, answer: RouteAnswer): void;
}

export function createTestApi(tokens: TokenStore = memoryTokens()): TestApi {
  const routes = new Map<string, RouteAnswer>();
  const seen: SeenRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: SeenRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1/, ''),
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: text === undefined ? undefined : JSON.parse(text),
    };
    seen.push(request);
    const route = routes.get(`${request.method} ${request.path}`);
    if (route === undefined)
      return Response.json({ message: `no route ${request.method} ${request.path}` }, { status: 404 });
    const { status = 200, body } = typeof route === 'function' ? route(request) : route;
    return body === undefined ? new Response(null, { status }) : Response.json(body, { status });
  };
  return {
    api: createApiClient({ baseUrl: 'http://api.test/api/v1', tokens, locale: () => 'en', fetch }),
    tokens,
    seen,
    route: (call, answer) => routes.set(call, answer),
  };
}
