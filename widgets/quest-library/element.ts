import graphLibraryMessages from 'virtual:tj-messages/graph-library';
import questLibraryMessages from 'virtual:tj-messages/quest-library';
import { learnerDataStyles } from '../../src/elements/learner-data-styles.ts';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import shareCss from '../../src/elements/share-graph.css?inline';
import { QuestLibrary, questLibraryAttributes } from './QuestLibrary.tsx';

defineWidget('quest-library', QuestLibrary, {
  attributes: questLibraryAttributes,
  // The lookup sheet for its busy states and buttons, the learner-data sheet for its cards; sharing is the graph
  // library's form, with its sheet and messages.
  styles: [lookupStyles, learnerDataStyles, sharedStyles(shareCss)],
  messages: [questLibraryMessages, graphLibraryMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-quest-library': HTMLElement;
  }
}
