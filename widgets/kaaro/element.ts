import kaaroMessages from 'virtual:tj-messages/kaaro';
import { conversationStyles } from '../../src/elements/conversation-styles.ts';
import { learnerDataStyles } from '../../src/elements/learner-data-styles.ts';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { promptFormStyles } from '../../src/elements/prompt-form-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './kaaro.css?inline';
import { Kaaro, kaaroAttributes } from './Kaaro.tsx';

defineWidget('kaaro', Kaaro, {
  attributes: kaaroAttributes,
  styles: [lookupStyles, learnerDataStyles, promptFormStyles, conversationStyles, sharedStyles(css)],
  messages: [kaaroMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-kaaro': HTMLElement;
  }
}
