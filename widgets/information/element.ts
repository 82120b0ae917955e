import informationMessages from 'virtual:tj-messages/information';
import { conversationStyles } from '../../src/elements/conversation-styles.ts';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './information.css?inline';
import { Information, informationAttributes } from './Information.tsx';

defineWidget('information', Information, {
  attributes: informationAttributes,
  styles: [lookupStyles, conversationStyles, sharedStyles(css)],
  messages: [informationMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-information': HTMLElement;
  }
}
