import eddieMessages from 'virtual:tj-messages/eddie';
import { conversationStyles } from '../../src/elements/conversation-styles.ts';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import { Eddie, eddieAttributes } from './Eddie.tsx';
import css from './eddie.css?inline';

defineWidget('eddie', Eddie, {
  attributes: eddieAttributes,
  // The lookup sheet for its buttons.
  styles: [lookupStyles, conversationStyles, sharedStyles(css)],
  messages: [eddieMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-eddie': HTMLElement;
  }
}
