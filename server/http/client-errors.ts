import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { MessageKey } from './message-key.ts';
import { serverMessage } from './messages.ts';

/** Node's own refusals that happen before any app sees the request, by its parser's error code. */
const REFUSALS: Record<string, { status: string; key: MessageKey }> = {
  // Headers (the address among them) past Node's 16 KB: a 1 MB query string, say.
  HPE_HEADER_OVERFLOW: { status: '431 Request Header Fields Too Large', key: 'server.headersTooLarge' },
};
const MALFORMED = { status: '400 Bad Request', key: 'server.invalidRequest' } as const;

/**
 * Answers the requests Node's HTTP parser refuses with a JSON `{ message }`, as every other refusal of the API is,
 * instead of Node's bare status line. In English: the parser stopped before Accept-Language (it follows the address).
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const refusal = REFUSALS[error.code ?? ''] ?? MALFORMED;
    const body = JSON.stringify({ message: serverMessage('en', refusal.key) });
    socket.end(
      `HTTP/1.1 ${refusal.status}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
}
