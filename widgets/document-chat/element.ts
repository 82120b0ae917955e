import documentChatMessages from 'virtual:tj-messages/document-chat';
import eddieMessages from 'virtual:tj-messages/eddie';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import eddieCss from '../eddie/eddie.css?inline';
import css from './document-chat.css?inline';
import { DocumentChat, documentChatAttributes } from './DocumentChat.tsx';

defineWidget('document-chat', DocumentChat, {
  attributes: documentChatAttributes,
  // Eddie's sheet and words: the conversation is Eddie's view (its Turn), asked of a brain instead.
  styles: [lookupStyles, sharedStyles(eddieCss), sharedStyles(css)],
  messages: [documentChatMessages, eddieMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-document-chat': HTMLElement;
  }
}
