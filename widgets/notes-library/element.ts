import notesLibraryMessages from 'virtual:tj-messages/notes-library';
import notesMessages from 'virtual:tj-messages/notes';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { notesStyles } from '../../src/elements/notes-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './notes-library.css?inline';
import { NotesLibrary, notesLibraryAttributes } from './NotesLibrary.tsx';

defineWidget('notes-library', NotesLibrary, {
  attributes: notesLibraryAttributes,
  styles: [lookupStyles, notesStyles, sharedStyles(css)],
  messages: [notesLibraryMessages, notesMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-notes-library': HTMLElement;
  }
}
