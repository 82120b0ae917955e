import searchEngineMessages from 'virtual:tj-messages/search-engine';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './search-engine.css?inline';
import { SearchEngine, searchEngineAttributes } from './SearchEngine.tsx';

defineWidget('search-engine', SearchEngine, {
  attributes: searchEngineAttributes,
  styles: [sharedStyles(css)],
  messages: [searchEngineMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-search-engine': HTMLElement;
  }
}
