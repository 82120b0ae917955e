import { useEffect, useId } from 'react';
import { LearnerDataView } from '../../src/elements/LearnerDataView.tsx';
import { safeUrl } from '../../src/elements/knowledge-text.ts';
import { useLanguage } from '../../src/i18n/use-language.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { checkedOutBooks } from '../../src/kit/checked-out-books.ts';
import { useValue } from '../../src/react/use-value.ts';

/** "Your books": what the learner checked out (GET /book), newest first, each to open again; a guest is asked to sign in. */
export function YourBooks() {
  const t = useT();
  const language = useLanguage();
  const headingId = useId();
  const state = useValue(checkedOutBooks.state);
  useEffect(() => checkedOutBooks.need(), []);
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  return (
    <section className="learner-data" part="your-books" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('book-library.yourBooks')}</h3>
      <LearnerDataView
        state={state}
        messages={{
          signIn: 'book-library.signIn',
          loading: 'book-library.yourBooksLoading',
          failed: 'book-library.yourBooksFailed',
        }}
        onRetry={() => checkedOutBooks.reload()}
      >
        {(books) =>
          books.length === 0 ? (
            <p className="hint" part="your-books-empty">
              {t('book-library.noBooksYet')}
            </p>
          ) : (
            <ul className="cards" part="your-books-list">
              {books.map((book) => (
                <li key={book.id}>
                  <a href={safeUrl(book.url)} target="_blank" rel="noopener noreferrer">
                    {book.title}
                  </a>
                  <p className="provider-meta">
                    {t('book-library.checkedOutOn', { date: day.format(new Date(book.checkedOutAt)) })}
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </LearnerDataView>
    </section>
  );
}
