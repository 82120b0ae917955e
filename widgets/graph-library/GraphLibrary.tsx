import { useEffect, useId, useState } from 'react';
import type { GraphQueryType } from '../../src/contract/endpoints/graphs.ts';
import type { GraphDimension } from '../../src/contract/graph.ts';
import { ActionStatus } from '../../src/elements/ActionStatus.tsx';
import { attribute } from '../../src/elements/attributes.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { LearnerDataView } from '../../src/elements/LearnerDataView.tsx';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { graphLibrary } from '../../src/kit/graph-library.ts';
import { useAction } from '../../src/react/use-action.ts';
import { useValue } from '../../src/react/use-value.ts';
import { LibraryPage } from './LibraryPage.tsx';
import { SaveGraph } from './SaveGraph.tsx';

export const graphLibraryAttributes = {
  /** Opens on the quest library (the spec's toggleGraphLibraryView, passed by /widget/graph-library?…). */
  toggleGraphLibraryView: attribute.flag(),
};

const libraries: readonly { readonly dimension: GraphDimension; readonly label: MessageKey }[] = [
  { dimension: 'explore_library', label: 'graph-library.exploreLibrary' },
  { dimension: 'quest_library', label: 'graph-library.questLibrary' },
];

/**
 * Graph Library: the explore and quest libraries of saved graphs the learner may read (their own, "@me", or all),
 * searchable in their names, ideas and tags, and paged; save the explore graph into one, and load, share, clone, tag or delete a saved graph.
 */
export function GraphLibrary({ toggleGraphLibraryView }: WidgetProps<typeof graphLibraryAttributes>) {
  const t = useT();
  const state = useValue(graphLibrary.page.state);
  const query = useValue(graphLibrary.query);
  const actions = useAction();

  useEffect(() => {
    if (toggleGraphLibraryView) graphLibrary.actions.setQuery({ dimension: 'quest_library' });
  }, [toggleGraphLibraryView]);
  useEffect(() => graphLibrary.page.need(), []);

  return (
    <section className="learner-data">
      <div className="row" part="libraries" role="group" aria-label={t('graph-library.libraries')}>
        {libraries.map(({ dimension, label }) => (
          <button
            key={dimension}
            type="button"
            part="library"
            aria-pressed={query.dimension === dimension}
            onClick={() => graphLibrary.actions.setQuery({ dimension })}
          >
            {t(label)}
          </button>
        ))}
      </div>
      {state.status !== 'guest' && (
        <>
          <SaveGraph dimension={query.dimension} actions={actions} />
          <ActionStatus
            actions={actions}
            messages={{
              running: 'graph-library.working',
              failed: 'graph-library.actionFailed',
              dismiss: 'graph-library.dismiss',
            }}
          />
          <Filters />
        </>
      )}
      <LearnerDataView
        state={state}
        messages={{ signIn: 'graph-library.signIn', loading: 'graph-library.loading', failed: 'graph-library.failed' }}
        onRetry={() => graphLibrary.page.reload()}
      >
        {(page) => <LibraryPage page={page} actions={actions} />}
      </LearnerDataView>
    </section>
  );
}

const searchPlaces: readonly { readonly type: GraphQueryType; readonly label: MessageKey }[] = [
  { type: 'all', label: 'graph-library.in.all' },
  { type: 'name', label: 'graph-library.in.name' },
  { type: 'node', label: 'graph-library.in.node' },
  { type: 'tag', label: 'graph-library.in.tag' },
];

/**
 * Search the library in its graphs' names, ideas or tags (graphs.query), and show the learner's own graphs ("@me") or
 * all they may read.
 */
function Filters() {
  const t = useT();
  const searchId = useId();
  const query = useValue(graphLibrary.query);
  const [word, setWord] = useState(query.searchWord);
  const [searchIn, setSearchIn] = useState(query.searchIn);
  return (
    <form
      className="row"
      part="filters"
      role="search"
      aria-label={t('graph-library.search')}
      onSubmit={(event) => {
        event.preventDefault();
        graphLibrary.actions.setQuery({ searchWord: word, searchIn });
      }}
    >
      <label htmlFor={searchId}>{t('graph-library.search')}</label>
      <input id={searchId} type="search" value={word} onChange={(event) => setWord(event.target.value)} />
      <select
        aria-label={t('graph-library.searchIn')}
        value={searchIn}
        onChange={(event) => {
          const chosen = searchPlaces.find(({ type }) => type === event.target.value);
          if (chosen) setSearchIn(chosen.type);
        }}
      >
        {searchPlaces.map(({ type, label }) => (
          <option key={type} value={type}>
            {t(label)}
          </option>
        ))}
      </select>
      <select
        aria-label={t('graph-library.whose')}
        value={query.mine ? 'mine' : 'all'}
        onChange={(event) => graphLibrary.actions.setQuery({ mine: event.target.value === 'mine' })}
      >
        <option value="all">{t('graph-library.all')}</option>
        <option value="mine">{t('graph-library.mine')}</option>
      </select>
      <button type="submit">{t('graph-library.find')}</button>
    </form>
  );
}
