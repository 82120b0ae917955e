import { BookShelf } from '../../src/elements/BookShelf.tsx';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';

export const booksArchiveAttributes = {};

/** Books Archive: books about the current thought from the Internet Archive's scanned texts (archive.org). */
export function BooksArchive(_props: WidgetProps<typeof booksArchiveAttributes>) {
  return (
    <section className="books">
      <BookShelf lookup="archiveBooks" idleKey="books-archive.idle" />
    </section>
  );
}
