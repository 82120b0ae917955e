import documentChatMessages from 'virtual:tj-messages/document-chat';
import eddieMessages from 'virtual:tj-messages/eddie';
import { conversationStyles } from '../../src/elements/conversation-styles.ts';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './document-chat.css?inline';
import { DocumentChat, documentChatAttributes } from './DocumentChat.tsx';

defineWidget('document-chat', DocumentChat, {
  attributes: documentChatAttributes,
  // The conversation's look and Eddie's words: a conversation with Eddie (Turn, QuestionForm), asked of a brain.
  styles: [lookupStyles, conversationStyles, sharedStyles(css)],
  messages: [documentChatMessages, eddieMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-document-chat': HTMLElement;
  }
}
