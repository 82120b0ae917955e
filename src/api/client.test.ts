// The client against a real HTTP server on 127.0.0.1: real fetch, real sockets, real streaming.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, memoryTokens, type ApiClientOptions, type TokenStore } from './client.ts';
import type { RefreshLock } from './refresh-lock.ts';
import { ApiError } from './errors.ts';
import { until } from '../testing/until.ts';

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: Buffer;
}
type Handler = (req: IncomingMessage, res: ServerResponse, seen: Seen) => void | Promise<void>;

const routes = new Map<string, Handler>();
const tokens = memoryTokens();
let locale = 'en';

/** A client of the test server (or of `baseUrl`), with the tokens and language above. */
const clientOf = (host: string, options: Partial<ApiClientOptions> = {}) =>
  createApiClient({ baseUrl: `${host}/api/v1`, tokens, locale: () => locale, ...options });
const seen: Seen[] = [];
let server: Server;
let host: string;

function route(call: string, handler: Handler): void {
  routes.set(call, handler);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry: Seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      seen.push(entry);
      const path = new URL(entry.url, 'http://x').pathname.replace(/^\/api\/v1/, '');
      const handler = routes.get(`${entry.method} ${path}`);
      if (handler === undefined) return sendJson(res, 404, { message: `no route ${entry.method} ${path}` });
      void handler(req, res, entry);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  routes.clear();
  seen.length = 0;
  tokens.clear();
  locale = 'en';
});

const OLD = { token: 'old.access.token', refreshToken: 'refresh-old-0123456789' };
const NEW = { token: 'new.access.token', refreshToken: 'refresh-new-0123456789' };
/** A question to Eddie, whose answer streams. */
const askBody = { model: 'text-davinci-003', maxWords: 300, prompt: 'What is a cell?', stream: true } as const;
/** A note as GET /notes/{id} answers it. */
const NOTE = { _id: 'n1', value: { noteTitle: 'Cells', note: 'The cell is the unit of life.' }, type: 'note' };

