// A documents worker (started by documents-pool.ts): reads one document at a time to its text, off the thread that
// answers requests, and replies with the text or with the refusal a learner reads.
import { parentPort, workerData } from 'node:worker_threads';
import { resolvePDFJSImport } from 'unpdf';
import { HttpError } from '../http/errors.ts';
import { readDocument, type DocumentLimits } from './documents.ts';
import type { DocumentReply, DocumentRequest } from './documents-pool.ts';

const port = parentPort;
if (!port) throw new Error('documents-worker.ts runs as a worker thread');
const { limits } = workerData as { limits: DocumentLimits };

// pdf.js is loaded now, while the worker starts, so that the first PDF's time limit measures reading it alone.
await resolvePDFJSImport();

port.on('message', async ({ id, name, type, bytes }: DocumentRequest) => {
  let reply: DocumentReply;
  try {
    const document = await readDocument(new File([bytes], name, { type }), limits);
    reply = { kind: 'read', id, document };
  } catch (error) {
    reply =
      error instanceof HttpError && typeof error.key === 'string'
        ? { kind: 'refused', id, status: error.status, key: error.key, vars: error.vars }
        : { kind: 'failed', id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
port.postMessage({ kind: 'ready' } satisfies DocumentReply);
