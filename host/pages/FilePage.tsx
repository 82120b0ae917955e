import { useEffect } from 'react';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../src/api/errors.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { learnerFile } from '../../src/kit/files.ts';
import { requireSignIn } from '../guards.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';

interface LoadedFile {
  readonly fileId: string;
  readonly url: string;
  readonly type: string;
}

/**
 * Spec 1 §2 route /file/{fileId}, "fetch a file": one of the learner's uploaded files (an image or recording note's),
 * read with their token. A file that is not theirs, or no file at all, is the not-found page.
 */
export async function fileLoader({ params, request }: LoaderFunctionArgs): Promise<LoadedFile> {
  await requireSignIn();
  const fileId = params['fileId'] ?? '';
  try {
    const blob = await learnerFile(fileId, request.signal);
    return { fileId, url: URL.createObjectURL(blob), type: blob.type };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
}

function Shown({ file, label }: { file: LoadedFile; label: string }) {
  if (file.type.startsWith('image/')) return <img className="tj-file-media" src={file.url} alt={label} />;
  if (file.type.startsWith('video/'))
    return <video className="tj-file-media" src={file.url} controls aria-label={label} />;
  if (file.type.startsWith('audio/')) return <audio src={file.url} controls aria-label={label} />;
  return null;
}

export function FilePage() {
  const t = useT();
  const file = useLoaderData<typeof fileLoader>();
  const title = t('host.file.title', { id: file.fileId });
  useDocumentTitle(title);
  // The file's bytes live as long as the page shows them.
  useEffect(() => () => URL.revokeObjectURL(file.url), [file.url]);
  return (
    <div className="tj-page">
      <h1>{title}</h1>
      <Shown file={file} label={title} />
      <p>
        <a href={file.url} download={file.fileId}>
          {t('host.file.download')}
        </a>
      </p>
    </div>
  );
}
