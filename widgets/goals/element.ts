import goalsMessages from 'virtual:tj-messages/goals';
import { learnerDataStyles } from '../../src/elements/learner-data-styles.ts';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './goals.css?inline';
import { Goals, goalsAttributes } from './Goals.tsx';

defineWidget('goals', Goals, {
  attributes: goalsAttributes,
  // The lookup sheet for its busy states and buttons, the learner-data sheet for its lists and forms.
  styles: [lookupStyles, learnerDataStyles, sharedStyles(css)],
  messages: [goalsMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-goals': HTMLElement;
  }
}
