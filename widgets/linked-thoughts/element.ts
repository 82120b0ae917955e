import linkedThoughtsMessages from 'virtual:tj-messages/linked-thoughts';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './linked-thoughts.css?inline';
import { LinkedThoughts, linkedThoughtsAttributes } from './LinkedThoughts.tsx';

defineWidget('linked-thoughts', LinkedThoughts, {
  attributes: linkedThoughtsAttributes,
  styles: [lookupStyles, sharedStyles(css)],
  messages: [linkedThoughtsMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-linked-thoughts': HTMLElement;
  }
}
