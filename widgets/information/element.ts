import { defineWidget } from '../../src/elements/define-widget.tsx';
import lookupStyles from '../../src/elements/lookup-view.css?inline';
import { findWidgetByName, type WidgetEntry } from '../registry.ts';
import styles from './information.css?inline';
import { Information, informationAttributes } from './Information.tsx';

defineWidget({
  entry: findWidgetByName('information') as WidgetEntry,
  component: Information,
  attributes: informationAttributes,
  styles: `${lookupStyles}\n${styles}`,
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-information': HTMLElement;
  }
}
