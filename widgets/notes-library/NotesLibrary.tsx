import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Note } from '../../src/contract/notes.ts';
import { DeleteNote } from '../../src/elements/DeleteNote.tsx';
import { useSearchWord } from '../../src/elements/use-search-word.ts';
import { LearnerDataView } from '../../src/elements/LearnerDataView.tsx';
import { NoteGoals } from '../../src/elements/NoteGoals.tsx';
import { NoteInsight } from '../../src/elements/NoteInsight.tsx';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { notes } from '../../src/kit/notes.ts';
import { noteTitle } from '../../src/notes/note-title.ts';
import type { LibraryQuery, NotesFilter, NotesPage } from '../../src/notes/notes.ts';
import { useLanguage } from '../../src/i18n/use-language.ts';
import { useValue } from '../../src/react/use-value.ts';
import './events.ts';

export const notesLibraryAttributes = {};

/** How much of a note's text a list item shows. */
const EXCERPT_LENGTH = 140;

const excerpt = (note: Note) => {
  const text = (note.value.note ?? note.value.imageNote ?? '').replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text;
};

const filters: readonly NotesFilter[] = ['me', 'all'];

const libraryMessages = {
  signIn: 'notes-library.signIn',
  loading: 'notes-library.loading',
  failed: 'notes-library.failed',
} as const;

/**
 * Notes Library: the signed-in learner's notes, a page at a time (pages from 0), searched by a word and filtered to
 * their own ("@me") or all they may read; a note opens in the Editor (the page's one notes core) or is deleted. A
 * guest is asked to sign in.
 */
export function NotesLibrary({ emit }: WidgetProps<typeof notesLibraryAttributes>) {
  const t = useT();
  const state = useValue(notes.signals.library);
  const query = useValue(notes.signals.query);
  const [announcement, setAnnouncement] = useState('');
  const explore = useSearchWord(emit);
  useEffect(() => notes.actions.need(), []);

  const open = (note: Note | null) => {
    notes.actions.open(note);
    emit('tj-note-open', { id: note?._id ?? null });
    setAnnouncement(note ? t('notes-library.opened', { title: noteTitle(note) ?? t('notes.untitled') }) : '');
  };

  const view = (
    <LearnerDataView state={state} messages={libraryMessages} onRetry={() => notes.actions.reload()}>
      {({ query: answered, page }) =>
        page.items.length === 0 ? (
          <p className="tj-message" part="empty" role="status">
            {answered.searchWord.trim()
              ? t('notes-library.noMatch', { word: answered.searchWord.trim() })
              : t('notes-library.empty')}
          </p>
        ) : (
          <NoteList
            page={page}
            onOpen={open}
            onSaid={setAnnouncement}
            onCitation={explore}
            onDeleted={(note, title) => {
              emit('tj-note-deleted', { id: note._id });
              setAnnouncement(t('notes.deleted', { title }));
            }}
          />
        )
      }
    </LearnerDataView>
  );
  if (state.status === 'guest') return view;
  return (
    <section className="notes-library">
      <SearchForm query={query} onNew={() => open(null)} />
      <p className="announcement" part="status" role="status">
        {announcement}
      </p>
      {view}
    </section>
  );
}

function SearchForm({ query, onNew }: { query: LibraryQuery; onNew: () => void }) {
  const t = useT();
  const id = useId();
  const [word, setWord] = useState(query.searchWord);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    notes.actions.show({ searchWord: word });
  };
  return (
    <form className="search" part="search" role="search" aria-label={t('notes-library.searchLabel')} onSubmit={submit}>
      <label htmlFor={`${id}-word`}>{t('notes-library.searchLabel')}</label>
      <div className="row">
        <input
          id={`${id}-word`}
          part="search-input"
          type="search"
          value={word}
          placeholder={t('notes-library.searchPlaceholder')}
          autoComplete="off"
          onChange={(event) => setWord(event.target.value)}
        />
        <button type="submit" className="lookup-button" part="search-button">
          {t('notes-library.search')}
        </button>
      </div>
      <div className="row">
        <label htmlFor={`${id}-filter`}>{t('notes-library.filterLabel')}</label>
        <select
          id={`${id}-filter`}
          part="filter"
          value={query.filter}
          onChange={(event) => notes.actions.show({ filter: event.target.value as NotesFilter })}
        >
          {filters.map((filter) => (
            <option key={filter} value={filter}>
              {t(`notes-library.filter.${filter}` as MessageKey)}
            </option>
          ))}
        </select>
        <button type="button" className="secondary" part="new" onClick={onNew}>
          {t('notes-library.new')}
        </button>
      </div>
    </form>
  );
}

function NoteList({
  page,
  onOpen,
  onSaid,
  onCitation,
  onDeleted,
}: {
  page: NotesPage;
  onOpen: (note: Note) => void;
  /** What an action on a note (a goal detached) says. */
  onSaid: (text: string) => void;
  /** A word an insight cites, searched. */
  onCitation: (word: string) => void;
  onDeleted: (note: Note, title: string) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <>
      <p className="count" part="count">
        {t('notes-library.count', { count: page.total })}
      </p>
      <ul className="notes" part="list" aria-label={t('notes-library.listLabel')}>
        {page.items.map((note) => {
          const title = noteTitle(note) ?? t('notes.untitled');
          const at = note.timestamp === undefined ? null : new Date(note.timestamp);
          return (
            <li key={note._id} className="note" part="item">
              <button
                type="button"
                className="lookup-link note-title"
                part="open"
                aria-label={t('notes-library.openNamed', { title })}
                onClick={() => onOpen(note)}
              >
                {title}
              </button>
              <span className="meta" part="meta">
                {t(`notes.type.${note.type}` as MessageKey)}
                {at && !Number.isNaN(at.getTime()) && (
                  <>
                    {' · '}
                    <time dateTime={at.toISOString()}>{dates.format(at)}</time>
                  </>
                )}
              </span>
              {excerpt(note) && (
                <p className="excerpt" part="excerpt">
                  {excerpt(note)}
                </p>
              )}
              <NoteGoals note={note} title={title} onDetached={onSaid} />
              <NoteInsight note={note} title={title} onCitation={onCitation} />
              <DeleteNote note={note} title={title} onDeleted={() => onDeleted(note, title)} />
            </li>
          );
        })}
      </ul>
      <nav className="pager" part="pager" aria-label={t('notes-library.pagerLabel')}>
        <button
          type="button"
          className="secondary"
          part="previous"
          disabled={page.pageNo === 0}
          onClick={() => notes.actions.show({ pageNo: page.pageNo - 1 })}
        >
          {t('notes-library.previous')}
        </button>
        <span part="page">{t('notes-library.page', { page: page.pageNo + 1, pages })}</span>
        <button
          type="button"
          className="secondary"
          part="next"
          disabled={page.pageNo + 1 >= pages}
          onClick={() => notes.actions.show({ pageNo: page.pageNo + 1 })}
        >
          {t('notes-library.next')}
        </button>
      </nav>
    </>
  );
}
