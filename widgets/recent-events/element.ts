import recentEventsMessages from 'virtual:tj-messages/recent-events';
import { learnerDataStyles } from '../../src/elements/learner-data-styles.ts';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './recent-events.css?inline';
import { RecentEvents, recentEventsAttributes } from './RecentEvents.tsx';

defineWidget('recent-events', RecentEvents, {
  attributes: recentEventsAttributes,
  // The lookup sheet for its busy state and buttons, the learner-data sheet for its list.
  styles: [lookupStyles, learnerDataStyles, sharedStyles(css)],
  messages: [recentEventsMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-recent-events': HTMLElement;
  }
}
