// The files of a smart graph run (spec 2 §7.3 POST /eddie/smart-file: "a file list with url; a download window closes
// after 16 seconds"): the image a question came with, kept as the asker's file. Opening its download window lists the
// files with a link to each; the links are withdrawn when the window closes, and opening it again gives new ones.
// A file's url is its API path, read with the learner's token (GET /file/{fileId}), so each link is a local copy of
// the bytes (an object URL), revoked as the window closes. Framework-free.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import { SMART_FILE_WINDOW_MS } from '../contract/smart-graph.ts';
import { asError } from '../session/learner-data.ts';

export interface SmartFileLink {
  readonly name: string;
  readonly type: string;
  readonly size: number;
  /** An object URL of the file's bytes, valid while the window is open. */
  readonly href: string;
}

export type SmartFileWindow =
  | { readonly status: 'opening' }
  | { readonly status: 'open'; readonly links: readonly SmartFileLink[] }
  | { readonly status: 'closed' }
  | { readonly status: 'error'; readonly error: Error };

export interface SmartFilesDeps {
  readonly api: Pick<ApiClient, 'call'>;
  readonly windowMs?: number;
  /** Runs `run` after `ms`; returns its cancel (src/testing/fake-time.ts moves it by hand). */
  readonly schedule?: (ms: number, run: () => void) => () => void;
  readonly linkOf?: (bytes: Blob) => string;
  readonly withdraw?: (href: string) => void;
}

export interface SmartFiles {
  /** Each opened file's download window, by the file id a question names. */
  readonly windows: ReadonlySignal<ReadonlyMap<string, SmartFileWindow>>;
  /** Opens (or opens again) a file's download window for SMART_FILE_WINDOW_MS. */
  open(fileId: string): Promise<void>;
  /** Withdraws every link. */
  dispose(): void;
}

export function createSmartFiles({
  api,
  windowMs = SMART_FILE_WINDOW_MS,
  schedule = (ms, run) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
  linkOf = (bytes) => URL.createObjectURL(bytes),
  withdraw = (href) => URL.revokeObjectURL(href),
}: SmartFilesDeps): SmartFiles {
  const windows = signal<ReadonlyMap<string, SmartFileWindow>>(new Map(), { name: 'smartGraph.files' });
  const closing = new Map<string, { cancel: () => void; links: readonly SmartFileLink[] }>();
  let disposed = false;

  const set = (fileId: string, window: SmartFileWindow) => {
    windows.value = new Map(windows.peek()).set(fileId, window);
  };
  function close(fileId: string, to: SmartFileWindow | null) {
    const open = closing.get(fileId);
    if (open) {
      open.cancel();
      for (const link of open.links) withdraw(link.href);
      closing.delete(fileId);
    }
    if (to) set(fileId, to);
  }

  return {
    windows,
    async open(fileId) {
      close(fileId, { status: 'opening' });
      try {
        const files = await api.call('eddie.smartFile', { body: { fileId } });
        const links = await Promise.all(
          files.map(async (file) => {
            const bytes = await api.call('file.get', { params: { fileId: file.fileId } });
            return { name: file.name, type: file.type, size: file.size, href: linkOf(bytes) };
          }),
        );
        if (disposed) {
          for (const link of links) withdraw(link.href);
          return;
        }
        const cancel = schedule(windowMs, () => close(fileId, { status: 'closed' }));
        closing.set(fileId, { cancel, links });
        set(fileId, { status: 'open', links });
      } catch (error) {
        if (!disposed) set(fileId, { status: 'error', error: asError(error) });
      }
    },
    dispose() {
      disposed = true;
      for (const fileId of [...closing.keys()]) close(fileId, null);
    },
  };
}
