import { defineWidget } from '../../src/elements/define-widget.tsx';
import lookupStyles from '../../src/elements/lookup-view.css?inline';
import { findWidgetByName, type WidgetEntry } from '../registry.ts';
import styles from './global-search.css?inline';
import { GlobalSearch, globalSearchAttributes } from './GlobalSearch.tsx';

defineWidget({
  entry: findWidgetByName('global-search') as WidgetEntry,
  component: GlobalSearch,
  attributes: globalSearchAttributes,
  styles: `${lookupStyles}\n${styles}`,
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-global-search': HTMLElement;
  }
}
