import graphLibraryMessages from 'virtual:tj-messages/graph-library';
import { learnerDataStyles } from '../../src/elements/learner-data-styles.ts';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from '../../src/elements/share-graph.css?inline';
import ownerCardCss from './owner-card.css?inline';
import { GraphLibrary, graphLibraryAttributes } from './GraphLibrary.tsx';

defineWidget('graph-library', GraphLibrary, {
  attributes: graphLibraryAttributes,
  // The lookup sheet for its busy states and buttons, the learner-data sheet for its lists and forms.
  styles: [lookupStyles, learnerDataStyles, sharedStyles(css), sharedStyles(ownerCardCss)],
  messages: [graphLibraryMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-graph-library': HTMLElement;
  }
}
