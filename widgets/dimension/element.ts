import { defineWidget } from '../../src/elements/define-widget.tsx';
import lookupStyles from '../../src/elements/lookup-view.css?inline';
import { findWidgetByName, type WidgetEntry } from '../registry.ts';
import styles from './dimension.css?inline';
import { Dimension, dimensionAttributes } from './Dimension.tsx';

defineWidget({
  entry: findWidgetByName('dimension') as WidgetEntry,
  component: Dimension,
  attributes: dimensionAttributes,
  styles: `${lookupStyles}\n${styles}`,
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-dimension': HTMLElement;
  }
}
