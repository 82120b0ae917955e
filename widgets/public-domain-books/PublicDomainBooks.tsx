import { BookShelf } from '../../src/elements/BookShelf.tsx';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';

export const publicDomainBooksAttributes = {};

/** public-domain books library: books about the current thought from the public-domain books the Internet Archive scanned (archive.org). */
export function PublicDomainBooks(_props: WidgetProps<typeof publicDomainBooksAttributes>) {
  return (
    <section className="books">
      <BookShelf lookup="archiveBooks" idleKey="public-domain-books.idle" />
    </section>
  );
}
