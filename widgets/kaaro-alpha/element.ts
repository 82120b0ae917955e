import kaaroAlphaMessages from 'virtual:tj-messages/kaaro-alpha';
import { conversationStyles } from '../../src/elements/conversation-styles.ts';
import { learnerDataStyles } from '../../src/elements/learner-data-styles.ts';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { promptFormStyles } from '../../src/elements/prompt-form-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './kaaro-alpha.css?inline';
import { KaaroAlpha, kaaroAlphaAttributes } from './KaaroAlpha.tsx';

defineWidget('kaaro-alpha', KaaroAlpha, {
  attributes: kaaroAlphaAttributes,
  styles: [lookupStyles, learnerDataStyles, promptFormStyles, conversationStyles, sharedStyles(css)],
  messages: [kaaroAlphaMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-kaaro-alpha': HTMLElement;
  }
}
