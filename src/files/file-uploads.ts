// The learner's files (issue 15 "File Upload"): the list of what they uploaded (GET /files), and uploads into it
// (POST /file) with their progress. A file of a type not taken, or too large, is refused before it is sent, with the
// limits the server holds it to; a failed upload says why and can be sent again; nothing already listed is touched.
// Framework-free; the page's instance is src/kit/files.ts.
import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import { UPLOAD_TYPES, type StoredFile, type UploadKind } from '../contract/uploads.ts';
import type { User } from '../contract/user.ts';
import { acceptedTypes, uploadProblem, type UploadProblem } from '../notes/upload-check.ts';
import { createLearnerData, type LearnerDataState } from '../session/learner-data.ts';

export type UploadItem =
  | { readonly id: number; readonly name: string; readonly status: 'refused'; readonly problem: UploadProblem }
  | {
      readonly id: number;
      readonly name: string;
      readonly status: 'uploading';
      /** Bytes sent, and the body's size (0 while unknown). */
      readonly sent: number;
      readonly total: number;
    }
  | {
      readonly id: number;
      readonly name: string;
      readonly status: 'failed';
      /** The learner stopped it; otherwise `message` says why it failed. */
      readonly cancelled: boolean;
      readonly message: string;
    }
  | { readonly id: number; readonly name: string; readonly status: 'done'; readonly file: StoredFile };

/** Sends one file (POST /file), reporting the bytes sent; rejects with the ApiError. */
export type SendFile = (
  file: File,
  onProgress: (sent: number, total: number) => void,
  signal: AbortSignal,
) => Promise<StoredFile>;

export interface FileUploadsDeps {
  readonly api: Pick<ApiClient, 'call'>;
  readonly user: ReadonlySignal<User>;
  readonly send: SendFile;
}

export interface FileUploads {
  readonly signals: {
    /** The learner's files, newest first. */
    readonly files: ReadonlySignal<LearnerDataState<readonly StoredFile[]>>;
    /** This page's uploads, newest first: refused, under way, failed or done. */
    readonly uploads: ReadonlySignal<readonly UploadItem[]>;
  };
  readonly actions: {
    need(): () => void;
    reload(): void;
    /** Checks and sends each file; `video` says whether the learner's role may upload video (spec 1 §6). */
    add(files: readonly File[], rules: { readonly video: boolean }): void;
    /** Sends a failed upload again. */
    retry(id: number): void;
    /** Stops an upload under way; it fails, and can be sent again. */
    cancel(id: number): void;
    /** Forgets a finished, refused or failed upload from the list of this page's uploads. */
    dismiss(id: number): void;
  };
  dispose(): void;
}

/** Every type a learner may upload, for the file picker and the wrong-type message. */
export function uploadableTypes({ video }: { readonly video: boolean }): readonly string[] {
  return (Object.keys(UPLOAD_TYPES) as UploadKind[]).flatMap((kind) => acceptedTypes(kind, { video }));
}

/** A file's kind by its type, or why it is refused. */
export function checkFile(file: Pick<File, 'size' | 'type'>, rules: { readonly video: boolean }): UploadProblem | null {
  const kind: UploadKind = UPLOAD_TYPES.image.includes(file.type) ? 'image' : 'recording';
  const problem = uploadProblem(file, kind, acceptedTypes(kind, rules));
  return problem?.problem === 'wrongType' ? { problem: 'wrongType', types: uploadableTypes(rules) } : problem;
}

export function createFileUploads({ api, user, send }: FileUploadsDeps): FileUploads {
  const files = createLearnerData<readonly StoredFile[]>({
    name: 'files.list',
    user,
    read: (_user, signal) => api.call('file.list', { signal }),
  });
  const uploads = signal<readonly UploadItem[]>([], { name: 'files.uploads' });
  // What a failed upload needs to be sent again, and how to stop one under way.
  const held = new Map<number, { file: File; controller?: AbortController }>();
  let nextId = 1;

  const put = (item: UploadItem) => {
    uploads.value = uploads.peek().map((each) => (each.id === item.id ? item : each));
  };

  async function upload(id: number, file: File): Promise<void> {
    const controller = new AbortController();
    held.set(id, { file, controller });
    put({ id, name: file.name, status: 'uploading', sent: 0, total: file.size });
    try {
      const stored = await send(
        file,
        (sent, total) => put({ id, name: file.name, status: 'uploading', sent, total: total || file.size }),
        controller.signal,
      );
      held.delete(id);
      batch(() => {
        put({ id, name: file.name, status: 'done', file: stored });
        if (files.state.peek().status === 'ready') files.update((list) => [stored, ...list]);
      });
    } catch (error) {
      held.set(id, { file });
      const message = error instanceof Error ? error.message : String(error);
      put({ id, name: file.name, status: 'failed', cancelled: controller.signal.aborted, message });
    }
  }

  return {
    signals: { files: files.state, uploads },
    actions: {
      need: files.need,
      reload: files.reload,
      add(chosen, rules) {
        const fresh: UploadItem[] = [];
        const toSend: [number, File][] = [];
        for (const file of chosen) {
          const id = nextId++;
          const problem = checkFile(file, rules);
          if (problem) fresh.push({ id, name: file.name, status: 'refused', problem });
          else {
            fresh.push({ id, name: file.name, status: 'uploading', sent: 0, total: file.size });
            toSend.push([id, file]);
          }
        }
        uploads.value = [...fresh.reverse(), ...uploads.peek()];
        for (const [id, file] of toSend) void upload(id, file);
      },
      retry(id) {
        const kept = held.get(id);
        if (kept && !kept.controller) void upload(id, kept.file);
      },
      cancel(id) {
        held.get(id)?.controller?.abort();
      },
      dismiss(id) {
        if (held.get(id)?.controller) return;
        held.delete(id);
        uploads.value = uploads.peek().filter((item) => item.id !== id);
      },
    },
    dispose() {
      for (const { controller } of held.values()) controller?.abort();
      files.dispose();
    },
  };
}
