import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../src/api/errors.ts';
import type { StoredGraph } from '../../src/contract/graph.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { graphLibrary } from '../../src/kit/graph-library.ts';
import { thought } from '../../src/kit/search.ts';
import { session } from '../../src/kit/session.ts';
import { useValue } from '../../src/react/use-value.ts';
import { requireSignIn } from '../guards.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { Workspace } from '../workspace/Workspace.tsx';

/**
 * Spec 1 §2 route /graph/{id}: the saved graph is read and drawn in the explore graph before entering, and becomes
 * the thought (type graph), then the workspace shows it. A graph the learner may not read, or none at all, is the
 * not-found page.
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
  return (
    <div className="tj-saved-graph">
      <SavedGraphTitle saved={saved} />
      <Workspace />
    </div>
  );
}

/** The graph's name, and its owner when another learner shared it, while it is the thought the workspace shows. */
function SavedGraphTitle({ saved }: { saved: StoredGraph }) {
  const t = useT();
  const current = useValue(thought);
  const { username } = useValue(session.signals.user);
  if (current?.type !== 'graph' || current.graphId !== saved.id) return null;
  return (
    <header className="tj-saved-graph-title">
      <h1>{t('host.savedGraph.title', { name: saved.g6_data.graph_name })}</h1>
      {saved.actor !== username && <p>{t('host.savedGraph.sharedBy', { owner: saved.actor })}</p>}
    </header>
  );
}
