// Browser-test support (not a test): answers Eddie's calls inside the page. A question's answer streams as the test
// sends its pieces, so a test sees each piece arrive before the answer ends; a stop (the request aborted) is
// recorded, as the server sees its connection close. Only fetch is replaced, and only for Eddie's calls: anything
// else goes on to the fetch that was there before (e.g. fake-library-server.ts's, which signs the learner in). The
// history (POST /eddie/history) pages the exchanges a test puts in `history`, and one of them is read again by its id
// (POST /eddie/history/{id}: 404 for one not there, as the server answers for another learner's). A one-shot question
// (POST /eddie/query), a prompt tried (POST /eddie/prompt) or a term explained (POST /eddie/prompt/info) is answered
// whole with `queryAnswer` of it.
import type { EddieExchange } from '../contract/eddie.ts';
import { LIBRARY_PAGE_SIZE } from '../contract/page.ts';
import { createHoldGate } from './hold-gate.ts';

export interface FakeEddieServer {
  /** The questions asked, in order. */
  readonly asked: string[];
  /** The thread room each question continued (roomId), in the same order. */
  readonly rooms: (string | undefined)[];
  /** How many times the context was cleared. */
  readonly clears: () => number;
  /** Sends a piece of the answer streaming now; waits until a question is asked. */
  send(piece: string): Promise<void>;
  /** Ends the answer streaming now. */
  end(): void;
  /** Whether the page stopped the latest answer before it ended. */
  readonly stopped: () => boolean;
  /** The next question is refused with this status and message. */
  failNext(status: number, message: string): void;
  /** The learner's earlier exchanges, newest first, as the history pages them. */
  readonly history: EddieExchange[];
  /** History pages wait until released. */
  holdHistory(): void;
  releaseHistory(): void;
  /** The next history page is refused with this status and message. */
  failHistoryNext(status: number, message: string): void;
  /** The whole answer to a one-shot question, a prompt tried or a term explained; a test may replace it. */
  queryAnswer: (prompt: string) => string;
  restore(): void;
}

/** An earlier exchange, as the history keeps it. */
export const exchange = (id: string, prompt: string, answer: string): EddieExchange => ({
  _id: id,
  prompt,
  answer,
  inContext: false,
  timestamp: '2026-11-01T10:00:00.000Z',
});

/** Answers the call at `path` (under /api/v1): Eddie's questions unless given, e.g. '/eddie/prompt/info/stream'. */
export function fakeEddieServer(path = '/eddie'): FakeEddieServer {
  const isEddie = (url: string) => new URL(url, location.href).pathname.endsWith(`/api/v1${path}`);
  const pageFetch = globalThis.fetch;
  const asked: string[] = [];
  const rooms: (string | undefined)[] = [];
  const encoder = new TextEncoder();
  let clears = 0;
  let open: ReadableStreamDefaultController<Uint8Array> | undefined;
  let opened: (() => void) | undefined;
  let whenOpen = new Promise<void>((resolve) => (opened = resolve));
  let stopped = false;
  let failure: { status: number; message: string } | undefined;
  const history: EddieExchange[] = [];
  const historyGate = createHoldGate();
  let historyFailure: { status: number; message: string } | undefined;
  const pathOf = (url: string) => new URL(url, location.href).pathname;
  const isHistory = (url: string) => pathOf(url).endsWith('/api/v1/eddie/history');
  const historyItemId = (url: string) => /\/api\/v1\/eddie\/history\/([^/]+)$/.exec(pathOf(url))?.[1];
  const wholeAnswerCall = (url: string) => /\/api\/v1\/eddie\/(query|prompt|prompt\/info)$/.exec(pathOf(url))?.[1];
  const historyItem = (id: string) => {
    const found = history.find((item) => item._id === decodeURIComponent(id));
    return found
      ? Response.json(found)
      : Response.json({ message: 'This conversation was not found.' }, { status: 404 });
  };

  async function historyPage(init: RequestInit | undefined): Promise<Response> {
    await historyGate.pass(init?.signal ?? undefined);
    if (historyFailure) {
      const { status, message } = historyFailure;
      historyFailure = undefined;
      return Response.json({ message }, { status });
    }
    const { pageNo } = JSON.parse(String(init?.body)) as { pageNo: number };
    const items = history.slice(pageNo * LIBRARY_PAGE_SIZE, (pageNo + 1) * LIBRARY_PAGE_SIZE);
    return Response.json({ items, pageNo, pageSize: LIBRARY_PAGE_SIZE, total: history.length });
  }

  const answer = (signal: AbortSignal | null | undefined) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        open = controller;
        stopped = false;
        signal?.addEventListener('abort', () => {
          stopped = true;
          controller.error(signal.reason);
        });
        opened?.();
      },
      cancel() {
        stopped = true;
      },
    });

  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (isHistory(url)) return historyPage(init);
    const itemId = historyItemId(url);
    if (itemId !== undefined) return historyItem(itemId);
    const whole = wholeAnswerCall(url);
    if (whole !== undefined) {
      const { prompt } = JSON.parse(String(init?.body)) as { prompt: string };
      const answer = fake.queryAnswer(prompt);
      return Response.json(whole === 'query' ? { chatResponse: answer } : { prompt, answer });
    }
    if (!isEddie(url)) return pageFetch(input, init);
    if (init?.method === 'DELETE') {
      clears += 1;
      return Response.json({ cleared: asked.length });
    }
    const body = JSON.parse(String(init?.body)) as { prompt: string; roomId?: string };
    asked.push(body.prompt);
    rooms.push(body.roomId);
    if (failure) {
      const { status, message } = failure;
      failure = undefined;
      return Response.json({ message }, { status });
    }
    return new Response(answer(init?.signal), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
  };

  const fake: FakeEddieServer = {
    asked,
    rooms,
    clears: () => clears,
    async send(piece) {
      await whenOpen;
      open?.enqueue(encoder.encode(piece));
    },
    end() {
      open?.close();
      open = undefined;
      whenOpen = new Promise<void>((resolve) => (opened = resolve));
    },
    stopped: () => stopped,
    failNext(status, message) {
      failure = { status, message };
    },
    history,
    holdHistory: () => historyGate.hold(),
    releaseHistory: () => historyGate.release(),
    failHistoryNext(status, message) {
      historyFailure = { status, message };
    },
    queryAnswer: (prompt) => `Eddie's whole answer to “${prompt}”.`,
    restore() {
      globalThis.fetch = pageFetch;
    },
  };
  return fake;
}
