// The chat core of Eddie (spec 2 §7.3): the conversation of this session, the answer streaming in piece by piece,
// stop (which aborts the request, and the server cancels the model's with it), clearing the learner's context, and
// what failed. Framework-free; the Eddie widget renders it (widgets/eddie).
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import { DEFAULT_EDDIE_MODEL, DEFAULT_MAX_WORDS } from '../contract/eddie.ts';

/** One question and its answer so far. */
export interface ChatTurn {
  readonly id: number;
  readonly prompt: string;
  /** The answer's markdown, growing while it streams. */
  readonly answer: string;
  /** streaming → done; or stopped by the learner; or failed (with its error). */
  readonly status: 'streaming' | 'done' | 'stopped' | 'failed';
  readonly error?: Error;
}

export interface ChatDeps {
  readonly api: Pick<ApiClient, 'call'>;
  /** The model name sent: the spec's default unless a stored one exists (spec 2 §9.1); the server maps it. */
  readonly model?: string;
  readonly maxWords?: number;
  /**
   * The learner's current thought, sent with each question to Eddie as spec 2 §7.3's anchor: what Eddie answers about
   * when the question itself ("Tell me more") names nothing.
   */
  readonly thought?: () => string | undefined;
  /** The thread room the conversation continues (src/chat/room.ts), sent so that Eddie's answer follows on from it. */
  readonly room?: () => string | undefined;
  /**
   * Where a question goes, answered as a stream: Eddie (POST /eddie) unless given; the prompt playground sends it with
   * the prompt being tried.
   */
  readonly send?: (prompt: string, signal: AbortSignal) => Promise<AsyncIterable<string>>;
}

export interface Chat {
  /** The conversation of this session, oldest first. */
  readonly turns: ReadonlySignal<readonly ChatTurn[]>;
  /** True while an answer streams in. */
  readonly streaming: ReadonlySignal<boolean>;
  /** The last failure of asking or clearing; null once the next action starts. */
  readonly error: ReadonlySignal<Error | null>;
  /** Asks a question (a blank one asks nothing); an answer still streaming is stopped first. */
  ask(prompt: string): Promise<void>;
  /** Stops the answer streaming in: what came so far stays, marked as stopped. */
  stop(): void;
  /** Clears the learner's context on the server (DELETE /eddie) and the conversation here. */
  clear(): Promise<void>;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export function createChat({
  api,
  model = DEFAULT_EDDIE_MODEL,
  maxWords = DEFAULT_MAX_WORDS,
  thought = () => undefined,
  room = () => undefined,
  send = (prompt, signal) => {
    const anchor = thought();
    const roomId = room();
    const body = {
      model,
      maxWords,
      prompt,
      stream: true,
      ...(anchor ? { anchor } : {}),
      ...(roomId ? { roomId } : {}),
    };
    return api.call('eddie.ask', { body, signal });
  },
}: ChatDeps): Chat {
  const turns = signal<readonly ChatTurn[]>([], { name: 'chat.turns' });
  const error = signal<Error | null>(null, { name: 'chat.error' });
  const streaming = computed(() => turns.value.at(-1)?.status === 'streaming');
  let current: AbortController | undefined;
  let nextId = 1;

  const update = (id: number, change: Partial<ChatTurn>) => {
    turns.value = turns.value.map((turn) => (turn.id === id ? { ...turn, ...change } : turn));
  };
  const answerOf = (id: number) => turns.value.find((turn) => turn.id === id)?.answer ?? '';

  function stop() {
    current?.abort();
    current = undefined;
  }

  return {
    turns,
    streaming,
    error,
    async ask(text) {
      const prompt = text.trim();
      if (prompt === '') return;
      stop();
      error.value = null;
      const controller = new AbortController();
      current = controller;
      const id = nextId++;
      turns.value = [...turns.value, { id, prompt, answer: '', status: 'streaming' }];
      try {
        const pieces = await send(prompt, controller.signal);
        for await (const piece of pieces) update(id, { answer: answerOf(id) + piece });
        update(id, { status: 'done' });
      } catch (failure) {
        if (controller.signal.aborted) {
          update(id, { status: 'stopped' });
          return;
        }
        error.value = asError(failure);
        update(id, { status: 'failed', error: asError(failure) });
      } finally {
        if (current === controller) current = undefined;
      }
    },
    stop,
    async clear() {
      stop();
      error.value = null;
      try {
        await api.call('eddie.clearContext');
        turns.value = [];
      } catch (failure) {
        error.value = asError(failure);
      }
    },
  };
}
