import graphIndexMessages from 'virtual:tj-messages/graph-index';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './graph-index.css?inline';
import { GraphIndex, graphIndexAttributes } from './GraphIndex.tsx';

defineWidget('graph-index', GraphIndex, {
  attributes: graphIndexAttributes,
  styles: [lookupStyles, sharedStyles(css)],
  messages: [graphIndexMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-graph-index': HTMLElement;
  }
}
