import arControlsMessages from 'virtual:tj-messages/ar-controls';
import { providerStyles } from '../../src/elements/provider-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './ar-controls.css?inline';
import { ArControls, arControlsAttributes } from './ArControls.tsx';

defineWidget('ar-controls', ArControls, {
  attributes: arControlsAttributes,
  styles: [...providerStyles, sharedStyles(css)],
  messages: [arControlsMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-ar-controls': HTMLElement;
  }
}
