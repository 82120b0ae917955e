import editorMessages from 'virtual:tj-messages/editor';
import notesMessages from 'virtual:tj-messages/notes';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { notesStyles } from '../../src/elements/notes-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './editor.css?inline';
import { Editor, editorAttributes } from './Editor.tsx';

defineWidget('editor', Editor, {
  attributes: editorAttributes,
  styles: [lookupStyles, notesStyles, sharedStyles(css)],
  messages: [editorMessages, notesMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-editor': HTMLElement;
  }
}
