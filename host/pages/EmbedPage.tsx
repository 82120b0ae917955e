import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import './embed.css';
import { ApiError } from '../../src/api/errors.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { graphLibrary } from '../../src/kit/graph-library.ts';
import { searchWord } from '../../src/kit/search.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { WidgetElement } from '../workspace/WidgetElement.tsx';
import { Workspace } from '../workspace/Workspace.tsx';
import { useSearchAddress } from './use-search-address.ts';

/** The graph alone, to be framed by a school's page, under a heading for screen readers and an optional note. */
function EmbedView({ title, note }: { title: string; note?: string | undefined }) {
  useDocumentTitle(title);
  return (
    <div className="tj-embed">
      <h1 className="tj-visually-hidden">{title}</h1>
      {note !== undefined && (
        <p className="tj-message" role="status">
          {note}
        </p>
      )}
      <WidgetElement name="graph-explore" />
    </div>
  );
}

/**
 * Spec 1 §2 route /embed (signed in): the learner's workspace without panel controls, to sit in a partner's frame;
 * ?q= in the address searches, as on Home.
 */
export function EmbedWorkspacePage() {
  const t = useT();
  useDocumentTitle(t('host.appName'));
  useSearchAddress();
  return <Workspace panelControls={false} />;
}

export interface SharedEmbed {
  /** The saved graph's name; undefined when the viewer may not read it (or it is gone). */
  readonly graphName: string | undefined;
}

/**
 * Spec 1 §2 route /embed/{id}/{search} (public): the saved graph, drawn before entering, when the viewer may read it
 * (their own, or shared with them); otherwise the graph of the search word, so a shared link always shows a graph.
 */
export async function sharedEmbedLoader({ params, request }: LoaderFunctionArgs): Promise<SharedEmbed> {
  try {
    const saved = await graphLibrary.actions.open(params['id'] ?? '', request.signal);
    return { graphName: saved.g6_data.graph_name };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    searchWord(params['search'] ?? '');
    return { graphName: undefined };
  }
}

export function SharedEmbedPage() {
  const t = useT();
  const { graphName } = useLoaderData<typeof sharedEmbedLoader>();
  const { search = '' } = useParams();
  return graphName === undefined ? (
    <EmbedView title={search} note={t('host.embed.fallback', { word: search })} />
  ) : (
    <EmbedView title={graphName} />
  );
}
