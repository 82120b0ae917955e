// Browser-test support (not a test): answers the smart graph calls inside the page as the reference server does
// (server/ai/smart-area.ts): a graph's memory made once, its thread's messages kept as answers end (by graph or by
// thread id), reset, charts of the thread, an answer that streams as the test sends its pieces, a question's image
// kept as a file (smart-file and GET /file/{id}), the memory's passages and the graph rail the test sets. Only fetch is replaced, and only for these
// calls: anything else goes on to the fetch that was there before (fake-library-server.ts lists the saved graphs).
import type { GraphMemory, GraphPassage, RailSuggestion, SmartChart, SmartMessage } from '../contract/smart-graph.ts';

export interface FakeSmartGraphServer {
  /** Each graph's thread, by graph id. */
  readonly threads: Map<string, SmartMessage[]>;
  /** What the charts call answers for any thread. */
  charts: SmartChart[];
  /** What each run asked: graph, question and the attached image's name (and the thread, when asked by its id). */
  readonly asked: { graphId: string; prompt: string; image?: string; threadId?: string }[];
  /** The graphs' passages: a memory question is answered with those sharing a word with it. */
  passages: GraphPassage[];
  /** What the graph rail answers for any text. */
  rail: RailSuggestion[];
  /** Each memory question and rail text, as sent. */
  readonly memoryAsked: { vs_id: string; question: string }[];
  readonly railAsked: { graphId: string; payload_text: string }[];
  /** The kept images, by file id. */
  readonly files: Map<string, File>;
  /** The next call to this path (e.g. '/g6graph/smart/create') is refused with this status and message. */
  failNext(path: string, status: number, message: string): void;
  /** Sends a piece of the answer streaming now; waits until a question is asked. */
  send(piece: string): Promise<void>;
  /** Ends the answer streaming now: it is kept in its thread. */
  end(): void;
  restore(): void;
}

const API = '/api/v1';
const memoryOf = (graphId: string): GraphMemory => ({
  memory_id: `memory-${graphId}`,
  threadId: `memory-${graphId}`,
  vectorStoreId: `memory-${graphId}`,
  graphId,
});
const graphOfThread = (threadId: string) => threadId.replace(/^memory-/, '');
/** A message of a thread, as the server answers it (questions are ada's; fileId: the image kept with it). */
export const smartMessage = (role: SmartMessage['role'], content: string, fileId?: string): SmartMessage => ({
  _id: `m-${Math.random().toString(36).slice(2)}`,
  role,
  content,
  ...(role === 'user' ? { username: 'ada' } : {}),
  withImage: fileId !== undefined,
  ...(fileId ? { fileId } : {}),
  createdAt: new Date(0).toISOString(),
});

