import smartGraphMessages from 'virtual:tj-messages/smart-graph';
import eddieMessages from 'virtual:tj-messages/eddie';
import { conversationStyles } from '../../src/elements/conversation-styles.ts';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './smart-graph.css?inline';
import { SmartGraph, smartGraphAttributes } from './SmartGraph.tsx';

defineWidget('smart-graph', SmartGraph, {
  attributes: smartGraphAttributes,
  // The conversation's look and Eddie's words: a conversation with Eddie (Turn, QuestionForm), asked of a graph.
  styles: [lookupStyles, conversationStyles, sharedStyles(css)],
  messages: [smartGraphMessages, eddieMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-smart-graph': HTMLElement;
  }
}
