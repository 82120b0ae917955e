import { useEffect, useId, useState, type ReactNode } from 'react';
import type { QueryResult } from '../../src/contract/endpoints/query.ts';
import type { StoredGraph } from '../../src/contract/graph.ts';
import { ActionStatus } from '../../src/elements/ActionStatus.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { kitApi } from '../../src/kit/api.ts';
import { graphLibrary } from '../../src/kit/graph-library.ts';
import { notes } from '../../src/kit/notes.ts';
import { session } from '../../src/kit/session.ts';
import { createLibraryQuery } from '../../src/library/library-query.ts';
import { noteTitle } from '../../src/notes/note-title.ts';
import { useAction, type Actions } from '../../src/react/use-action.ts';
import { useValue } from '../../src/react/use-value.ts';

/**
 * What of the signed-in learner's own library holds the word searched (spec 2 §7.9 POST /query): their notes (each
 * opens in the Editor), the graphs they may read (each loads into Graph Explore) and their goals. A guest sees none.
 */
export function InYourLibrary({ word }: { word: string }) {
  const t = useT();
  const headingId = useId();
  const signedIn = useValue(session.signals.isLoggedIn);
  const [query] = useState(() => createLibraryQuery({ api: kitApi }));
  const state = useValue(query.state);
  useEffect(() => {
    if (signedIn) void query.ask(word);
    return () => query.cancel();
  }, [query, word, signedIn]);
  if (!signedIn || word.trim() === '') return null;

  let found;
  switch (state.status) {
    case 'idle':
    case 'loading':
      found = (
        <p className="muted" part="library-status" role="status">
          {t('global-search.libraryLoading', { word })}
        </p>
      );
      break;
    case 'error':
      found = (
        <div className="tj-message" part="library-error" role="alert">
          <p>{t('global-search.libraryFailed', { message: state.error.message })}</p>
          <button type="button" className="lookup-button" onClick={() => void query.ask(word)}>
            {t('global-search.retry')}
          </button>
        </div>
      );
      break;
    case 'ready':
      found = <Found word={state.asked} result={state.answer} />;
  }
  return (
    <section className="in-your-library" part="library" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('global-search.library')}</h2>
      {found}
    </section>
  );
}

function Found({ word, result }: { word: string; result: QueryResult }) {
  const t = useT();
  const actions = useAction();
  const { notes: foundNotes, graphs, goals } = result;
  if (foundNotes.total + graphs.total + goals.total === 0) {
    return (
      <p className="muted" part="library-status" role="status">
        {t('global-search.libraryNone', { word })}
      </p>
    );
  }
  return (
    <>
      <ActionStatus
        actions={actions}
        messages={{
          running: 'global-search.loadingGraph',
          failed: 'global-search.loadFailed',
          dismiss: 'global-search.dismiss',
        }}
      />
      <FoundList heading={t('global-search.notes', { count: foundNotes.total })} shown={foundNotes}>
        {foundNotes.items.map((note) => {
          const title = noteTitle(note) ?? t('global-search.untitledNote');
          return (
            <li key={note._id}>
              <button
                type="button"
                className="lookup-link"
                aria-label={t('global-search.openNote', { title })}
                onClick={() => notes.actions.open(note)}
              >
                {title}
              </button>
            </li>
          );
        })}
      </FoundList>
      <FoundList heading={t('global-search.graphs', { count: graphs.total })} shown={graphs}>
        {graphs.items.map(({ graph }) => (
          <GraphFound key={graph.id} saved={graph} actions={actions} />
        ))}
      </FoundList>
      <FoundList heading={t('global-search.goals', { count: goals.total })} shown={goals}>
        {goals.items.map((goal) => (
          <li key={goal.id}>
            {goal.goal}{' '}
            <span className="muted">{goal.status ? t('global-search.goalDone') : t('global-search.goalOpen')}</span>
          </li>
        ))}
      </FoundList>
    </>
  );
}

/** A graph found: its name, a button that loads it into Graph Explore. */
function GraphFound({ saved, actions }: { saved: StoredGraph; actions: Actions }) {
  const t = useT();
  const shownName = saved.g6_data.graph_name || t('global-search.untitledGraph');
  return (
    <li>
      <button
        type="button"
        className="lookup-link"
        disabled={actions.state.status === 'running'}
        aria-label={t('global-search.loadGraph', { name: shownName })}
        onClick={() => void actions.run('load', () => graphLibrary.actions.load(saved))}
      >
        {shownName}
      </button>
    </li>
  );
}

/** One kind of what was found, with its count; none found, no list. */
function FoundList({
  heading,
  shown,
  children,
}: {
  heading: string;
  shown: { readonly items: readonly unknown[]; readonly total: number };
  children: ReactNode;
}) {
  const t = useT();
  if (shown.total === 0) return null;
  return (
    <div className="found" part="found">
      <h3>{heading}</h3>
      <ul className="term-list">{children}</ul>
      {shown.total > shown.items.length && (
        <p className="muted">{t('global-search.more', { count: shown.total - shown.items.length })}</p>
      )}
    </div>
  );
}
