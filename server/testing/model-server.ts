// Test support (not a test): a real HTTP server that speaks the OpenAI chat-completions streaming format, as
// vLLM, Ollama and llama.cpp servers do. It answers the pieces it is told to, one server-sent event each, and tells
// whether the caller went away before the answer ended (a stop must cancel the upstream request). It answers
// /embeddings too, for brains ranked with embeddings (AI_EMBEDDINGS_MODEL).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ModelServerScript {
  /** The answer's pieces, one event each. */
  pieces: string[];
  /** Wait before each piece. */
  delayMs?: number;
  /** Answer this status with an OpenAI error body instead of a stream. */
  status?: number;
  /** Drop the connection after this many pieces, as a model server that crashes mid-answer does. */
  breakAfter?: number;
  /**
   * Hold the answer after this many pieces until `release()`: a test then sees what arrived while the model server
   * had not yet sent the end of the answer.
   */
  holdAfter?: number;
}

export interface ModelRequest {
  authorization: string | undefined;
  body: { model: string; stream: boolean; max_tokens: number; messages: { role: string; content: string }[] };
}

export interface ModelServer {
  /** The base URL, as AI_BASE_URL takes it (…/v1). */
  baseUrl: string;
  script: ModelServerScript;
  readonly requests: ModelRequest[];
  /** Every text sent to /embeddings, in order. */
  readonly embedded: string[];
  /** Resolves when a caller closes its connection before the answer has ended. */
  abandoned(): Promise<void>;
  /** How many callers closed their connection before their answer ended. */
  readonly abandonments: number;
  /** How many answers were sent to their end. */
  readonly completed: number;
  /** Lets held answers (`holdAfter`) go on to their end. */
  release(): void;
  close(): Promise<void>;
}

const event = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;
const chunk = (content: string) =>
  event({ id: 'chatcmpl-test', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] });

async function bodyOf(request: IncomingMessage): Promise<ModelRequest['body']> {
  let text = '';
  for await (const part of request) text += String(part);
  return JSON.parse(text) as ModelRequest['body'];
}

const FUNCTION_WORDS = new Set(
  'what which when where does from with that this into have there their they them together about'.split(' '),
);

/** Dimensions of the fixture's embeddings. */
export const EMBEDDING_SIZE = 256;

/**
 * The fixture's embedding of a text: its words, crudely stemmed, hashed into a fixed number of dimensions (a bag of words). Not a
 * model of meaning, but a real vector over /embeddings, so the hybrid ranking runs end to end.
 */
export function embeddingOf(text: string): number[] {
  const vector = new Array<number>(EMBEDDING_SIZE).fill(0);
  // Words of four letters or more, cut to six as a crude stem ("planets" and "planet" meet), stand for the text;
  // question words say nothing of what a text is about.
  const words = text.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? [];
  for (const word of words.filter((candidate) => !FUNCTION_WORDS.has(candidate))) {
    let hash = 0;
    for (const char of word.slice(0, 6)) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % EMBEDDING_SIZE;
    vector[hash] = (vector[hash] ?? 0) + 1;
  }
  return vector;
}

export async function startModelServer(script: ModelServerScript): Promise<ModelServer> {
  const requests: ModelRequest[] = [];
  const embedded: string[] = [];
  const waiting: (() => void)[] = [];
  const held: (() => void)[] = [];
  let abandonments = 0;
  let completed = 0;
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method === 'POST' && request.url === '/v1/embeddings') {
        const { input } = (await bodyOf(request)) as unknown as { input: string[] };
        embedded.push(...input);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ data: input.map((text, index) => ({ index, embedding: embeddingOf(text) })) }));
        return;
      }
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      requests.push({ authorization: request.headers.authorization, body: await bodyOf(request) });
      const { pieces, delayMs = 0, status, breakAfter, holdAfter } = model.script;
      if (status !== undefined) {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'the model is overloaded', type: 'server_error' } }));
        return;
      }
      let ended = false;
      response.on('close', () => {
        if (ended) return;
        abandonments += 1;
        for (const resolve of waiting.splice(0)) resolve();
      });
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.flushHeaders();
      for (const [index, piece] of pieces.entries()) {
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (index === holdAfter) await new Promise<void>((resolve) => held.push(resolve));
        if (response.destroyed) return;
        if (index === breakAfter) {
          ended = true;
          response.destroy();
          return;
        }
        response.write(chunk(piece));
      }
      ended = true;
      completed += 1;
      response.end(`${event({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}data: [DONE]\n\n`);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const model: ModelServer = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    script,
    requests,
    embedded,
    abandoned: () => (abandonments > 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))),
    get abandonments() {
      return abandonments;
    },
    get completed() {
      return completed;
    },
    release: () => {
      for (const resolve of held.splice(0)) resolve();
    },
    close: () =>
      new Promise((resolve) => {
        model.release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return model;
}
