import globalSearchMessages from 'virtual:tj-messages/global-search';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './global-search.css?inline';
import { GlobalSearch, globalSearchAttributes } from './GlobalSearch.tsx';

defineWidget('global-search', GlobalSearch, {
  attributes: globalSearchAttributes,
  styles: [lookupStyles, sharedStyles(css)],
  messages: [globalSearchMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-global-search': HTMLElement;
  }
}
