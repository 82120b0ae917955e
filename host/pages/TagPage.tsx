import type { ReactNode } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { TagContent } from '../../src/contract/endpoints/tag.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { session } from '../../src/kit/session.ts';
import { tagContent } from '../../src/kit/tags.ts';
import { noteTitle } from '../../src/notes/note-title.ts';
import { useValue } from '../../src/react/use-value.ts';
import { requireSignIn } from '../guards.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';

/**
 * Spec 1 §2 route /tag/{name}: the tag's content (the learner's own notes, and the saved graphs they may read) is
 * loaded first.
 */
export async function tagLoader({ params }: LoaderFunctionArgs): Promise<TagContent> {
  await requireSignIn();
  return tagContent(params['name'] ?? '');
}

export function TagPage() {
  const t = useT();
  const content = useLoaderData<typeof tagLoader>();
  const me = useValue(session.signals.user).username;
  const heading = t('host.tagTitle', { tag: content.tag });
  useDocumentTitle(heading);
  return (
    <div className="tj-page">
      <h1>{heading}</h1>
      <TagSection
        id="tag-notes"
        heading={t('host.tagNotes', { count: content.notes.total })}
        empty={t('host.tagNoNotes')}
      >
        {content.notes.items.map((note) => (
          <li key={note._id}>
            <Link to={`/note/${encodeURIComponent(note._id)}`}>{noteTitle(note) ?? t('host.untitledNote')}</Link>
          </li>
        ))}
      </TagSection>
      <TagSection
        id="tag-graphs"
        heading={t('host.tagGraphs', { count: content.graphs.total })}
        empty={t('host.tagNoGraphs')}
      >
        {content.graphs.items.map((graph) => (
          <li key={graph.id}>
            <Link to={`/graph/${encodeURIComponent(graph.id)}`}>{graph.g6_data.graph_name}</Link>{' '}
            <span>{t('host.tagGraphNodes', { count: graph.g6_data.gdata.nodes.length })}</span>
            {graph.actor !== me && <span> · {t('host.tagGraphBy', { username: graph.actor })}</span>}
          </li>
        ))}
      </TagSection>
    </div>
  );
}

/** One kind of tagged item: its heading, then its list, or what to do when there is none. */
function TagSection({
  id,
  heading,
  empty,
  children,
}: {
  id: string;
  heading: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children.length === 0 ? <p>{empty}</p> : <ul>{children}</ul>}
    </section>
  );
}
