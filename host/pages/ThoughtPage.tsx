import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../src/api/errors.ts';
import type { StoredState } from '../../src/contract/endpoints/states.ts';
import { openSavedState } from '../../src/kit/saved-states.ts';
import { initialiseOnly } from '../guards.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { Workspace } from '../workspace/Workspace.tsx';

/**
 * Spec 1 §2 route /thought/{id} (public): a saved state is opened before entering — its thought searched again and
 * its graph drawn — and the workspace shows it. An unknown state is the not-found page.
 */
export async function thoughtLoader({ params, request }: LoaderFunctionArgs): Promise<StoredState> {
  await initialiseOnly();
  try {
    return await openSavedState(params['id'] ?? '', request.signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export function ThoughtPage() {
  const saved = useLoaderData<typeof thoughtLoader>();
  useDocumentTitle(saved.state.thought.label ?? saved.state.thought.word);
  return <Workspace />;
}
