import { BookShelf } from '../../src/elements/BookShelf.tsx';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';

export const bookLibraryAttributes = {};

/** Book Library: books about the current thought from Open Library's catalogue (openlibrary.org). */
export function BookLibrary(_props: WidgetProps<typeof bookLibraryAttributes>) {
  return (
    <section className="books">
      <BookShelf lookup="openLibrary" idleKey="book-library.idle" />
    </section>
  );
}
