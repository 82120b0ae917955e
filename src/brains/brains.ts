// The brains core (spec 2 §7.3 /eddie/vector/*, §7.8 /brains): the learner's brains, training one on documents with
// progress, how many documents each holds, connecting and disconnecting them, and asking one. Framework-free; Brain
// Library and Document Chat render it (widgets/brain-library, widgets/document-chat).
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import { BRAIN_FILE_EXTENSIONS, MAX_BRAIN_FILE_BYTES, type Brain } from '../contract/brains.ts';
import type { User } from '../contract/user.ts';
import { createLearnerData, type LearnerData } from '../session/learner-data.ts';

/** Training in progress: which document of how many, or the end with what each upload said. */
export interface Training {
  readonly namespace: string;
  readonly total: number;
  /** Documents the server has finished with. */
  readonly done: number;
  /** The document being sent now; null once all are done. */
  readonly current: string | null;
  /** What the server said of each document (its message, or why it refused it), in order. */
  readonly results: readonly TrainingResult[];
}

export interface TrainingResult {
  readonly file: string;
  readonly ok: boolean;
  readonly message: string;
}

/** Why a document is refused before it is sent: its kind or its size (the server checks the same). */
export type FileProblem = 'wrongType' | 'tooLarge' | 'empty';

export function fileProblem(file: Pick<File, 'name' | 'size'>): FileProblem | null {
  const name = file.name.toLowerCase();
  if (!BRAIN_FILE_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_BRAIN_FILE_BYTES) return 'tooLarge';
  return null;
}

export interface BrainsDeps {
  readonly api: Pick<ApiClient, 'call'>;
  readonly user: ReadonlySignal<User>;
  /** The words of a refusal made here, before sending (the learner's language). */
  readonly describeProblem: (problem: FileProblem, file: string) => string;
}

export interface Brains {
  /** The learner's brains, read while a widget needs them. */
  readonly list: LearnerData<readonly Brain[]>;
  /** Documents per brain, as POST /eddie/vector-store/files-count answers (by vectorStoreId). */
  readonly counts: ReadonlySignal<Readonly<Record<string, number>>>;
  readonly training: ReadonlySignal<Training | null>;
  readonly actions: {
    /** Trains the namespace's brain on each document in turn; the list is read again afterwards. */
    train(files: readonly File[], namespace: string): Promise<Training>;
    /** Reads how many documents a brain holds. */
    countFiles(vectorStoreId: string): Promise<number>;
    /** Connects or disconnects a brain; the list shows the server's answer. */
    setConnected(vectorStoreId: string, connect: boolean): Promise<readonly string[]>;
    /** Asks a brain by its namespace: the answer's markdown (one piece: the spec reads it as text). */
    ask(prompt: string, namespace: string, signal: AbortSignal): Promise<AsyncIterable<string>>;
  };
  dispose(): void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createBrains({ api, user, describeProblem }: BrainsDeps): Brains {
  const counts = signal<Readonly<Record<string, number>>>({}, { name: 'brains.counts' });
  const training = signal<Training | null>(null, { name: 'brains.training' });
  const list = createLearnerData<readonly Brain[]>({
    name: 'brains.list',
    user,
    read: (_learner, signal) => api.call('brains.list', { signal }),
  });

  async function countFiles(vectorStoreId: string) {
    const { file } = await api.call('eddie.vectorStoreFilesCount', { body: { id: vectorStoreId } });
    const count = typeof file === 'number' ? file : 0;
    counts.value = { ...counts.peek(), [vectorStoreId]: count };
    return count;
  }

  return {
    list,
    counts,
    training,
    actions: {
      async train(files, namespace) {
        let state: Training = { namespace, total: files.length, done: 0, current: null, results: [] };
        const set = (change: Partial<Training>) => {
          state = { ...state, ...change };
          training.value = state;
        };
        for (const file of files) {
          set({ current: file.name });
          const problem = fileProblem(file);
          let result: TrainingResult;
          if (problem) {
            result = { file: file.name, ok: false, message: describeProblem(problem, file.name) };
          } else {
            try {
              const message = await api.call('eddie.vectorUpdate', { body: { train_file: file, namespace } });
              result = { file: file.name, ok: true, message };
            } catch (error) {
              result = { file: file.name, ok: false, message: messageOf(error) };
            }
          }
          set({ done: state.done + 1, results: [...state.results, result] });
        }
        set({ current: null });
        // Read again in place: a reload would show the busy state, and take the form the learner is using with it.
        const fresh = await api.call('brains.list').catch(() => null);
        if (fresh) list.update(() => fresh);
        else list.reload();
        return state;
      },
      countFiles,
      async setConnected(vectorStoreId, connect) {
        const action = connect ? 'connect' : 'disconnect';
        const { brains } = await api.call('userProfiles.brains', { params: { action }, body: { vectorStoreId } });
        list.update((all) => all.map((brain) => ({ ...brain, connected: brains.includes(brain.vectorStoreId) })));
        return brains;
      },
      async ask(prompt, namespace, signal) {
        // The answer is read as text (spec 2 §7.3): it arrives whole, as the chat's one piece.
        const answer = await api.call('eddie.vectorAsk', { body: { prompt, namespace }, signal });
        return (async function* () {
          yield answer;
        })();
      },
    },
    dispose: () => list.dispose(),
  };
}
