import dataCardMessages from 'virtual:tj-messages/data-card';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './data-card.css?inline';
import { DataCard, dataCardAttributes } from './DataCard.tsx';

defineWidget('data-card', DataCard, {
  attributes: dataCardAttributes,
  styles: [lookupStyles, sharedStyles(css)],
  messages: [dataCardMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-data-card': HTMLElement;
  }
}
