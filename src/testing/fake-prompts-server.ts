// Browser-test support (not a test): the prompt and Kaaro calls answered inside the page from an in-memory list, with
// the server's rules that the widgets show (the default entry first, only the author changes a prompt, rows kept in
// order). Only fetch is replaced, and only for /prompts. The real rules are proven by server/prompts/prompts.int.test.ts.
import type { Kaaro, Prompt } from '../contract/prompts.ts';
import { FAKE_LEARNER } from './fake-library-server.ts';
import { createHoldGate } from './hold-gate.ts';

interface Sent {
  readonly method: string;
  readonly path: string;
  readonly body: Record<string, unknown>;
}

export interface FakePromptsServer {
  /** The prompt calls the page made, in order. */
  readonly sent: readonly Sent[];
  readonly intents: Prompt[];
  readonly kaaros: Kaaro[];
  /** The playground's answer, streamed in these pieces. */
  playgroundPieces: string[];
  /** Every prompt call answers with this status and message until `heal`. */
  fail(status: number, message: string): void;
  heal(): void;
  /** Answers wait until released. */
  hold(): void;
  release(): void;
  restore(): void;
}

/** A prompt someone else wrote and shared with every learner. */
export const sharedIntent: Prompt = {
  id: 'p-shared',
  label: 'Socratic',
  prompt: 'Answer with questions that lead the learner to the answer.',
  visibility: 'public',
  description: 'Questions, not answers',
  type: 'chat',
  subtype: '',
  actor: 'grace',
};

export function fakePromptsServer({ intents = [sharedIntent] }: { intents?: Prompt[] } = {}): FakePromptsServer {
  const pageFetch = window.fetch;
  let failure: { status: number; message: string } | undefined;
  let made = 0;
  const gate = createHoldGate();
  const server: FakePromptsServer = {
    sent: [],
    intents: [...intents],
    kaaros: [],
    playgroundPieces: [],
    fail: (status, message) => void (failure = { status, message }),
    heal: () => void (failure = undefined),
    hold: () => gate.hold(),
    release: () => gate.release(),
    restore: () => void (window.fetch = pageFetch),
  };
  const sent = server.sent as Sent[];
  const renumber = () => server.kaaros.forEach((row, index) => (row.rowIndex = index));
  const notFound = () => Response.json({ message: 'We could not find this prompt.' }, { status: 404 });

  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^.*\/api\/v1/, '');
    if (!path.startsWith('/prompts')) return pageFetch(input, init);
    const sentText = await request.text();
    const body = sentText === '' ? {} : (JSON.parse(sentText) as Record<string, unknown>);
    sent.push({ method: request.method, path, body });
    await gate.pass(request.signal);
    if (failure) return Response.json({ message: failure.message }, { status: failure.status });
    const fields = { ...body, actor: FAKE_LEARNER.username } as Prompt;
    const id = path.split('/').at(-1) ?? '';
    const own = server.intents.find((intent) => intent.id === id && intent.actor === FAKE_LEARNER.username);

    if (request.method === 'GET' && path === '/prompts/')
      return Response.json([{ id: 'main', label: 'default', prompt: '' }, ...server.intents]);
    if (request.method === 'POST' && path === '/prompts/') {
      const intent = { ...fields, id: `p${++made}` };
      server.intents.unshift(intent);
      return Response.json(intent);
    }
    if (request.method === 'PUT') {
      if (!own) return notFound();
      Object.assign(own, fields);
      return Response.json(own);
    }
    if (request.method === 'DELETE') {
      if (!own) return notFound();
      server.intents.splice(server.intents.indexOf(own), 1);
      return Response.json(own);
    }
    if (path === '/prompts/experiment/fetch-kaaros') return Response.json(server.kaaros);
    if (path === '/prompts/experiment/create-kaaro') {
      const kaaro = { ...fields, id: `k${++made}`, rowIndex: server.kaaros.length };
      server.kaaros.push(kaaro);
      return Response.json(kaaro);
    }
    if (path === '/prompts//experiment/update-kaaro') {
      const at = server.kaaros.findIndex((row) => row.id === body['id']);
      if (at < 0) return notFound();
      const [row] = server.kaaros.splice(at, 1);
      const { rowIndex, ...changed } = fields as Kaaro;
      server.kaaros.splice(Math.min(rowIndex, server.kaaros.length), 0, { ...row, ...changed, rowIndex });
      renumber();
      return Response.json(server.kaaros);
    }
    if (path === '/prompts/experiment/delete-kaaro') {
      const start = Number(body['startIndex']);
      server.kaaros.splice(start, Number(body['endIndex']) - start);
      renumber();
      return Response.json(server.kaaros);
    }
    if (path === '/prompts/playground') {
      const pieces = server.playgroundPieces;
      const stream = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const piece = pieces.shift();
          if (piece === undefined) return controller.close();
          await new Promise((resolve) => setTimeout(resolve, 20));
          controller.enqueue(new TextEncoder().encode(piece));
        },
      });
      return new Response(stream, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
    return Response.json({ message: `No such call: ${request.method} ${path}` }, { status: 404 });
  };
  return server;
}
