import { BookShelf } from '../../src/elements/BookShelf.tsx';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { YourBooks } from './YourBooks.tsx';

export const bookLibraryAttributes = {};

/**
 * Book Library: books about the current thought from Open Library's catalogue (openlibrary.org), and the learner's
 * own books, those they checked out.
 */
export function BookLibrary(_props: WidgetProps<typeof bookLibraryAttributes>) {
  return (
    <section className="books">
      <BookShelf lookup="openLibrary" idleKey="book-library.idle" />
      <YourBooks />
    </section>
  );
}
