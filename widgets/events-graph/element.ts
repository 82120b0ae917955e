import eventsGraphMessages from 'virtual:tj-messages/events-graph';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './events-graph.css?inline';
import { EventsGraph, eventsGraphAttributes } from './EventsGraph.tsx';

defineWidget('events-graph', EventsGraph, {
  attributes: eventsGraphAttributes,
  // The lookup sheet for its busy state and buttons, the same look as every widget's.
  styles: [lookupStyles, sharedStyles(css)],
  messages: [eventsGraphMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-events-graph': HTMLElement;
  }
}
