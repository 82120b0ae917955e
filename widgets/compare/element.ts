import compareMessages from 'virtual:tj-messages/compare';
import lookupMessages from 'virtual:tj-messages/lookup';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './compare.css?inline';
import { Compare, compareAttributes } from './Compare.tsx';

defineWidget('compare', Compare, {
  attributes: compareAttributes,
  styles: [lookupStyles, sharedStyles(css)],
  // The language note is the lookups' own message.
  messages: [compareMessages, lookupMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-compare': HTMLElement;
  }
}
