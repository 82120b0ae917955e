import assessmentMessages from 'virtual:tj-messages/assessment';
import lookupMessages from 'virtual:tj-messages/lookup';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './assessment.css?inline';
import { Assessment, assessmentAttributes } from './Assessment.tsx';

defineWidget('assessment', Assessment, {
  attributes: assessmentAttributes,
  styles: [lookupStyles, sharedStyles(css)],
  // The language note is the lookups' own message.
  messages: [assessmentMessages, lookupMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-assessment': HTMLElement;
  }
}
