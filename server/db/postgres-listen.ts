import pg from 'pg';
import type { Listener } from './database.ts';

/** How long to wait before listening again after the connection was lost (a restart of the server, say). */
const RECONNECT_MS = 1_000;

/**
 * LISTEN on its own connection (a pooled one would be handed to other queries). A lost connection is opened again
 * until it is stopped; the listener is told of the gap, since notifications sent meanwhile are gone.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  listener: Listener,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (notification) => {
      if (notification.channel === channel) listener.message(notification.payload ?? '');
    });
    // An 'end' follows every error; it is where the connection is opened again.
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client === next && !stopped) setTimeout(retry, RECONNECT_MS);
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  }

  function retry(): void {
    if (stopped) return;
    connect().then(
      () => listener.gap(),
      (error: Error) => {
        console.warn(`[db] listening on ${channel} again failed: ${error.message}`);
        setTimeout(retry, RECONNECT_MS);
      },
    );
  }

  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}
