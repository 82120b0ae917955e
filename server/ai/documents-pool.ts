// Reading a brain's documents off the event loop (issue 23): a PDF is parsed by pdf.js and an HTML page by a parser,
// work that a hostile file can make last for seconds. Here it runs on a small pool of worker threads, each document
// with a time limit, a memory limit and a cap on the text it unpacks into; a worker that passes a limit is ended and
// a fresh one takes its place, so a bomb costs its sender a refusal and the class nothing.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MAX_BRAIN_FILE_BYTES } from '../../src/contract/brains.ts';
import { HttpError } from '../http/errors.ts';
import type { MessageVars } from '../http/message-key.ts';
import { isMessageKey } from '../http/messages.ts';
import { DOCUMENT_LIMITS, tooMuchText, type DocumentLimits, type ReadDocument } from './documents.ts';

/** How long one document may take to read, on its worker, before it is stopped. */
export const DOCUMENT_TIME_LIMIT_MS = 20_000;
/**
 * The JavaScript heap a documents worker may fill: pdf.js needs well under 100 MB for a 10 MB textbook; past this a
 * document is a bomb, and its worker is ended rather than the server's memory used up.
 */
export const DOCUMENT_MEMORY_LIMIT_MB = 256;
/** How long a worker may take to start (load the TypeScript and pdf.js). */
const START_TIMEOUT_MS = 30_000;

export interface DocumentsPoolOptions {
  /**
   * How many documents are read at once. One worker per core beyond the one that answers requests, one or two:
   * on a two-core machine one, so that a bomb being read never takes the core the server answers on.
   */
  workers: number;
  timeLimitMs: number;
  memoryMb: number;
  limits: DocumentLimits;
}

export interface DocumentsPool {
  /** The document's text, read on a worker; refusals (wrong type, too large, too slow) are HttpErrors. */
  read(file: Blob): Promise<ReadDocument>;
  /** Ends the workers; a later read starts fresh ones. */
  close(): Promise<void>;
}

/** A document sent to a worker: its bytes are transferred, not copied. */
export interface DocumentRequest {
  id: number;
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export type DocumentReply =
  | { kind: 'ready' }
  | { kind: 'read'; id: number; document: ReadDocument }
  | { kind: 'refused'; id: number; status: number; key: string; vars: MessageVars | undefined }
  | { kind: 'failed'; id: number; error: string };

const WORKER = new URL('./documents-worker.ts', import.meta.url);
// The code runner's bootstrap starts any TypeScript worker under tsx (a worker does not inherit the loader).
const BOOTSTRAP = new URL('../compile/worker-bootstrap.mjs', import.meta.url);

export const defaultDocumentWorkers = () => Math.min(2, Math.max(1, availableParallelism() - 1));

interface Job {
  request: Omit<DocumentRequest, 'id'>;
  resolve(document: ReadDocument): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  busy: boolean;
}

/** A refusal the worker sent, as the HttpError it was there; anything else it sent is a failure, a 500. */
function refusalOf(reply: Extract<DocumentReply, { kind: 'refused' }>): Error {
  if (!isMessageKey(reply.key) || reply.status < 400 || reply.status > 499) {
    return new Error(`documents worker refused with ${reply.status} ${reply.key}`);
  }
  return new HttpError(reply.status as ContentfulStatusCode, reply.key, reply.vars);
}

export function createDocumentsPool(options: Partial<DocumentsPoolOptions> = {}): DocumentsPool {
  const {
    workers = defaultDocumentWorkers(),
    timeLimitMs = DOCUMENT_TIME_LIMIT_MS,
    memoryMb = DOCUMENT_MEMORY_LIMIT_MB,
    limits = DOCUMENT_LIMITS,
  } = options;
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  let nextId = 0;
  let closed = false;

  function start(): Slot {
    const worker = new Worker(BOOTSTRAP, {
      workerData: { module: WORKER.href, limits },
      resourceLimits: { maxOldGenerationSizeMb: memoryMb },
    });
    // An idle worker does not keep the process alive; a document being read is awaited by its request.
    worker.unref();
    const slot: Slot = {
      worker,
      busy: false,
      ready: new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('documents worker did not start')), START_TIMEOUT_MS);
        worker.on('message', function onReady(reply: DocumentReply) {
          if (reply.kind !== 'ready') return;
          clearTimeout(timer);
          worker.off('message', onReady);
          resolve();
        });
        worker.once('error', (error) => {
          clearTimeout(timer);
          reject(error);
        });
        worker.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`documents worker exited with ${code} while starting`));
        });
      }),
    };
    slot.ready.catch(() => retire(slot));
    worker.once('exit', () => retire(slot));
    slots.add(slot);
    return slot;
  }

  function retire(slot: Slot): void {
    if (!slots.delete(slot)) return;
    void slot.worker.terminate();
  }

  /** Ends a worker that passed a limit; a fresh one starts now, so the next document finds it warm. */
  function replace(slot: Slot): void {
    retire(slot);
    if (!closed) start().ready.catch(() => undefined);
  }

  function pump(): void {
    while (queue.length > 0) {
      let slot = [...slots].find((candidate) => !candidate.busy);
      if (!slot) {
        if (slots.size >= workers) return;
        slot = start();
      }
      const job = queue.shift();
      if (!job) return;
      const taken = slot;
      taken.busy = true;
      void readOn(taken, job).finally(() => {
        taken.busy = false;
        pump();
      });
    }
  }

  async function readOn(slot: Slot, job: Job): Promise<void> {
    try {
      await slot.ready;
    } catch (error) {
      job.reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    const id = ++nextId;
    const { worker } = slot;
    await new Promise<void>((settle) => {
      const end = (spoilt: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (spoilt) replace(slot);
        settle();
      };
      const onMessage = (reply: DocumentReply) => {
        if (reply.kind === 'ready' || reply.id !== id) return;
        if (reply.kind === 'read') job.resolve(reply.document);
        else if (reply.kind === 'refused') job.reject(refusalOf(reply));
        else job.reject(new Error(`documents worker failed: ${reply.error}`));
        end(false);
      };
      const onError = (error: Error & { code?: string }) => {
        job.reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooMuchText(limits) : error);
        end(true);
      };
      const onExit = (code: number) => {
        job.reject(new Error(`documents worker exited with ${code} while reading`));
        end(true);
      };
      const timer = setTimeout(() => {
        job.reject(new HttpError(422, 'server.brains.documentTooSlow', { seconds: timeLimitMs / 1000 }));
        end(true);
      }, timeLimitMs);
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
      const request: DocumentRequest = { id, ...job.request };
      worker.postMessage(request, [request.bytes.buffer]);
    });
  }

  return {
    async read(file) {
      // Refused here before its bytes are copied anywhere (the worker checks the rest).
      if (file.size > MAX_BRAIN_FILE_BYTES) {
        throw new HttpError(413, 'server.files.tooLarge', { megabytes: MAX_BRAIN_FILE_BYTES / (1024 * 1024) });
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const name = file instanceof File ? file.name : '';
      closed = false;
      return new Promise<ReadDocument>((resolve, reject) => {
        queue.push({ request: { name, type: file.type, bytes }, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      const ending = [...slots];
      slots.clear();
      queue.splice(0).forEach((job) => job.reject(new Error('documents pool closed')));
      await Promise.all(ending.map((slot) => slot.worker.terminate()));
    },
  };
}

let shared: DocumentsPool | undefined;

/** The process's pool, started on first use: every app in the process shares its workers (one per core to spare). */
export function sharedDocumentsPool(): DocumentsPool {
  shared ??= createDocumentsPool();
  return shared;
}
