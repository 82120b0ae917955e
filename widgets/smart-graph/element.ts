import smartGraphMessages from 'virtual:tj-messages/smart-graph';
import eddieMessages from 'virtual:tj-messages/eddie';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import eddieCss from '../eddie/eddie.css?inline';
import css from './smart-graph.css?inline';
import { SmartGraph, smartGraphAttributes } from './SmartGraph.tsx';

defineWidget('smart-graph', SmartGraph, {
  attributes: smartGraphAttributes,
  // Eddie's sheet and words: the conversation is Eddie's view (its Turn), asked of a graph instead.
  styles: [lookupStyles, sharedStyles(eddieCss), sharedStyles(css)],
  messages: [smartGraphMessages, eddieMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-smart-graph': HTMLElement;
  }
}
