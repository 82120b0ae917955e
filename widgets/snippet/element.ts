import snippetMessages from 'virtual:tj-messages/snippet';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './snippet.css?inline';
import { Snippet, snippetAttributes } from './Snippet.tsx';

defineWidget('snippet', Snippet, {
  attributes: snippetAttributes,
  styles: [lookupStyles, sharedStyles(css)],
  messages: [snippetMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-snippet': HTMLElement;
  }
}