/** Answers "jwt expired" to the old token and the note to the new one, like a server whose token just expired. */
function noteRouteExpiringOldToken(): void {
  route('GET /notes/n1', (req, res) => {
    if (req.headers.authorization === `Bearer ${OLD.token}`) return sendJson(res, 401, { message: 'jwt expired' });
    if (req.headers.authorization === `Bearer ${NEW.token}`) return sendJson(res, 200, NOTE);
    return sendJson(res, 401, { message: 'no token' });
  });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('api client: answers and headers', () => {
  it('parses a JSON answer with the contract schema', async () => {
    route('GET /prompts/', (_req, res) =>
      sendJson(res, 200, [
        { id: 'main', label: 'default' },
        { id: 'p1', label: 'Kaaro', prompt: 'Explain', extra: 1 },
      ]),
    );
    const prompts = await clientOf(host).call('prompts.list');
    expect(prompts).toEqual([
      { id: 'main', label: 'default', prompt: '' },
      { id: 'p1', label: 'Kaaro', prompt: 'Explain', extra: 1 },
    ]);
  });

  it('sends the bearer token, path params and query', async () => {
    tokens.store(OLD);
    route('GET /notes/a%20b', (_req, res) => sendJson(res, 200, { ...NOTE, _id: 'a b' }));
    route('GET /g6graph', (_req, res) => sendJson(res, 200, { items: [], pageNo: 0, pageSize: 20, total: 0 }));
    const api = createApiClient({ baseUrl: `${host}/api/v1/`, tokens, locale: () => locale });
    await api.call('notes.get', { params: { id: 'a b' } });
    await api.call('graphs.list', { query: { pageNo: 0, searchWord: 'cell biology', username: undefined } });
    expect(seen[0]?.url).toBe('/api/v1/notes/a%20b');
    expect(seen[0]?.headers.authorization).toBe(`Bearer ${OLD.token}`);
    expect(seen[1]?.url).toBe('/api/v1/g6graph?pageNo=0&searchWord=cell+biology');
  });

  it("asks for the server's messages in the learner's current language", async () => {
    route('GET /book', (_req, res) => sendJson(res, 200, { books: [] }));
    const api = clientOf(host);
    await api.call('book.list');
    locale = 'de';
    try {
      await api.call('book.list');
    } finally {
      locale = 'en';
    }
    expect(seen.map((s) => s.headers['accept-language'])).toEqual(['en', 'de']);
  });

  it('sends a JSON body', async () => {
    route('POST /auth/login', (_req, res) => sendJson(res, 200, OLD));
    const tokens = await clientOf(host).call('auth.login', {
      body: { username: 'ada', password: 'longenough' },
    });
    expect(tokens).toEqual(OLD);
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body.toString() ?? '')).toEqual({ username: 'ada', password: 'longenough' });
  });

  it('adds the token on default calls only if present, and never on public ones', async () => {
    route('GET /brains', (_req, res) => sendJson(res, 200, []));
    route('GET /auth/check-forgot-request/k1', (_req, res) =>
      sendJson(res, 200, { valid: true, expiresAt: '2030-01-01T00:00:00.000Z' }),
    );
    const api = clientOf(host);
    await api.call('brains.list');
    tokens.store(OLD);
    await api.call('brains.list');
    await api.call('auth.checkForgotRequest', { params: { id: 'k1' } });
    expect(seen.map((s) => s.headers.authorization)).toEqual([undefined, `Bearer ${OLD.token}`, undefined]);
  });

  it('sends the refresh token in the refresh-token header on logout, and the access token too', async () => {
    tokens.store(OLD);
    route('GET /auth/logout', (_req, res) => sendJson(res, 200, { message: 'You are logged out.' }));
    await clientOf(host).call('auth.logout');
    expect(seen[0]?.headers['refresh-token']).toBe(OLD.refreshToken);
    expect(seen[0]?.headers.authorization).toBe(`Bearer ${OLD.token}`);
  });

  it('sends a multipart upload as multipart/form-data', async () => {
    tokens.store(OLD);
    route('POST /eddie/vector/update', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('trained 1 file');
    });
    const answer = await clientOf(host).call('eddie.vectorUpdate', {
      body: { train_file: new File(['chapter one'], 'notes.txt', { type: 'text/plain' }), namespace: 'ada' },
    });
    expect(answer).toBe('trained 1 file');
    const request = seen[0];
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    // Parse what actually arrived on the wire.
    const form = await new Response(new Uint8Array(request?.body ?? Buffer.alloc(0)), {
      headers: { 'content-type': request?.headers['content-type'] ?? '' },
    }).formData();
    const file = form.get('train_file');
    expect(file).toBeInstanceOf(Blob);
    expect(await (file as Blob).text()).toBe('chapter one');
    expect((file as File).name).toBe('notes.txt');
    expect(form.get('namespace')).toBe('ada');
  });
});

/**
 * The note route refusing the old token, and a refresh that answers only once `expired` requests have met "jwt
 * expired" (so that they all overlap it), counting how often it was asked.
 */
function heldRefreshCounted(expired: number): { count: number } {
  noteRouteExpiringOldToken();
  const refreshes = { count: 0 };
  const metExpired = () =>
    seen.filter((s) => s.url === '/api/v1/notes/n1' && s.headers.authorization === `Bearer ${OLD.token}`).length;
  route('GET /auth/refresh-token', async (_req, res) => {
    refreshes.count += 1;
    await until(() => metExpired() >= expired, `${expired} requests to meet "jwt expired"`);
    sendJson(res, 200, NEW);
  });
  return refreshes;
}

