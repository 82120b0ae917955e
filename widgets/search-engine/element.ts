import { defineWidget } from '../../src/elements/define-widget.tsx';
import { findWidgetByName, type WidgetEntry } from '../registry.ts';
import styles from './search-engine.css?inline';
import { SearchEngine, searchEngineAttributes } from './SearchEngine.tsx';

defineWidget({
  entry: findWidgetByName('search-engine') as WidgetEntry,
  component: SearchEngine,
  attributes: searchEngineAttributes,
  styles,
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-search-engine': HTMLElement;
  }
}
