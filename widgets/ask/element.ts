import askMessages from 'virtual:tj-messages/ask';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './ask.css?inline';
import { Ask, askAttributes } from './Ask.tsx';

defineWidget('ask', Ask, {
  attributes: askAttributes,
  styles: [lookupStyles, sharedStyles(css)],
  messages: [askMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-ask': HTMLElement;
  }
}