describe('api client: expired token', () => {
  it('refreshes once on "jwt expired" and retries the request', async () => {
    tokens.store(OLD);
    noteRouteExpiringOldToken();
    route('GET /auth/refresh-token', (req, res) => {
      if (req.headers['refresh-token'] !== OLD.refreshToken) return sendJson(res, 401, { message: 'bad refresh' });
      return sendJson(res, 200, NEW);
    });
    const note = await clientOf(host).call('notes.get', { params: { id: 'n1' } });
    expect(note).toEqual(NOTE);
    expect(seen.map((s) => s.url)).toEqual(['/api/v1/notes/n1', '/api/v1/auth/refresh-token', '/api/v1/notes/n1']);
    expect(tokens.access).toBe(NEW.token);
    expect(tokens.refresh).toBe(NEW.refreshToken);
  });

  it('shares one refresh among concurrent requests that all meet "jwt expired"', async () => {
    tokens.store(OLD);
    const refreshes = heldRefreshCounted(4);
    const api = clientOf(host);
    const notes = await Promise.all([1, 2, 3, 4].map(() => api.call('notes.get', { params: { id: 'n1' } })));
    expect(notes).toHaveLength(4);
    expect(refreshes.count).toBe(1);
    expect(seen.filter((s) => s.url === '/api/v1/notes/n1')).toHaveLength(8);
  });

  it('shares one refresh among tabs: the lock, then the pair another tab stored', async () => {
    // Two tabs: each its own client and its own view of one origin's storage, and the origin's one lock.
    const storage = new Map<string, string>([
      ['access', OLD.token],
      ['refresh', OLD.refreshToken],
    ]);
    const tab = (): TokenStore => {
      let access = storage.get('access') ?? null;
      let refresh = storage.get('refresh') ?? null;
      return {
        get access() {
          return access;
        },
        get refresh() {
          return refresh;
        },
        store(pair) {
          storage.set('access', (access = pair.token));
          storage.set('refresh', (refresh = pair.refreshToken));
        },
        clear() {
          storage.clear();
          access = refresh = null;
        },
        reload() {
          access = storage.get('access') ?? null;
          refresh = storage.get('refresh') ?? null;
        },
      };
    };
    let held = Promise.resolve();
    const originLock: RefreshLock = (work) => {
      const run = held.then(work);
      held = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    };
    const refreshes = heldRefreshCounted(2);
    const [first, second] = [tab(), tab()];
    const tabs = [first, second].map((store) => clientOf(host, { tokens: store, refreshLock: originLock }));
    const notes = await Promise.all(tabs.map((api) => api.call('notes.get', { params: { id: 'n1' } })));
    expect(notes).toEqual([NOTE, NOTE]);
    expect(refreshes.count).toBe(1);
    expect([first.access, second.access]).toEqual([NEW.token, NEW.token]);
  });

  it('clears the session and says it expired when the refresh fails', async () => {
    tokens.store(OLD);
    noteRouteExpiringOldToken();
    route('GET /auth/refresh-token', (_req, res) => sendJson(res, 401, { message: 'refresh token reused' }));
    const error = await rejection(clientOf(host).call('notes.get', { params: { id: 'n1' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'sessionExpired', message: 'It looks like your session has expired' });
    expect(tokens.access).toBeNull();
    expect(tokens.refresh).toBeNull();
    // One refresh, no retry.
    expect(seen.map((s) => s.url)).toEqual(['/api/v1/notes/n1', '/api/v1/auth/refresh-token']);
  });

  it('gives up after one retry if the new token is refused too', async () => {
    tokens.store(OLD);
    route('GET /notes/n1', (_req, res) => sendJson(res, 401, { message: 'jwt expired' }));
    route('GET /auth/refresh-token', (_req, res) => sendJson(res, 200, NEW));
    const error = await rejection(clientOf(host).call('notes.get', { params: { id: 'n1' } }));
    expect(error).toMatchObject({ code: 'sessionExpired' });
    expect(seen).toHaveLength(3);
    expect(tokens.access).toBeNull();
  });
});

describe('api client: failures', () => {
  it('shows the message a 5xx carries, as the server wrote it', async () => {
    const unusable = 'Eddie’s language model did not answer in the form asked for, so nothing was changed.';
    route('GET /goals', (_req, res) => sendJson(res, 502, { message: unusable }));
    tokens.store(OLD);
    const error = await rejection(clientOf(host).call('goals.list'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'serverFailed', status: 502, message: unusable });
  });

  it('shows the message of a streamed call refused with a 502, in the language the server was asked for', async () => {
    locale = 'de';
    const messages: Record<string, string> = {
      en: 'Eddie’s language model is not answering right now.',
      de: 'Eddies Sprachmodell antwortet gerade nicht.',
    };
    route('POST /eddie', (req, res) => sendJson(res, 502, { message: messages[req.headers['accept-language'] ?? ''] }));
    tokens.store(OLD);
    const error = await rejection(clientOf(host).call('eddie.ask', { body: askBody }));
    expect(error).toMatchObject({ code: 'serverFailed', status: 502, message: messages['de'] });
  });

  it.each([
    ['a page that is not JSON', 'text/html', '<h1>502 Bad Gateway</h1>'],
    ['JSON without a message', 'application/json', JSON.stringify({ error: { type: 'server_error' } })],
    ['an empty message', 'application/json', JSON.stringify({ message: '' })],
  ])('says the server is not responding on a 5xx with %s', async (_what, contentType, body) => {
    route('GET /goals', (_req, res) => {
      res.writeHead(500, { 'content-type': contentType });
      res.end(body);
    });
    tokens.store(OLD);
    const error = await rejection(clientOf(host).call('goals.list'));
    expect(error).toMatchObject({
      code: 'serverNotResponding',
      status: 500,
      message: 'It Looks like server is not Responding',
    });
  });

  it('says the server is not responding when the connection is refused', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await rejection(clientOf(`http://127.0.0.1:${port}`).call('book.list'));
    expect(error).toMatchObject({
      code: 'serverNotResponding',
      status: 0,
      message: 'It Looks like server is not Responding',
    });
  });

  describe('when a page on another origin gets no answer', () => {
    const school = 'https://school.example';
    /** As a browser fails a call CORS refuses: no answer; the origin check alone reaches the server. */
    const corsRefused: typeof fetch = (input, init) =>
      String(input).endsWith('/origin-check')
        ? globalThis.fetch(input, init)
        : Promise.reject(new TypeError('Failed to fetch'));
    const asked = () => seen.filter((entry) => entry.url === '/api/v1/origin-check');

    it('names the page’s origin and the setting when the server says it is not allowed', async () => {
      route('GET /origin-check', (_req, res) => sendJson(res, 200, { origin: school, allowed: false }));
      const error = await rejection(clientOf(host, { fetch: corsRefused, pageOrigin: school }).call('book.list'));
      expect(error).toMatchObject({ code: 'originNotAllowed', status: 0 });
      expect((error as Error).message).toBe(
        'This page’s address, https://school.example, is not allowed to use this Thoughtkit server, so the widgets ' +
          'cannot load. Whoever runs the server can allow it at once with npm run admin -- allow-origin ' +
          'https://school.example, or add it to PARTNER_ORIGINS and restart the server.',
      );
      expect(asked()[0]?.headers.cookie).toBeUndefined();
    });

    it('says the server is not responding when the origin is allowed, or the check gets no answer either', async () => {
      route('GET /origin-check', (_req, res) => sendJson(res, 200, { origin: school, allowed: true }));
      const allowed = await rejection(clientOf(host, { fetch: corsRefused, pageOrigin: school }).call('book.list'));
      expect(allowed).toMatchObject({ code: 'serverNotResponding', status: 0 });
      const down: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
      const dead = await rejection(clientOf(host, { fetch: down, pageOrigin: school }).call('book.list'));
      expect(dead).toMatchObject({ code: 'serverNotResponding', status: 0 });
    });

    it('does not ask when the page is on the API’s own origin', async () => {
      route('GET /origin-check', (_req, res) => sendJson(res, 200, { origin: null, allowed: false }));
      const error = await rejection(clientOf(host, { fetch: corsRefused, pageOrigin: host }).call('book.list'));
      expect(error).toMatchObject({ code: 'serverNotResponding' });
      expect(asked()).toEqual([]);
    });
  });

  it('says the server is not responding when a JSON answer is not JSON', async () => {
    route('GET /book', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>proxy error</html>');
    });
    const error = await rejection(clientOf(host).call('book.list'));
    expect(error).toMatchObject({ code: 'serverNotResponding', status: 200 });
  });

  it('rejects a JSON answer that does not match the contract', async () => {
    route('POST /auth/login', (_req, res) => sendJson(res, 200, { token: 'only one token' }));
    const error = await rejection(
      clientOf(host).call('auth.login', { body: { username: 'ada', password: 'longenough' } }),
    );
    expect(error).toMatchObject({ code: 'invalidAnswer', status: 200 });
  });

  it("keeps the server's message on a 4xx (message or msg)", async () => {
    route('POST /auth/login', (_req, res) => sendJson(res, 401, { message: 'Invalid username or password' }));
    route('POST /auth/request-forgot-password', (_req, res) => sendJson(res, 400, { msg: 'No such email' }));
    const api = clientOf(host);
    const login = await rejection(api.call('auth.login', { body: { username: 'ada', password: 'wrongpass' } }));
    expect(login).toMatchObject({ code: 'rejected', status: 401, message: 'Invalid username or password' });
    const forgot = await rejection(api.call('auth.requestForgotPassword', { body: { email: 'a@b.org' } }));
    expect(forgot).toMatchObject({ code: 'rejected', status: 400, message: 'No such email' });
  });
});

