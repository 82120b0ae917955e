import brainLibraryMessages from 'virtual:tj-messages/brain-library';
import { learnerDataStyles } from '../../src/elements/learner-data-styles.ts';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './brain-library.css?inline';
import { BrainLibrary, brainLibraryAttributes } from './BrainLibrary.tsx';

defineWidget('brain-library', BrainLibrary, {
  attributes: brainLibraryAttributes,
  // The lookup sheet for its busy states and buttons, the learner-data sheet for its list and form.
  styles: [lookupStyles, learnerDataStyles, sharedStyles(css)],
  messages: [brainLibraryMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-brain-library': HTMLElement;
  }
}