export function fakeSmartGraphServer(seed: Record<string, SmartMessage[]> = {}): FakeSmartGraphServer {
  const pageFetch = globalThis.fetch;
  const threads = new Map(Object.entries(seed).map(([graph, messages]) => [graph, [...messages]]));
  const asked: FakeSmartGraphServer['asked'] = [];
  const failures = new Map<string, { status: number; message: string }>();
  const encoder = new TextEncoder();
  let open: { controller: ReadableStreamDefaultController<Uint8Array>; said: string; finish: () => void } | undefined;
  let opened: (() => void) | undefined;
  let whenOpen = new Promise<void>((resolve) => (opened = resolve));
  const server: FakeSmartGraphServer = {
    threads,
    charts: [],
    asked,
    passages: [],
    rail: [],
    memoryAsked: [],
    railAsked: [],
    files: new Map(),
    failNext: (path, status, text) => failures.set(path, { status, message: text }),
    async send(piece) {
      await whenOpen;
      if (!open) return;
      open.said += piece;
      open.controller.enqueue(encoder.encode(piece));
    },
    end() {
      open?.finish();
      open = undefined;
      whenOpen = new Promise<void>((resolve) => (opened = resolve));
    },
    restore() {
      globalThis.fetch = pageFetch;
    },
  };
  const threadOf = (graphId: string) => {
    const thread = threads.get(graphId) ?? [];
    threads.set(graphId, thread);
    return thread;
  };

  function answer(path: string, init: RequestInit | undefined): Response | undefined {
    const kept = path.startsWith('/file/') ? server.files.get(path.slice('/file/'.length)) : undefined;
    if (kept) return new Response(kept, { headers: { 'content-type': kept.type } });
    if (!path.startsWith('/g6graph/smart/') && !path.startsWith('/eddie/smart-')) return undefined;
    const failure = failures.get(path);
    if (failure) {
      failures.delete(path);
      return Response.json({ message: failure.message }, { status: failure.status });
    }
    if (path.startsWith('/eddie/smart-charts/')) return Response.json({ charts: server.charts });
    if ((path === '/g6graph/smart/run' || path === '/eddie/smart-run') && init?.body instanceof FormData) {
      const byThread = path === '/eddie/smart-run';
      const threadId = String(init.body.get('threadId'));
      const graphId = byThread ? graphOfThread(threadId) : String(init.body.get('graphId'));
      const prompt = String(init.body.get(byThread ? 'userPrompt' : 'graphQueryPrompt'));
      const image = init.body.get('openai_file_upload');
      asked.push({
        graphId,
        prompt,
        ...(image instanceof File ? { image: image.name } : {}),
        ...(byThread ? { threadId } : {}),
      });
      const signal = init.signal;
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          const streaming = {
            controller,
            said: '',
            finish() {
              const fileId = image instanceof File ? `file-${server.files.size + 1}` : undefined;
              if (fileId && image instanceof File) server.files.set(fileId, image);
              threadOf(graphId).push(smartMessage('user', prompt, fileId), smartMessage('assistant', streaming.said));
              controller.close();
            },
          };
          open = streaming;
          signal?.addEventListener('abort', () => controller.error(signal.reason));
          opened?.();
        },
      });
      return new Response(stream, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, string>) : {};
    const graphId = body.graphId ?? graphOfThread(body.threadId ?? body.vs_id ?? '');
    if (path === '/g6graph/smart/create') return Response.json({ graphMemoryObject: memoryOf(graphId) });
    if (path === '/g6graph/smart/messages' || path === '/eddie/smart-messages') {
      return Response.json({ threadId: memoryOf(graphId).threadId, messages: threadOf(graphId) });
    }
    if (path === '/g6graph/smart/resetThread') {
      threads.set(graphId, []);
      return Response.json({ threadId: memoryOf(graphId).threadId, messages: [] });
    }
    if (path === '/eddie/smart-file') {
      const file = server.files.get(body.fileId ?? '');
      if (!file) return Response.json({ message: 'File not found.' }, { status: 404 });
      const Location = `${API}/file/${body.fileId}`;
      const { name, type, size } = file;
      return Response.json([{ fileId: body.fileId, Location, kind: 'image', type, size, name, url: Location }]);
    }
    if (path === '/g6graph/smart/vector_generate') {
      const question = body.question ?? '';
      server.memoryAsked.push({ vs_id: body.vs_id ?? '', question });
      const words = question.toLowerCase().split(/\W+/).filter(Boolean);
      const passages = server.passages.filter(({ text }) => words.some((word) => text.toLowerCase().includes(word)));
      return Response.json({ passages });
    }
    if (path === '/g6graph/smart/graph/rail') {
      server.railAsked.push({ graphId, payload_text: body.payload_text ?? '' });
      return Response.json({ nodes: server.rail });
    }
    return Response.json({ message: `${path} is not answered by the fake smart graph server` }, { status: 404 });
  }

  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const at = url.pathname.indexOf(API);
    const answered = at < 0 ? undefined : answer(url.pathname.slice(at + API.length), init);
    return answered ?? pageFetch(input, init);
  };
  return server;
}
