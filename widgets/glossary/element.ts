import glossaryMessages from 'virtual:tj-messages/glossary';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './glossary.css?inline';
import { Glossary, glossaryAttributes } from './Glossary.tsx';

defineWidget('glossary', Glossary, {
  attributes: glossaryAttributes,
  styles: [lookupStyles, sharedStyles(css)],
  messages: [glossaryMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-glossary': HTMLElement;
  }
}
