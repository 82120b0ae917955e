import eddieMessages from 'virtual:tj-messages/eddie';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './eddie.css?inline';
import { Eddie, eddieAttributes } from './Eddie.tsx';

defineWidget('eddie', Eddie, {
  attributes: eddieAttributes,
  // The lookup sheet for its buttons.
  styles: [lookupStyles, sharedStyles(css)],
  messages: [eddieMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-eddie': HTMLElement;
  }
}
