import thoughtsFilterMessages from 'virtual:tj-messages/thoughts-filter';
import { learnerDataStyles } from '../../src/elements/learner-data-styles.ts';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './thoughts-filter.css?inline';
import { ThoughtsFilter, thoughtsFilterAttributes } from './ThoughtsFilter.tsx';

defineWidget('thoughts-filter', ThoughtsFilter, {
  attributes: thoughtsFilterAttributes,
  // The lookup sheet for its busy state and buttons, the learner-data sheet for its list and choices.
  styles: [lookupStyles, learnerDataStyles, sharedStyles(css)],
  messages: [thoughtsFilterMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-thoughts-filter': HTMLElement;
  }
}
