import { defineWidget } from '../../src/elements/define-widget.tsx';
import lookupStyles from '../../src/elements/lookup-view.css?inline';
import { findWidgetByName, type WidgetEntry } from '../registry.ts';
import styles from './data-card.css?inline';
import { DataCard, dataCardAttributes } from './DataCard.tsx';

defineWidget({
  entry: findWidgetByName('data-card') as WidgetEntry,
  component: DataCard,
  attributes: dataCardAttributes,
  styles: `${lookupStyles}\n${styles}`,
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-data-card': HTMLElement;
  }
}
