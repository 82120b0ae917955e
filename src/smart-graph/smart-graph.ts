// The smart graph core (spec 1 §3 Saved graph memory_id; spec 2 §7.3 smart-messages, smart-run, smart-charts, §7.4
// /g6graph/smart/*): one saved graph's own thread — its memory opened (made on first use), the thread's earlier
// messages, questions answered as a stream grounded in the graph (an image may go with one), the charts of the
// thread's answers, and reset. The thread is reached by its graph (the /g6graph/smart/* calls), or by its own id (a
// graph's memory_id, e.g. given to a partner page) through Eddie's smart-thread calls, which cannot reset it.
// Framework-free; the Smart Graph widget renders it (widgets/smart-graph).
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import { createChat, type Chat } from '../chat/chat.ts';
import type { SmartChart, SmartMessage, SmartMessages } from '../contract/smart-graph.ts';
import type { User } from '../contract/user.ts';
import { asError, createLearnerData } from '../session/learner-data.ts';

/**
 * The thread as read: loading, what failed, or its id (the graph's memory_id, which also names its vector store) and
 * its messages before this session, oldest first.
 */
export type SmartThreadState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: Error }
  | { readonly status: 'ready'; readonly threadId: string; readonly history: readonly SmartMessage[] };

export type SmartGraphDeps = { readonly api: Pick<ApiClient, 'call'> } & (
  | {
      /** The saved graph whose thread this is. */
      readonly graphId: string;
    }
  | {
      /** The thread itself, by its id (a graph's memory_id): its graph is not known here, so it cannot be reset. */
      readonly threadId: string;
    }
);

export interface SmartGraph {
  readonly thread: ReadonlySignal<SmartThreadState>;
  /** This session's questions and answers (after the history); a new conversation once the thread is reset. */
  readonly chat: ReadonlySignal<Chat>;
  /** Numeric series of the thread's answers; none when they cannot be read (spec 2 §8: charts fail silently). */
  readonly charts: ReadonlySignal<readonly SmartChart[]>;
  /** The thread's questions that came with an image, kept as the asker's file (fileId), oldest first. */
  readonly filed: ReadonlySignal<readonly SmartMessage[]>;
  /** True while the thread is being reset. */
  readonly resetting: ReadonlySignal<boolean>;
  /** What reset last failed with; null once the next reset starts. */
  readonly resetError: ReadonlySignal<Error | null>;
  /** Whether reset is offered: a thread reached by its graph. */
  readonly canReset: boolean;
  /** Opens the graph's memory and reads its thread and charts (again after a failure). */
  load(): Promise<void>;
  /** Asks a question about the graph, with an image if one is attached; the charts follow the answer. */
  ask(prompt: string, image?: File): Promise<void>;
  /** Empties the thread on the server and here; the graph keeps its memory. */
  reset(): Promise<void>;
  dispose(): void;
}

export function createSmartGraph(deps: SmartGraphDeps): SmartGraph {
  const { api } = deps;
  const graphId = 'graphId' in deps ? deps.graphId : undefined;
  const givenThread = 'threadId' in deps ? deps.threadId : '';
  const thread = signal<SmartThreadState>({ status: 'loading' }, { name: 'smartGraph.thread' });
  const charts = signal<readonly SmartChart[]>([], { name: 'smartGraph.charts' });
  const filed = signal<readonly SmartMessage[]>([], { name: 'smartGraph.filed' });
  const fileQuestions = (messages: readonly SmartMessage[]) => messages.filter(({ fileId }) => fileId !== undefined);
  const resetting = signal(false, { name: 'smartGraph.resetting' });
  const resetError = signal<Error | null>(null, { name: 'smartGraph.resetError' });
  /** The image of the question being sent: createChat sends a prompt only. */
  let attached: File | undefined;
  const newChat = () =>
    createChat({
      api,
      send(prompt, abort) {
        const image = attached ? { openai_file_upload: attached } : {};
        if (graphId !== undefined) {
          return api.call('graphs.smartRun', { body: { graphQueryPrompt: prompt, graphId, ...image }, signal: abort });
        }
        // The thread's one assistant is its graph's own: named by leaving assistantId empty.
        const threadId = openThread.peek() ?? '';
        return api.call('eddie.smartRun', {
          body: { userPrompt: prompt, assistantId: '', threadId, ...image },
          signal: abort,
        });
      },
    });
  const chat = signal<Chat>(newChat(), { name: 'smartGraph.chat' });
  const openThread = computed(() => (thread.value.status === 'ready' ? thread.value.threadId : null));

  /** The thread's messages, read by its graph or by its own id. */
  async function readThread(): Promise<SmartMessages> {
    if (graphId === undefined) return api.call('eddie.smartMessages', { body: { threadId: givenThread } });
    const { graphMemoryObject } = await api.call('graphs.smartCreate', { body: { graphId } });
    const read = await api.call('graphs.smartMessages', { body: { graphId } });
    return { ...read, threadId: graphMemoryObject.threadId };
  }

  async function readCharts(): Promise<void> {
    const threadId = openThread.peek();
    if (!threadId) return;
    charts.value = await api
      .call('eddie.smartCharts', { params: { threadId } })
      .then((answer) => answer.charts)
      .catch(() => []);
  }

  /**
   * The questions with a file, as the server keeps them now (this session's included); left as they are when the
   * thread cannot be read. The conversation shown is not touched: the answer just given stays this session's turn.
   */
  async function rereadFiles(): Promise<void> {
    try {
      filed.value = fileQuestions((await readThread()).messages);
    } catch {
      // The answer is already shown; only the link to the image's file waits for the next read.
    }
  }

  return {
    thread,
    chat,
    charts,
    filed,
    resetting,
    resetError,
    canReset: graphId !== undefined,
    async load() {
      thread.value = { status: 'loading' };
      try {
        const { threadId, messages } = await readThread();
        thread.value = { status: 'ready', threadId, history: messages };
        filed.value = fileQuestions(messages);
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
      // The thread now keeps the image as the asker's file: read again, its question names the file.
      if (image && chat.peek().turns.peek().at(-1)?.status === 'done') await rereadFiles();
      await readCharts();
    },
    async reset() {
      if (graphId === undefined) return;
      resetting.value = true;
      resetError.value = null;
      try {
        const { messages } = await api.call('graphs.smartResetThread', { body: { graphId } });
        chat.peek().stop();
        chat.value = newChat();
        const threadId = openThread.peek();
        if (threadId) thread.value = { status: 'ready', threadId, history: messages };
        charts.value = [];
        filed.value = [];
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
