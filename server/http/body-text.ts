// A JSON call's body, read with a limit. Straight from Node's request when the server is Node's: the web Request
// that @hono/node-server would build for it (headers, an abort signal, a web stream over the socket) cost more than
// the rest of a small POST (bench:crud, POST /notes). In-process requests (app.request in tests) have no Node request
// and are read through the web Request.
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { HttpError } from './errors.ts';

/** True when the request announces a body longer than `maxBytes`: refused before a byte of it is read. */
export function announcedTooLong(c: Context, maxBytes: number): boolean {
  const announced = c.req.header('content-length');
  return announced !== undefined && Number(announced) > maxBytes;
}

/** The body as text; `tooLarge` is thrown as soon as what arrives passes `maxBytes`. */
export async function bodyText(c: Context, maxBytes: number, tooLarge: () => Error): Promise<string> {
  if (announcedTooLong(c, maxBytes)) throw tooLarge();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  // Once the web Request exists it reads the Node request itself (its flow has started): read through it then.
  if (!incoming || incoming.readableFlowing !== null) return limited(await c.req.text(), maxBytes, tooLarge);
  return readIncoming(incoming, maxBytes, tooLarge);
}

function limited(text: string, maxBytes: number, tooLarge: () => Error): string {
  if (Buffer.byteLength(text) > maxBytes) throw tooLarge();
  return text;
}

function readIncoming(incoming: IncomingMessage, maxBytes: number, tooLarge: () => Error): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      incoming.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      // The rest flows on unread, so the connection stays usable for the 413.
      stop();
      incoming.resume();
      reject(tooLarge());
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size).toString('utf8'));
    };
    // A body cut off (the caller went away) cannot be understood; nobody may be left to read why.
    const onError = () => {
      stop();
      reject(new HttpError(400, 'server.invalidRequest'));
    };
    const onClose = onError;
    incoming.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}
