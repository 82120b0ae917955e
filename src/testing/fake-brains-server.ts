// Browser-test support (not a test): answers the brains calls inside the page as the reference server does
// (server/ai/brains-area.ts): a document trains the namespace's brain, the list and the counts follow, connecting
// changes the list, and a brain's answer streams as the test sends its pieces. Only fetch is replaced, and only for
// these calls: anything else goes on to the fetch that was there before (fake-library-server.ts signs the learner in).
import type { Brain } from '../contract/brains.ts';

export interface FakeBrainsServer {
  readonly brains: Brain[];
  /** What each vector/ask asked: prompt and namespace. */
  readonly asked: { prompt: string; namespace: string }[];
  /** Holds every brains call until `release` (to see the busy states and the progress). */
  hold(): void;
  release(): void;
  /** The next call to this path (e.g. '/brains') is refused with this status and message. */
  failNext(path: string, status: number, message: string): void;
  /** Sends a piece of the brain's answer streaming now; waits until a question is asked. */
  send(piece: string): Promise<void>;
  end(): void;
  restore(): void;
}

const API = '/api/v1';
const isBrainsCall = (path: string) =>
  path === '/brains' || path.startsWith('/eddie/vector') || path.startsWith('/userProfiles/brains/');

export function fakeBrainsServer(seed: readonly Brain[] = []): FakeBrainsServer {
  const pageFetch = globalThis.fetch;
  const brains: Brain[] = seed.map((brain) => ({ ...brain, files: [...brain.files] }));
  const asked: { prompt: string; namespace: string }[] = [];
  const failures = new Map<string, { status: number; message: string }>();
  const encoder = new TextEncoder();
  let held: Promise<void> | undefined;
  let releaseHeld: (() => void) | undefined;
  let open: ReadableStreamDefaultController<Uint8Array> | undefined;
  let opened: (() => void) | undefined;
  let whenOpen = new Promise<void>((resolve) => (opened = resolve));

  const text = (body: string) => new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });

  async function answer(path: string, init: RequestInit | undefined): Promise<Response | undefined> {
    if (!isBrainsCall(path)) return undefined;
    await held;
    const failure = failures.get(path.replace(/\/(connect|disconnect)$/, ''));
    if (failure) {
      failures.delete(path.replace(/\/(connect|disconnect)$/, ''));
      return Response.json({ message: failure.message }, { status: failure.status });
    }
    if (path === '/brains') return Response.json(brains);
    if (path === '/eddie/vector/update' && init?.body instanceof FormData) {
      const file = init.body.get('train_file') as File;
      const namespace = String(init.body.get('namespace'));
      let brain = brains.find((candidate) => candidate.namespace === namespace);
      if (!brain) {
        brain = { vectorStoreId: `store-${brains.length + 1}`, namespace, files: [], connected: false };
        brains.push(brain);
      }
      brain.files.push({
        name: file.name,
        type: 'text/plain',
        size: file.size,
        passages: 1,
        uploadedAt: new Date(0).toISOString(),
      });
      return text(`${file.name} was added to the brain “${namespace}”. Passages learned: 1.`);
    }
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, string>) : {};
    if (path === '/eddie/vector-store/files-count') {
      const brain = brains.find(({ vectorStoreId }) => vectorStoreId === body.id);
      return brain
        ? Response.json({ file: brain.files.length })
        : Response.json({ message: 'This brain was not found.' }, { status: 404 });
    }
    const connecting = /^\/userProfiles\/brains\/(connect|disconnect)$/.exec(path);
    if (connecting) {
      const brain = brains.find(({ vectorStoreId }) => vectorStoreId === body.vectorStoreId);
      if (brain) brain.connected = connecting[1] === 'connect';
      return Response.json({
        brains: brains.filter(({ connected }) => connected).map(({ vectorStoreId }) => vectorStoreId),
      });
    }
    if (path === '/eddie/vector/ask') {
      asked.push({ prompt: body.prompt ?? '', namespace: body.namespace ?? '' });
      const signal = init?.signal;
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          open = controller;
          signal?.addEventListener('abort', () => controller.error(signal.reason));
          opened?.();
        },
      });
      return new Response(stream, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
    return Response.json({ message: `${path} is not a brains call` }, { status: 404 });
  }

  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const at = url.pathname.indexOf(API);
    const answered = at < 0 ? undefined : await answer(url.pathname.slice(at + API.length), init);
    return answered ?? pageFetch(input, init);
  };

  return {
    brains,
    asked,
    hold() {
      held = new Promise<void>((resolve) => (releaseHeld = resolve));
    },
    release() {
      releaseHeld?.();
      held = undefined;
    },
    failNext(path, status, message) {
      failures.set(path, { status, message });
    },
    async send(piece) {
      await whenOpen;
      open?.enqueue(encoder.encode(piece));
    },
    end() {
      open?.close();
      open = undefined;
      whenOpen = new Promise<void>((resolve) => (opened = resolve));
    },
    restore() {
      globalThis.fetch = pageFetch;
    },
  };
}
