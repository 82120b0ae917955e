// A thread room (spec 1 §2 /thread/{roomId}): one of the learner's past exchanges with Eddie, read again (POST
// /eddie/history/{id}) so that Eddie shows it and the learner continues from it. The room's id is the exchange's.
// Framework-free; the Eddie widget shows the open room, the host's thread page opens it before entering.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import type { EddieExchange } from '../contract/eddie.ts';
import type { ChatTurn } from './chat.ts';

export interface ChatRoom {
  /** The open room's exchange; null while none is open. */
  readonly room: ReadonlySignal<EddieExchange | null>;
  /**
   * Opens a room: resolves with its exchange, or rejects with the call's error (404 for another learner's room or
   * none at all), leaving no room open. A newer open wins over an older one still on its way.
   */
  open(id: string): Promise<EddieExchange>;
  /** Closes the room: Eddie shows only the questions asked since. */
  leave(): void;
}

export function createChatRoom({ api }: { api: Pick<ApiClient, 'call'> }): ChatRoom {
  const room = signal<EddieExchange | null>(null, { name: 'chat.room' });
  let opens = 0;
  return {
    room,
    async open(id) {
      const ticket = ++opens;
      try {
        const exchange = await api.call('eddie.historyItem', { params: { id } });
        if (ticket === opens) room.value = exchange;
        return exchange;
      } catch (failure) {
        if (ticket === opens) room.value = null;
        throw failure;
      }
    },
    leave() {
      opens += 1;
      room.value = null;
    },
  };
}

/** A past exchange as a turn of the conversation, so that Eddie's one turn view shows it. */
export const turnOf = (exchange: EddieExchange): ChatTurn => ({
  id: 0,
  prompt: exchange.prompt,
  answer: exchange.answer,
  status: 'done',
});

/** The room's own page (spec 1 §2 /thread/{roomId}). */
export const roomPath = (id: string) => `/thread/${encodeURIComponent(id)}`;
