import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { allows, gates, userAbilities } from '../../src/abilities/abilities.ts';
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
 * both, so nothing tells another learner that the room exists). A role without Eddie is told so by Eddie's own
 * "not available for your role", with no room opened.
 */
export async function threadLoader({ params }: LoaderFunctionArgs): Promise<EddieExchange | null> {
  await requireSignIn();
  if (!allows(userAbilities.value, gates.askEddie)) return null;
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
  const title = room ? t('host.threadTitle', { prompt: room.prompt }) : t('eddie.title');
  useDocumentTitle(title);
  return (
    <div className="tj-page tj-thread">
      <h1 className="tj-visually-hidden">{title}</h1>
      <WidgetElement name="eddie" />
    </div>
  );
}
