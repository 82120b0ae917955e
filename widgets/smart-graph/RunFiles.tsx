import { useEffect, useMemo } from 'react';
import type { SmartMessage } from '../../src/contract/smart-graph.ts';
import { SMART_FILE_WINDOW_MS } from '../../src/contract/smart-graph.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { kitApi } from '../../src/kit/api.ts';
import { useValue } from '../../src/react/use-value.ts';
import { createSmartFiles, type SmartFileWindow } from '../../src/smart-graph/smart-files.ts';

const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/**
 * The images sent with the thread's questions, each kept as its asker's file: "Get download link" opens its download
 * window, whose links are withdrawn after SMART_FILE_WINDOW_MS (spec 2 §7.3); getting one again opens a new window.
 */
export function RunFiles({ filed }: { filed: readonly SmartMessage[] }) {
  const t = useT();
  const files = useMemo(() => createSmartFiles({ api: kitApi }), []);
  const windows = useValue(files.windows);
  useEffect(() => () => files.dispose(), [files]);
  if (filed.length === 0) return null;
  return (
    <section className="run-files" part="files" aria-label={t('smart-graph.files')}>
      <h3>{t('smart-graph.files')}</h3>
      <ul>
        {filed.map((message) => {
          const fileId = message.fileId ?? '';
          return (
            <li key={message._id}>
              <p className="asked">{t('smart-graph.fileOf', { question: message.content })}</p>
              <FileWindow window={windows.get(fileId)} onOpen={() => void files.open(fileId)} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function FileWindow({ window, onOpen }: { window: SmartFileWindow | undefined; onOpen: () => void }) {
  const t = useT();
  if (window?.status === 'open') {
    return (
      <>
        <ul className="file-links">
          {window.links.map((link) => (
            <li key={link.href}>
              <a part="file-link" href={link.href} download={link.name}>
                {t('smart-graph.download', { name: link.name, kilobytes: kilobytes(link.size) })}
              </a>
            </li>
          ))}
        </ul>
        <p className="hint" role="status">
          {t('smart-graph.linkCloses', { seconds: SMART_FILE_WINDOW_MS / 1000 })}
        </p>
      </>
    );
  }
  return (
    <>
      <button
        type="button"
        className="lookup-link"
        part="open-file"
        disabled={window?.status === 'opening'}
        onClick={onOpen}
      >
        {t(window?.status === 'closed' ? 'smart-graph.linkAgain' : 'smart-graph.getLink')}
      </button>
      {window?.status === 'opening' && (
        <span className="hint" role="status">
          {t('smart-graph.linkOpening')}
        </span>
      )}
      {window?.status === 'closed' && (
        <span className="hint" role="status">
          {t('smart-graph.linkClosed')}
        </span>
      )}
      {window?.status === 'error' && (
        <p className="tj-message" part="error" role="alert">
          {t('smart-graph.fileFailed', { message: window.error.message })}
        </p>
      )}
    </>
  );
}
