import arViewerMessages from 'virtual:tj-messages/ar-viewer';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './ar-viewer.css?inline';
import { ArViewer, arViewerAttributes } from './ArViewer.tsx';

defineWidget('ar-viewer', ArViewer, {
  attributes: arViewerAttributes,
  styles: [lookupStyles, sharedStyles(css)],
  messages: [arViewerMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-ar-viewer': HTMLElement;
  }
}
