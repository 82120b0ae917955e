import { defineWidget } from '../../src/elements/define-widget.tsx';
import lookupStyles from '../../src/elements/lookup-view.css?inline';
import { findWidgetByName, type WidgetEntry } from '../registry.ts';
import styles from './ask.css?inline';
import { Ask, askAttributes } from './Ask.tsx';

defineWidget({
  entry: findWidgetByName('ask') as WidgetEntry,
  component: Ask,
  attributes: askAttributes,
  styles: `${lookupStyles}\n${styles}`,
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-ask': HTMLElement;
  }
}
