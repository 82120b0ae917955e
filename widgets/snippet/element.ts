import { defineWidget } from '../../src/elements/define-widget.tsx';
import lookupStyles from '../../src/elements/lookup-view.css?inline';
import { findWidgetByName, type WidgetEntry } from '../registry.ts';
import styles from './snippet.css?inline';
import { Snippet, snippetAttributes } from './Snippet.tsx';

defineWidget({
  entry: findWidgetByName('snippet') as WidgetEntry,
  component: Snippet,
  attributes: snippetAttributes,
  styles: `${lookupStyles}\n${styles}`,
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-snippet': HTMLElement;
  }
}
