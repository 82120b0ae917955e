import { useEffect, useId, useState, type DragEvent } from 'react';
import { abilities, allows, gates } from '../../src/abilities/abilities.ts';
import { MAX_UPLOAD_BYTES, type StoredFile } from '../../src/contract/uploads.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { LearnerDataView } from '../../src/elements/LearnerDataView.tsx';
import type { Translate } from '../../src/i18n/use-t.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { kitApiOptions } from '../../src/kit/api.ts';
import { fileUploads } from '../../src/kit/files.ts';
import { useValue } from '../../src/react/use-value.ts';
import { uploadableTypes, type UploadItem } from '../../src/files/file-uploads.ts';

export const fileUploadAttributes = {};

const { signals, actions } = fileUploads;

/** The host's page of a file (spec 1 §2 route /file/{fileId}), on the server that serves the kit. */
const filePage = (file: StoredFile) => new URL(`/file/${encodeURIComponent(file.fileId)}`, kitApiOptions.baseUrl).href;

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(bytes < 1024 * 1024 ? 2 : 1);

function itemText(t: Translate, item: UploadItem): string {
  switch (item.status) {
    case 'refused':
      return item.problem.problem === 'tooLarge'
        ? t('file-upload.tooLarge', { name: item.name, max: item.problem.maxMegabytes })
        : t('file-upload.wrongType', { name: item.name, types: item.problem.types.join(', ') });
    case 'uploading':
      return t('file-upload.uploading', { name: item.name });
    case 'failed':
      return item.cancelled
        ? t('file-upload.cancelled', { name: item.name })
        : t('file-upload.failed', { name: item.name, message: item.message });
    case 'done':
      return t('file-upload.done', { name: item.name });
  }
}

function Upload({ item }: { item: UploadItem }) {
  const t = useT();
  const percent = item.status === 'uploading' && item.total > 0 ? Math.round((item.sent / item.total) * 100) : 0;
  const alert = item.status === 'refused' || (item.status === 'failed' && !item.cancelled);
  return (
    <li className="upload" part="upload" data-status={item.status}>
      <p role={alert ? 'alert' : undefined}>{itemText(t, item)}</p>
      {item.status === 'uploading' && (
        <progress part="progress" max={100} value={percent} aria-label={t('file-upload.progress', { name: item.name })}>
          {percent}%
        </progress>
      )}
      <div className="upload-actions">
        {item.status === 'uploading' && (
          <button type="button" className="lookup-link" part="cancel" onClick={() => actions.cancel(item.id)}>
            {t('file-upload.cancel')}
          </button>
        )}
        {item.status === 'failed' && (
          <button type="button" className="lookup-button" part="retry-upload" onClick={() => actions.retry(item.id)}>
            {t('file-upload.retry')}
          </button>
        )}
        {item.status !== 'uploading' && (
          <button
            type="button"
            className="lookup-link"
            part="dismiss"
            aria-label={t('file-upload.dismissNamed', { name: item.name })}
            onClick={() => actions.dismiss(item.id)}
          >
            {t('file-upload.dismiss')}
          </button>
        )}
      </div>
    </li>
  );
}

function StoredFiles({ files }: { files: readonly StoredFile[] }) {
  const t = useT();
  if (files.length === 0) {
    return (
      <p className="tj-message" part="empty">
        {t('file-upload.empty')}
      </p>
    );
  }
  return (
    <ul className="files" part="files" aria-label={t('file-upload.yourFiles')}>
      {files.map((file) => (
        <li key={file.fileId} className="file" part="file">
          <a href={filePage(file)} target="_blank" rel="noopener" part="file-link">
            {file.name}
          </a>
          <span className="meta">{t('file-upload.meta', { type: file.type, size: megabytes(file.size) })}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * File Upload: uploads files into the learner's files (POST /file) with the progress of each, and lists their files
 * (GET /files), each linking its page /file/{fileId}. A file of a type not taken or too large is refused before it is
 * sent; a failed upload says why and can be sent again; a guest is asked to sign in.
 */
export function FileUpload(_props: WidgetProps<typeof fileUploadAttributes>) {
  const t = useT();
  const id = useId();
  const ability = useValue(abilities);
  const files = useValue(signals.files);
  const uploads = useValue(signals.uploads);
  const [over, setOver] = useState(false);
  useEffect(() => actions.need(), []);

  const rules = { video: allows(ability, gates.uploadVideo) };
  const types = uploadableTypes(rules);
  const add = (chosen: FileList | null) => {
    if (chosen && chosen.length > 0) actions.add([...chosen], rules);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    add(event.dataTransfer.files);
  };

  return (
    <section className="file-upload">
      {files.status !== 'guest' && (
        <div
          className="drop"
          part="drop"
          data-over={over}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
        >
          <label htmlFor={`${id}-file`} part="label">
            {t('file-upload.choose')}
          </label>
          <input
            id={`${id}-file`}
            part="input"
            type="file"
            multiple
            accept={types.join(',')}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              add(event.target.files);
              event.target.value = '';
            }}
          />
          <p id={`${id}-hint`} className="hint" part="hint">
            {t('file-upload.hint', {
              types: types.join(', '),
              imageMax: MAX_UPLOAD_BYTES.image / (1024 * 1024),
              recordingMax: MAX_UPLOAD_BYTES.recording / (1024 * 1024),
            })}
          </p>
        </div>
      )}
      {uploads.length > 0 && (
        <ul className="uploads" part="uploads" aria-label={t('file-upload.uploads')} aria-live="polite">
          {uploads.map((item) => (
            <Upload key={item.id} item={item} />
          ))}
        </ul>
      )}
      <h3 className="heading" part="heading">
        {t('file-upload.yourFiles')}
      </h3>
      <LearnerDataView
        state={files}
        messages={{ signIn: 'file-upload.signIn', loading: 'file-upload.loading', failed: 'file-upload.loadFailed' }}
        onRetry={actions.reload}
      >
        {(list) => <StoredFiles files={list} />}
      </LearnerDataView>
    </section>
  );
}
