import recentActivityMessages from 'virtual:tj-messages/recent-activity';
import { learnerDataStyles } from '../../src/elements/learner-data-styles.ts';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './recent-activity.css?inline';
import { RecentActivity, recentActivityAttributes } from './RecentActivity.tsx';

defineWidget('recent-activity', RecentActivity, {
  attributes: recentActivityAttributes,
  // The lookup sheet for its busy state and buttons, the learner-data sheet for its lists.
  styles: [lookupStyles, learnerDataStyles, sharedStyles(css)],
  messages: [recentActivityMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-recent-activity': HTMLElement;
  }
}
