import wikiDataCardMessages from 'virtual:tj-messages/wiki-data-card';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './wiki-data-card.css?inline';
import { WikiDataCard, wikiDataCardAttributes } from './WikiDataCard.tsx';

defineWidget('wiki-data-card', WikiDataCard, {
  attributes: wikiDataCardAttributes,
  styles: [lookupStyles, sharedStyles(css)],
  messages: [wikiDataCardMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-wiki-data-card': HTMLElement;
  }
}
