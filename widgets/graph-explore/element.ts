import graphExploreMessages from 'virtual:tj-messages/graph-explore';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { defineWidget } from '../define-widget.ts';
import { graphStyles } from '../../src/elements/graph-styles.ts';
import { GraphExplore, graphExploreAttributes } from './GraphExplore.tsx';

defineWidget('graph-explore', GraphExplore, {
  attributes: graphExploreAttributes,
  styles: [lookupStyles, graphStyles],
  messages: [graphExploreMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-graph-explore': HTMLElement;
  }
}
