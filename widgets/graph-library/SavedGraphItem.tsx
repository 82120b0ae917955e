import { useId, useState } from 'react';
import type { StoredGraph } from '../../src/contract/graph.ts';
import { ConfirmAction } from '../../src/elements/ConfirmAction.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { graphLibrary } from '../../src/kit/graph-library.ts';
import type { LoadOutcome } from '../../src/library/graph-library.ts';
import { session } from '../../src/kit/session.ts';
import type { Actions } from '../../src/react/use-action.ts';
import { useValue } from '../../src/react/use-value.ts';
import { ShareGraph } from '../../src/elements/ShareGraph.tsx';
import { OwnerCard } from './OwnerCard.tsx';
import { TagGraph } from './TagGraph.tsx';

type Panel = 'owner' | 'share' | 'tag' | 'delete' | null;

/**
 * One saved graph: its name, owner, access and tags (and the ideas a search found in it); load and clone it, and, when
 * it is the learner's, share, tag or delete it. Another learner's graph names its owner, whose card opens from there.
 */
export function SavedGraphItem({
  saved,
  actions,
  ideas = [],
  word = '',
}: {
  saved: StoredGraph;
  actions: Actions;
  /** Its ideas whose labels hold the searched word. */
  ideas?: readonly string[];
  word?: string;
}) {
  const t = useT();
  const nameId = useId();
  const me = useValue(session.signals.user).username;
  const [panel, setPanel] = useState<Panel>(null);
  const [loaded, setLoaded] = useState<LoadOutcome | null>(null);
  const own = saved.actor === me;
  const busy = actions.state.status === 'running';
  const name = saved.g6_data.graph_name || t('graph-library.untitled');
  const toggle = (next: Panel) => setPanel(panel === next ? null : next);

  return (
    <li className="card" part="graph" aria-labelledby={nameId}>
      <span className="card-title" part="graph-name" id={nameId}>
        {name}
      </span>
      <span className="muted" part="graph-meta">
        {own ? (
          t('graph-library.yours')
        ) : saved.actorDiscriminator ? (
          <button
            type="button"
            className="lookup-link"
            part="owner"
            aria-expanded={panel === 'owner'}
            onClick={() => toggle('owner')}
          >
            {t('graph-library.by', { username: saved.actor })}
          </button>
        ) : (
          t('graph-library.by', { username: saved.actor })
        )}
        {' · '}
        {saved.access === 'custom'
          ? t('graph-library.sharedWith', { learners: saved.sharedAccess.join(', ') })
          : t('graph-library.private')}
      </span>
      {saved.tags.length > 0 && (
        <ul className="tags" part="tags" aria-label={t('graph-library.tags')}>
          {saved.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      {ideas.length > 0 && (
        <span className="muted" part="graph-ideas">
          {t('graph-library.ideasFound', { word, ideas: ideas.join(', ') })}
        </span>
      )}
      <div className="row" part="graph-actions">
        <button
          type="button"
          disabled={busy}
          onClick={() => void actions.run('load', async () => setLoaded(await graphLibrary.actions.load(saved)))}
        >
          {t('graph-library.load')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void actions.run('clone', () => graphLibrary.actions.clone(saved))}
        >
          {t('graph-library.clone')}
        </button>
        {own && (
          <>
            <button type="button" aria-expanded={panel === 'share'} onClick={() => toggle('share')}>
              {t('graph-library.share')}
            </button>
            <button type="button" aria-expanded={panel === 'tag'} onClick={() => toggle('tag')}>
              {t('graph-library.tag')}
            </button>
            <button type="button" aria-expanded={panel === 'delete'} onClick={() => toggle('delete')}>
              {t('graph-library.delete')}
            </button>
          </>
        )}
      </div>
      {loaded && (
        <p className="muted" part="loaded" role="status">
          {t(loaded === 'loaded' ? 'graph-library.loaded' : 'graph-library.explored', { name })}
        </p>
      )}
      {panel === 'owner' && saved.actorDiscriminator && <OwnerCard discriminator={saved.actorDiscriminator} />}
      {panel === 'share' && <ShareGraph saved={saved} actions={actions} onDone={() => setPanel(null)} />}
      {panel === 'tag' && <TagGraph saved={saved} actions={actions} onDone={() => setPanel(null)} />}
      {panel === 'delete' && (
        <ConfirmAction
          question={t('graph-library.confirmDelete', { name })}
          action={t('graph-library.delete')}
          cancel={t('graph-library.cancel')}
          busy={busy}
          onConfirm={() => void actions.run('delete', () => graphLibrary.actions.remove(saved))}
          onCancel={() => setPanel(null)}
        />
      )}
    </li>
  );
}
