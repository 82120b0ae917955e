// What a game frame on a partner page uses to drive the page's widgets (dist/kit/tj-game.js): the protocol's
// game-connected and graph-command messages, sent to the embedding page and answered by the kit there. A refused
// command rejects with the kit's reason ("Unable to select node from Graph", "... is not allowed"). Once connected,
// the frame hears what happens to the page's graph (graph-event: src/kit/game-events.ts) without asking.
import { createChannel } from '../protocol/channel.ts';
import type { GraphEvent, MessageInput, MessageReply } from '../protocol/messages.ts';
import { embeddingOrigin } from '../protocol/origins.ts';
import { loadPartnerPolicy } from './partner-policy.ts';

export interface KitConnection {
  /** Sets the page's game-connected flag (toggles it without a value); resolves with the flag as it now is. */
  connected(connected?: boolean): Promise<MessageReply<'game-connected'>>;
  /** Runs a graph command on the page's explore graph; read-graph resolves with its nodes and edges. */
  graph(command: MessageInput<'graph-command'>): Promise<MessageReply<'graph-command'>>;
  /**
   * Hears what happens to the page's explore graph: a node clicked or explored, the thought changed, the graph
   * changed (its nodes, edges and selection), a quest replay's step. Returns the stop.
   */
  on(listener: (event: GraphEvent) => void): () => void;
}

/** How long the embedding page's kit may take to start answering (its chunks load after the page). */
const KIT_START_MS = 10_000;
const RETRY_MS = 200;

/** Until the kit there serves messages, post-robot on that page answers each with "No handler found". */
async function untilServed(ask: () => Promise<unknown>): Promise<void> {
  const end = Date.now() + KIT_START_MS;
  for (;;) {
    try {
      await ask();
      return;
    } catch (error) {
      const starting = error instanceof Error && error.message.startsWith('No handler found');
      if (!starting || Date.now() > end) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

/**
 * The connection to the page that embeds this frame, once the kit there answers; its origin must be one the kit's
 * server allows. Rejects with the reason when it does not answer.
 */
export async function connectToKit(): Promise<KitConnection> {
  const channel = createChannel(await loadPartnerPolicy());
  const parent = window.parent;
  const origin = embeddingOrigin({ ancestorOrigins: window.location.ancestorOrigins, referrer: document.referrer });
  await untilServed(() => channel.request(parent, origin, 'graph-command', { command: 'read-graph' }));
  return {
    connected: (connected) =>
      channel.request(parent, origin, 'game-connected', connected === undefined ? {} : { connected }),
    graph: (command) => channel.request(parent, origin, 'graph-command', command),
    on: (listener) =>
      channel.listen('graph-event', (event, from, source) => {
        // Only the page this frame connected to: a message another window posts is not the graph's.
        if (source === parent && from === origin) listener(event);
        return {};
      }),
  };
}