describe('api client: streamed answers and aborts', () => {
  it('yields text chunks as the server writes them', async () => {
    tokens.store(OLD);
    const chunks: string[] = [];
    // Each write waits until the client has the one before: they cannot arrive together.
    const received = (count: number) => until(() => chunks.length >= count, `chunk ${count}`);
    route('POST /eddie', async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.write('A cell ');
      await received(1);
      // "é" is two bytes in UTF-8: split it across two writes to prove streaming decoding.
      const e = Buffer.from('é');
      res.write(Buffer.concat([Buffer.from('is the unit of lif'), e.subarray(0, 1)]));
      await received(2);
      res.write(e.subarray(1));
      res.end(' itself.');
    });
    for await (const chunk of await clientOf(host).call('eddie.ask', { body: askBody })) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    expect(chunks.join('')).toBe('A cell is the unit of lifé itself.');
    expect(chunks.every((chunk) => !chunk.includes('\uFFFD'))).toBe(true);
  });

  it('cancels a stream mid-way when the signal aborts', async () => {
    tokens.store(OLD);
    let serverSawClose = false;
    route('POST /eddie', (req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first chunk');
      // Never ends on its own: only the client's abort stops it.
      const timer = setInterval(() => res.write('.'), 1000);
      res.on('close', () => {
        serverSawClose = true;
        clearInterval(timer);
      });
      req.resume();
    });
    const controller = new AbortController();
    const chunks = await clientOf(host).call('eddie.ask', { body: askBody, signal: controller.signal });
    const received: string[] = [];
    const error = await rejection(
      (async () => {
        for await (const chunk of chunks) {
          received.push(chunk);
          controller.abort();
        }
      })(),
    );
    expect(received).toEqual(['first chunk']);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    await expect.poll(() => serverSawClose).toBe(true);
  });

  it('rejects with the AbortError when aborted before the answer arrives', async () => {
    // Never answers: only the client's abort ends the call.
    route('GET /book', () => undefined);
    const controller = new AbortController();
    const call = clientOf(host).call('book.list', { signal: controller.signal });
    await until(() => seen.length === 1, 'the request to arrive');
    controller.abort();
    const error = await rejection(call);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('sends nothing for a call aborted before it is sent', async () => {
    route('GET /book', (_req, res) => sendJson(res, 200, { books: [] }));
    const error = await rejection(clientOf(host).call('book.list', { signal: AbortSignal.abort() }));
    expect((error as Error).name).toBe('AbortError');
    expect(seen).toEqual([]);
  });

  it('says streams are unsupported when a streamed answer has no body', async () => {
    tokens.store(OLD);
    route('POST /eddie', (_req, res) => {
      res.writeHead(204);
      res.end();
    });
    const error = await rejection(clientOf(host).call('eddie.ask', { body: askBody }));
    expect(error).toMatchObject({
      code: 'streamUnsupported',
      message: 'ReadableStream not yet supported in this browser.',
    });
  });
});
