import { useEffect, useId, useRef, useState } from 'react';
import type { ApiClient } from '../../src/api/client.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { exportText, type ExportFormat } from '../../src/library/my-data-export.ts';
import { FormFailure } from '../auth/fields.tsx';
import { serverMessage } from '../auth/use-auth-form.ts';
import './user-menu.css';

const FILE_TYPES = {
  markdown: { extension: 'md', type: 'text/markdown;charset=utf-8' },
  json: { extension: 'json', type: 'application/json;charset=utf-8' },
  mongo: { extension: 'mongo.json', type: 'application/json;charset=utf-8' },
} as const satisfies Record<ExportFormat, { extension: string; type: string }>;

/** `thoughtkit-<username>-<yyyy-mm-dd>.<ext>`, dated in the learner's own time zone: the day they downloaded it. */
export function exportFileName(username: string, format: ExportFormat, day: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  const date = `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`;
  return ['thoughtkit', username, date].filter(Boolean).join('-') + `.${FILE_TYPES[format].extension}`;
}

// The browser may read the object URL after click() returns (it starts the download on its own time); a minute
// is far more than it needs, and the Blob is freed after.
const REVOKE_AFTER_MS = 60_000;

/** Saves text as a file the browser downloads: a Blob, its object URL and a temporary <a download>. */
function saveFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}

export interface ExportMyDataState {
  /** The format being fetched, or null. */
  readonly busy: ExportFormat | null;
  /** Why the last download failed, in the learner's language; '' when it did not. */
  readonly failure: string;
  /** The file name of the last download, for the status line; '' before one. */
  readonly saved: string;
  readonly download: (format: ExportFormat) => Promise<void>;
  /** Forgets the last outcome (the menu opens afresh). */
  readonly reset: () => void;
}

/**
 * "Export my data" for the user menu. It lives with the menu's button, not in the menu's popup, so closing the
 * popup does not stop a download the learner asked for; signing out (the menu goes away) does.
 */
export function useExportMyData(api: ApiClient, username: string): ExportMyDataState {
  const t = useT();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failure, setFailure] = useState('');
  const [saved, setSaved] = useState('');
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const download = async (format: ExportFormat) => {
    if (controllerRef.current) return;
    const controller = new AbortController();
    controllerRef.current = controller;
    setBusy(format);
    setFailure('');
    setSaved('');
    try {
      const text = await exportText(api, format, username, controller.signal);
      const name = exportFileName(username, format, new Date());
      saveFile(name, text, FILE_TYPES[format].type);
      setSaved(name);
    } catch (error) {
      if (controller.signal.aborted) return;
      setFailure(t('host.exportFailed', { reason: serverMessage(error) }));
    } finally {
      controllerRef.current = null;
      if (!controller.signal.aborted) setBusy(null);
    }
  };

  const reset = () => {
    setFailure('');
    setSaved('');
  };

  return { busy, failure, saved, download, reset };
}

/** The menu's "Export my data" group: a download button per format, busy while its answer comes, and what happened. */
export function ExportMyData({ state }: { state: ExportMyDataState }) {
  const t = useT();
  const labelId = useId();
  const buttons = {
    markdown: useRef<HTMLButtonElement>(null),
    json: useRef<HTMLButtonElement>(null),
    mongo: useRef<HTMLButtonElement>(null),
  };
  const pressed = useRef<ExportFormat | null>(null);

  // Where a browser applies the focus fixup rule, a disabled button loses the focus to the page: when the download
  // ends, the keyboard is put back on the button it left.
  useEffect(() => {
    if (state.busy !== null || pressed.current === null) return;
    const button = buttons[pressed.current].current;
    pressed.current = null;
    if (document.activeElement === null || document.activeElement === document.body) button?.focus();
  });

  const button = (format: ExportFormat, label: string) => (
    <button
      ref={buttons[format]}
      type="button"
      className="tj-button tj-export-button"
      disabled={state.busy !== null}
      aria-busy={state.busy === format}
      onClick={() => {
        pressed.current = format;
        void state.download(format);
      }}
    >
      {state.busy === format && <span className="tj-spinner" aria-hidden="true" />}
      <span>{label}</span>
      {state.busy === format && <span className="tj-visually-hidden">{t('host.exportWorking')}</span>}
    </button>
  );

  return (
    <div className="tj-user-menu-export" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="tj-user-menu-export-label">
        {t('host.exportHeading')}
      </p>
      {button('markdown', t('host.exportMarkdown'))}
      {button('json', t('host.exportJson'))}
      {button('mongo', t('host.exportMongo'))}
      <FormFailure message={state.failure} />
      <p className="tj-visually-hidden" role="status">
        {state.saved && t('host.exportSaved', { file: state.saved })}
      </p>
    </div>
  );
}
