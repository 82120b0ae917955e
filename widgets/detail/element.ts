import detailMessages from 'virtual:tj-messages/detail';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './detail.css?inline';
import { Detail, detailAttributes } from './Detail.tsx';

defineWidget('detail', Detail, {
  attributes: detailAttributes,
  styles: [sharedStyles(css)],
  messages: [detailMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-detail': HTMLElement;
  }
}
