import iframeMessages from 'virtual:tj-messages/iframe';
import providerMessages from 'virtual:tj-messages/provider';
import { providerStyles } from '../../src/elements/provider-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './iframe.css?inline';
import { Iframe, iframeAttributes } from './Iframe.tsx';

defineWidget('iframe', Iframe, {
  attributes: iframeAttributes,
  styles: [...providerStyles, sharedStyles(css)],
  // The provider widgets' words too: who can connect what this server does not allow yet.
  messages: [iframeMessages, providerMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-iframe': HTMLElement;
  }
}
