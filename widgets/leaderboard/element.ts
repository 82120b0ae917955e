import leaderboardMessages from 'virtual:tj-messages/leaderboard';
import { chartStyles } from '../../src/charts/chart-styles.ts';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './leaderboard.css?inline';
import { Leaderboard, leaderboardAttributes } from './Leaderboard.tsx';

defineWidget('leaderboard', Leaderboard, {
  attributes: leaderboardAttributes,
  // The lookup sheet for the busy state and the retry button, the chart sheet for the box its title and rule are in.
  styles: [lookupStyles, chartStyles, sharedStyles(css)],
  messages: [leaderboardMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-leaderboard': HTMLElement;
  }
}
