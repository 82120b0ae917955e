import thoughtMapMessages from 'virtual:tj-messages/thought-map';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import { graphStyles } from '../../src/elements/graph-styles.ts';
import { questStyles } from '../../src/elements/quest-styles.ts';
import css from './thought-map.css?inline';
import { ThoughtMap, thoughtMapAttributes } from './ThoughtMap.tsx';

defineWidget('thought-map', ThoughtMap, {
  attributes: thoughtMapAttributes,
  // The quest widgets' sheet for its panel and buttons, its own for the controls, the map and the forms.
  styles: [lookupStyles, graphStyles, questStyles, sharedStyles(css)],
  messages: [thoughtMapMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-thought-map': HTMLElement;
  }
}
