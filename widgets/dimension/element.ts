import dimensionMessages from 'virtual:tj-messages/dimension';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './dimension.css?inline';
import { Dimension, dimensionAttributes } from './Dimension.tsx';

defineWidget('dimension', Dimension, {
  attributes: dimensionAttributes,
  styles: [lookupStyles, sharedStyles(css)],
  messages: [dimensionMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-dimension': HTMLElement;
  }
}
