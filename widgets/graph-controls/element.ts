import graphControlsMessages from 'virtual:tj-messages/graph-controls';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './graph-controls.css?inline';
import { GraphControls, graphControlsAttributes } from './GraphControls.tsx';

defineWidget('graph-controls', GraphControls, {
  attributes: graphControlsAttributes,
  styles: [sharedStyles(css)],
  messages: [graphControlsMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-graph-controls': HTMLElement;
  }
}
