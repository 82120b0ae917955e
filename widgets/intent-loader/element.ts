import intentLoaderMessages from 'virtual:tj-messages/intent-loader';
import { learnerDataStyles } from '../../src/elements/learner-data-styles.ts';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { promptFormStyles } from '../../src/elements/prompt-form-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './intent-loader.css?inline';
import { IntentLoader, intentLoaderAttributes } from './IntentLoader.tsx';

defineWidget('intent-loader', IntentLoader, {
  attributes: intentLoaderAttributes,
  // The prompt sheet for the playground's answer.
  styles: [lookupStyles, learnerDataStyles, promptFormStyles, sharedStyles(css)],
  messages: [intentLoaderMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-intent-loader': HTMLElement;
  }
}
