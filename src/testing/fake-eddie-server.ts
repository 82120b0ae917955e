// Browser-test support (not a test): answers Eddie's calls inside the page. A question's answer streams as the test
// sends its pieces, so a test sees each piece arrive before the answer ends; a stop (the request aborted) is
// recorded, as the server sees its connection close. Only fetch is replaced, and only for Eddie's calls: anything
// else goes on to the fetch that was there before (e.g. fake-library-server.ts's, which signs the learner in).

export interface FakeEddieServer {
  /** The questions asked, in order. */
  readonly asked: string[];
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
  restore(): void;
}

const isEddie = (url: string) => new URL(url, location.href).pathname.endsWith('/api/v1/eddie');

export function fakeEddieServer(): FakeEddieServer {
  const pageFetch = globalThis.fetch;
  const asked: string[] = [];
  const encoder = new TextEncoder();
  let clears = 0;
  let open: ReadableStreamDefaultController<Uint8Array> | undefined;
  let opened: (() => void) | undefined;
  let whenOpen = new Promise<void>((resolve) => (opened = resolve));
  let stopped = false;
  let failure: { status: number; message: string } | undefined;

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
    if (!isEddie(url)) return pageFetch(input, init);
    if (init?.method === 'DELETE') {
      clears += 1;
      return Response.json({ cleared: asked.length });
    }
    const body = JSON.parse(String(init?.body)) as { prompt: string };
    asked.push(body.prompt);
    if (failure) {
      const { status, message } = failure;
      failure = undefined;
      return Response.json({ message }, { status });
    }
    return new Response(answer(init?.signal), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
  };

  return {
    asked,
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
    restore() {
      globalThis.fetch = pageFetch;
    },
  };
}
