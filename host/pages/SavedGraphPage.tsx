import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../src/api/errors.ts';
import type { StoredGraph } from '../../src/contract/graph.ts';
import { graphLibrary } from '../../src/kit/graph-library.ts';
import { requireSignIn } from '../guards.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { Workspace } from '../workspace/Workspace.tsx';

/**
 * Spec 1 §2 route /graph/{id}: the saved graph is read and drawn in the explore graph before entering, then the
 * workspace shows it. A graph the learner may not read, or none at all, is the not-found page.
 */
export async function savedGraphLoader({ params, request }: LoaderFunctionArgs): Promise<StoredGraph> {
  await requireSignIn();
  try {
    return await graphLibrary.actions.open(params['id'] ?? '', request.signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export function SavedGraphPage() {
  const saved = useLoaderData<typeof savedGraphLoader>();
  useDocumentTitle(saved.g6_data.graph_name);
  return <Workspace />;
}
