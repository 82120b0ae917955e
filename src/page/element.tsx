import quickSearchMessages from 'virtual:tj-messages/quick-search';
import wordMeaningMessages from 'virtual:tj-messages/word-meaning';
import { defineElement } from '../elements/define-element.tsx';
import { sharedStyles } from '../elements/styles.ts';
import css from './page-tools.css?inline';
import { PageTools } from './PageTools.tsx';

/** The tag a page adds once to get the page tools; the host adds it to its shell. */
export const PAGE_TOOLS_TAG = 'tj-page-tools';

// No chrome: the tools are not a part of the page (no region, no title), they appear over it when asked for.
defineElement({
  tag: PAGE_TOOLS_TAG,
  component: PageTools,
  attributes: {},
  styles: [sharedStyles(css)],
  messages: [quickSearchMessages, wordMeaningMessages],
  chrome: false,
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-page-tools': HTMLElement;
  }
}
