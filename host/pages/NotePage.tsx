import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../src/api/errors.ts';
import type { Note } from '../../src/contract/notes.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { notes } from '../../src/kit/notes.ts';
import { noteTitle } from '../../src/notes/note-title.ts';
import { requireSignIn } from '../guards.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { WidgetElement } from '../workspace/WidgetElement.tsx';

/**
 * Spec 1 §2 route /note/{id}: the note is loaded before entering (and opened in the notes core the Editor shows). A
 * note that is not the learner's, or no note at all, is the not-found page.
 */
export async function noteLoader({ params }: LoaderFunctionArgs): Promise<Note> {
  await requireSignIn();
  try {
    return await notes.actions.openById(params['id'] ?? '');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export function NotePage() {
  const t = useT();
  const note = useLoaderData<typeof noteLoader>();
  const title = noteTitle(note) ?? t('host.untitledNote');
  useDocumentTitle(t('host.noteTitle', { title }));
  return (
    <div className="tj-page">
      <h1 className="tj-visually-hidden">{t('host.noteTitle', { title })}</h1>
      <WidgetElement name="editor" />
    </div>
  );
}
