import { defineWidget } from '../../src/elements/define-widget.tsx';
import lookupStyles from '../../src/elements/lookup-view.css?inline';
import { findWidgetByName, type WidgetEntry } from '../registry.ts';
import styles from './glossary.css?inline';
import { Glossary, glossaryAttributes } from './Glossary.tsx';

defineWidget({
  entry: findWidgetByName('glossary') as WidgetEntry,
  component: Glossary,
  attributes: glossaryAttributes,
  styles: `${lookupStyles}\n${styles}`,
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-glossary': HTMLElement;
  }
}
