import codeEditorMessages from 'virtual:tj-messages/code-editor';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './code-editor.css?inline';
import { CodeEditor, codeEditorAttributes } from './CodeEditor.tsx';

defineWidget('code-editor', CodeEditor, {
  attributes: codeEditorAttributes,
  styles: [lookupStyles, sharedStyles(css)],
  messages: [codeEditorMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-code-editor': HTMLElement;
  }
}
