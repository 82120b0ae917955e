import questLibraryMessages from 'virtual:tj-messages/quest-library';
import { learnerDataStyles } from '../../src/elements/learner-data-styles.ts';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { defineWidget } from '../define-widget.ts';
import { QuestLibrary, questLibraryAttributes } from './QuestLibrary.tsx';

defineWidget('quest-library', QuestLibrary, {
  attributes: questLibraryAttributes,
  // The lookup sheet for its busy states and buttons, the learner-data sheet for its cards.
  styles: [lookupStyles, learnerDataStyles],
  messages: [questLibraryMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-quest-library': HTMLElement;
  }
}
