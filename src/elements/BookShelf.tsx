import { useState } from 'react';
import booksMessages from 'virtual:tj-messages/books';
import type { ProviderBook } from '../contract/providers.ts';
import { registerMessages, type MessageKey } from '../i18n/i18n.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { useT } from '../i18n/use-t.ts';
import { checkedOutBooks } from '../kit/checked-out-books.ts';
import { recordEvent, retryLookup } from '../kit/search.ts';
import { useLookup } from '../react/use-lookup.ts';
import { safeUrl } from './knowledge-text.ts';
import { ProviderView, ResultList } from './ProviderView.tsx';

// The book widgets (Book Library, Books Archive, the public-domain books library) show these.
void registerMessages(booksMessages);

/** The lookups that find books: Open Library's search, and archive.org's scanned texts. */
export type BookLookup = 'openLibrary' | 'archiveBooks';

export interface BookShelfProps {
  readonly lookup: BookLookup;
  /** Shown before the first search: what this widget finds. */
  readonly idleKey: MessageKey;
}

/** A book that can be read online: checking it out opens it in a new tab and records BOOK_CHECKOUT. */
function CheckOut({ book, source }: { readonly book: ProviderBook; readonly source: string }) {
  const t = useT();
  const [checkedOut, setCheckedOut] = useState(false);
  const href = safeUrl(book.url);
  if (!href) return null;
  return (
    <>
      <a
        className="provider-action"
        part="check-out"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('books.checkOutNamed', { title: book.title })}
        onClick={() => {
          setCheckedOut(true);
          // Recorded, it is one of the learner's books: Book Library's "Your books" reads them again.
          void recordEvent('BOOK_CHECKOUT', { id: book.id, title: book.title, source, url: book.url }).then(() =>
            checkedOutBooks.reload(),
          );
        }}
      >
        {t('books.checkOut')}
      </a>
      <span role="status" className="provider-done">
        {checkedOut && t('books.checkedOut')}
      </span>
    </>
  );
}

/** Books for the current thought from one source: cover, title, authors and year, and a check out when free. */
export function BookShelf({ lookup, idleKey }: BookShelfProps) {
  const t = useT();
  const language = useLanguage();
  const result = useLookup(lookup);
  const authors = new Intl.ListFormat(language, { type: 'conjunction' });
  return (
    <ProviderView
      result={result}
      idleKey={idleKey}
      onRetry={() => retryLookup(lookup)}
      isEmpty={(found) => found.books.length === 0}
    >
      {(found) => (
        <ResultList
          label={t('books.listLabel', { word: found.query })}
          entries={found.books.map((book) => ({
            id: book.id,
            title: book.title,
            url: book.url,
            image: book.coverUrl,
            details: (
              <>
                {book.authors.length > 0 && (
                  <p className="provider-meta">{t('books.by', { authors: authors.format(book.authors) })}</p>
                )}
                {book.year !== undefined && <p className="provider-meta">{t('books.year', { year: book.year })}</p>}
                {!book.readOnline && <p className="provider-meta">{t('books.notReadable')}</p>}
              </>
            ),
            actions: book.readOnline ? <CheckOut book={book} source={found.source} /> : undefined,
          }))}
        />
      )}
    </ProviderView>
  );
}
