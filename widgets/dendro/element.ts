import dendroMessages from 'virtual:tj-messages/dendro';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { defineWidget } from '../define-widget.ts';
import { graphStyles } from '../../src/elements/graph-styles.ts';
import { Dendro, dendroAttributes } from './Dendro.tsx';

defineWidget('dendro', Dendro, {
  attributes: dendroAttributes,
  styles: [lookupStyles, graphStyles],
  messages: [dendroMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-dendro': HTMLElement;
  }
}
