// The smart graph core (spec 1 §3 Saved graph memory_id; spec 2 §7.3 smart-charts, §7.4 /g6graph/smart/*): one saved
// graph's own thread — its memory opened (made on first use), the thread's earlier messages, questions answered as
// a stream grounded in the graph (an image may go with one), the charts of the thread's answers, and reset.
// Framework-free; the Smart Graph widget renders it (widgets/smart-graph).
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import { createChat, type Chat } from '../chat/chat.ts';
import type { GraphMemory, SmartChart, SmartMessage } from '../contract/smart-graph.ts';
import type { User } from '../contract/user.ts';
import { asError, createLearnerData } from '../session/learner-data.ts';

/** The thread as read: loading, what failed, or its memory and its messages before this session, oldest first. */
export type SmartThreadState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: Error }
  | { readonly status: 'ready'; readonly memory: GraphMemory; readonly history: readonly SmartMessage[] };

export interface SmartGraphDeps {
  readonly api: Pick<ApiClient, 'call'>;
  /** The saved graph whose thread this is. */
  readonly graphId: string;
}

export interface SmartGraph {
  readonly thread: ReadonlySignal<SmartThreadState>;
  /** This session's questions and answers (after the history); a new conversation once the thread is reset. */
  readonly chat: ReadonlySignal<Chat>;
  /** Numeric series of the thread's answers; none when they cannot be read (spec 2 §8: charts fail silently). */
  readonly charts: ReadonlySignal<readonly SmartChart[]>;
  /** True while the thread is being reset. */
  readonly resetting: ReadonlySignal<boolean>;
  /** What reset last failed with; null once the next reset starts. */
  readonly resetError: ReadonlySignal<Error | null>;
  /** Opens the graph's memory and reads its thread and charts (again after a failure). */
  load(): Promise<void>;
  /** Asks a question about the graph, with an image if one is attached; the charts follow the answer. */
  ask(prompt: string, image?: File): Promise<void>;
  /** Empties the thread on the server and here; the graph keeps its memory. */
  reset(): Promise<void>;
  dispose(): void;
}

export function createSmartGraph({ api, graphId }: SmartGraphDeps): SmartGraph {
  const thread = signal<SmartThreadState>({ status: 'loading' }, { name: 'smartGraph.thread' });
  const charts = signal<readonly SmartChart[]>([], { name: 'smartGraph.charts' });
  const resetting = signal(false, { name: 'smartGraph.resetting' });
  const resetError = signal<Error | null>(null, { name: 'smartGraph.resetError' });
  /** The image of the question being sent: createChat sends a prompt only. */
  let attached: File | undefined;
  const newChat = () =>
    createChat({
      api,
      send: (prompt, abort) =>
        api.call('graphs.smartRun', {
          body: { graphQueryPrompt: prompt, graphId, ...(attached ? { openai_file_upload: attached } : {}) },
          signal: abort,
        }),
    });
  const chat = signal<Chat>(newChat(), { name: 'smartGraph.chat' });
  const memory = computed(() => (thread.value.status === 'ready' ? thread.value.memory : null));

  async function readCharts(): Promise<void> {
    const threadId = memory.peek()?.threadId;
    if (!threadId) return;
    charts.value = await api
      .call('eddie.smartCharts', { params: { threadId } })
      .then((answer) => answer.charts)
      .catch(() => []);
  }

  return {
    thread,
    chat,
    charts,
    resetting,
    resetError,
    async load() {
      thread.value = { status: 'loading' };
      try {
        const { graphMemoryObject } = await api.call('graphs.smartCreate', { body: { graphId } });
        const { messages } = await api.call('graphs.smartMessages', { body: { graphId } });
        thread.value = { status: 'ready', memory: graphMemoryObject, history: messages };
      } catch (error) {
        thread.value = { status: 'error', error: asError(error) };
        return;
      }
      await readCharts();
    },
    async ask(prompt, image) {
      attached = image;
      // The chat calls `send` before its first await, so the image is read for this question and no other.
      const asking = chat.peek().ask(prompt);
      attached = undefined;
      await asking;
      await readCharts();
    },
    async reset() {
      resetting.value = true;
      resetError.value = null;
      try {
        const { messages } = await api.call('graphs.smartResetThread', { body: { graphId } });
        chat.peek().stop();
        chat.value = newChat();
        const current = memory.peek();
        if (current) thread.value = { status: 'ready', memory: current, history: messages };
        charts.value = [];
      } catch (error) {
        resetError.value = asError(error);
      } finally {
        resetting.value = false;
      }
    },
    dispose() {
      chat.peek().stop();
    },
  };
}

/** The learner's own saved graphs (their explore library's first page), which Smart Graph offers to open. */
export function createOwnGraphs(api: Pick<ApiClient, 'call'>, user: ReadonlySignal<User>) {
  return createLearnerData({
    name: 'smartGraph.ownGraphs',
    user,
    read: ({ username }, signal) =>
      api.call('graphs.list', { query: { pageNo: 0, graph_dimension: 'explore_library', username }, signal }),
  });
}
