import { useT } from '../../src/i18n/use-t.ts';
import { graphLibrary } from '../../src/kit/graph-library.ts';
import type { LibraryPage as Page } from '../../src/library/graph-library.ts';
import type { Actions } from '../../src/react/use-action.ts';
import { useValue } from '../../src/react/use-value.ts';
import { SavedGraphItem } from './SavedGraphItem.tsx';

/** One page of saved graphs, with a pager when there is more than one page; a search's finds say how many. */
export function LibraryPage({ page, actions }: { page: Page; actions: Actions }) {
  const t = useT();
  const word = useValue(graphLibrary.query).searchWord.trim();
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const searched = page.ideas !== undefined && (
    <p className="row" part="found" role="status">
      {t('graph-library.found', { count: page.total, word })}
      <button type="button" onClick={() => graphLibrary.actions.setQuery({ searchWord: '' })}>
        {t('graph-library.clearSearch')}
      </button>
    </p>
  );
  if (page.total === 0) {
    return (
      searched || (
        <p className="tj-message" part="empty" role="status">
          {t('graph-library.empty')}
        </p>
      )
    );
  }
  return (
    <>
      {searched}
      <ul className="cards" part="list">
        {page.items.map((saved) => (
          <SavedGraphItem
            key={saved.id}
            saved={saved}
            actions={actions}
            ideas={page.ideas?.[saved.id] ?? []}
            word={word}
          />
        ))}
      </ul>
      <nav className="row" part="pager" aria-label={t('graph-library.pages')}>
        <button
          type="button"
          disabled={page.pageNo === 0}
          onClick={() => graphLibrary.actions.setQuery({ pageNo: page.pageNo - 1 })}
        >
          {t('graph-library.previous')}
        </button>
        <span>{t('graph-library.pageOf', { page: page.pageNo + 1, pages, count: page.total })}</span>
        <button
          type="button"
          disabled={page.pageNo + 1 >= pages}
          onClick={() => graphLibrary.actions.setQuery({ pageNo: page.pageNo + 1 })}
        >
          {t('graph-library.next')}
        </button>
      </nav>
    </>
  );
}
