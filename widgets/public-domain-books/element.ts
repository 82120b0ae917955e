import publicDomainBooksMessages from 'virtual:tj-messages/public-domain-books';
import { providerStyles } from '../../src/elements/provider-styles.ts';
import { defineWidget } from '../define-widget.ts';
import { PublicDomainBooks, publicDomainBooksAttributes } from './PublicDomainBooks.tsx';

defineWidget('public-domain-books', PublicDomainBooks, {
  attributes: publicDomainBooksAttributes,
  styles: providerStyles,
  messages: [publicDomainBooksMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-public-domain-books': HTMLElement;
  }
}
