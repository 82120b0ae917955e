import { useEffect, useState } from 'react';
import type { NoteType } from '../../src/contract/notes.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { notes } from '../../src/kit/notes.ts';

/** Only web addresses are shown as links or sources; anything else (javascript:, data:) is not. */
function webAddress(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

type Source =
  { status: 'none' } | { status: 'loading' } | { status: 'ready'; src: string } | { status: 'error'; message: string };

/** Where to show a note's file from: an uploaded file is read with the learner's token (GET /file/{fileId}). */
function useSource(noteUrl: string): Source {
  const [found, setFound] = useState<{ readonly noteUrl: string; readonly source: Source } | null>(null);
  useEffect(() => {
    if (noteUrl.trim() === '') return undefined;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    const settle = (source: Source) => {
      if (!controller.signal.aborted) setFound({ noteUrl, source });
    };
    notes.actions.readFile(noteUrl, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        if (blob === null) {
          const address = webAddress(noteUrl);
          settle(address ? { status: 'ready', src: address } : { status: 'none' });
          return;
        }
        objectUrl = URL.createObjectURL(blob);
        settle({ status: 'ready', src: objectUrl });
      },
      (error: unknown) => settle({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [noteUrl]);
  if (noteUrl.trim() === '') return { status: 'none' };
  return found?.noteUrl === noteUrl ? found.source : { status: 'loading' };
}

/** A note's image, recording or address, as the note shows it. */
export function NoteMedia({ type, noteUrl, alt }: { type: NoteType; noteUrl: string; alt: string }) {
  const t = useT();
  const source = useSource(noteUrl);
  if (source.status === 'none') return null;
  if (source.status === 'loading') {
    return (
      <p className="lookup-loading" part="media" aria-busy="true">
        <span className="lookup-spinner" aria-hidden="true" /> {t('editor.fileLoading')}
      </p>
    );
  }
  if (source.status === 'error') {
    return (
      <p className="action-error" part="media" role="alert">
        {t('editor.fileUnreadable', { message: source.message })}
      </p>
    );
  }
  switch (type) {
    case 'image':
      return <img className="media" part="media" src={source.src} alt={alt} />;
    case 'recording':
      return <video className="media" part="media" src={source.src} controls aria-label={alt} />;
    default:
      return (
        <a className="media-link" part="media" href={source.src} target="_blank" rel="noopener noreferrer">
          {t('editor.openLink')}
        </a>
      );
  }
}
