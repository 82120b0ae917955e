import { defineWidget } from '../../src/elements/define-widget.tsx';
import { findWidgetByName, type WidgetEntry } from '../registry.ts';
import styles from './detail.css?inline';
import { Detail, detailAttributes } from './Detail.tsx';

defineWidget({
  entry: findWidgetByName('detail') as WidgetEntry,
  component: Detail,
  attributes: detailAttributes,
  styles,
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-detail': HTMLElement;
  }
}
