import graphControlsMessages from 'virtual:tj-messages/graph-controls';
import helpMessages from 'virtual:tj-messages/help';
import keysMessages from 'virtual:tj-messages/keys';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './help.css?inline';
import { Help, helpAttributes } from './Help.tsx';

defineWidget('help', Help, {
  attributes: helpAttributes,
  styles: [sharedStyles(css)],
  // graph-controls for its mode names, which Help reuses rather than translating them twice.
  messages: [helpMessages, keysMessages, graphControlsMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-help': HTMLElement;
  }
}
