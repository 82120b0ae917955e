import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../src/api/errors.ts';
import type { EddieExchange } from '../../src/contract/eddie.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { chatRoom } from '../../src/kit/chat-room.ts';
import { requireSignIn } from '../guards.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { WidgetElement } from '../workspace/WidgetElement.tsx';
import './thread.css';

/**
 * Spec 1 §2 route /thread/{roomId}: one of the learner's conversations with Eddie, opened before entering and continued
 * in Eddie. A room that is not the learner's, or no room at all, is the not-found page (the server answers 404 for
 * both, so nothing tells another learner that the room exists).
 */
export async function threadLoader({ params }: LoaderFunctionArgs): Promise<EddieExchange> {
  await requireSignIn();
  try {
    return await chatRoom.open(params['roomId'] ?? '');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export function ThreadPage() {
  const t = useT();
  const room = useLoaderData<typeof threadLoader>();
  const title = t('host.threadTitle', { prompt: room.prompt });
  useDocumentTitle(title);
  return (
    <div className="tj-page tj-thread">
      <h1 className="tj-visually-hidden">{title}</h1>
      <WidgetElement name="eddie" />
    </div>
  );
}
