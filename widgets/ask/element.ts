import askMessages from 'virtual:tj-messages/ask';
import { conversationStyles } from '../../src/elements/conversation-styles.ts';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './ask.css?inline';
import { Ask, askAttributes } from './Ask.tsx';

defineWidget('ask', Ask, {
  attributes: askAttributes,
  // The conversation sheet for Eddie's answer.
  styles: [lookupStyles, conversationStyles, sharedStyles(css)],
  messages: [askMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-ask': HTMLElement;
  }
}
