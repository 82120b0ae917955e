import booksArchiveMessages from 'virtual:tj-messages/books-archive';
import { providerStyles } from '../../src/elements/provider-styles.ts';
import { defineWidget } from '../define-widget.ts';
import { BooksArchive, booksArchiveAttributes } from './BooksArchive.tsx';

defineWidget('books-archive', BooksArchive, {
  attributes: booksArchiveAttributes,
  styles: providerStyles,
  messages: [booksArchiveMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-books-archive': HTMLElement;
  }
}
