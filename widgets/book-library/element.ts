import bookLibraryMessages from 'virtual:tj-messages/book-library';
import { providerStyles } from '../../src/elements/provider-styles.ts';
import { defineWidget } from '../define-widget.ts';
import { BookLibrary, bookLibraryAttributes } from './BookLibrary.tsx';

defineWidget('book-library', BookLibrary, {
  attributes: bookLibraryAttributes,
  styles: providerStyles,
  messages: [bookLibraryMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-book-library': HTMLElement;
  }
}
