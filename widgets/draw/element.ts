import drawMessages from 'virtual:tj-messages/draw';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './draw.css?inline';
import { Draw, drawAttributes } from './Draw.tsx';

defineWidget('draw', Draw, {
  attributes: drawAttributes,
  styles: [lookupStyles, sharedStyles(css)],
  messages: [drawMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-draw': HTMLElement;
  }
}
