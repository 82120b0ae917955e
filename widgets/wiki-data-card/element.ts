import { defineWidget } from '../../src/elements/define-widget.tsx';
import lookupStyles from '../../src/elements/lookup-view.css?inline';
import { findWidgetByName, type WidgetEntry } from '../registry.ts';
import styles from './wiki-data-card.css?inline';
import { WikiDataCard, wikiDataCardAttributes } from './WikiDataCard.tsx';

defineWidget({
  entry: findWidgetByName('wiki-data-card') as WidgetEntry,
  component: WikiDataCard,
  attributes: wikiDataCardAttributes,
  styles: `${lookupStyles}\n${styles}`,
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-wiki-data-card': HTMLElement;
  }
}
