import skillGraphMessages from 'virtual:tj-messages/skill-graph';
import { chartStyles } from '../../src/charts/chart-styles.ts';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './skill-graph.css?inline';
import { SkillGraph, skillGraphAttributes } from './SkillGraph.tsx';

defineWidget('skill-graph', SkillGraph, {
  attributes: skillGraphAttributes,
  // The lookup sheet for the busy state and the retry button, the chart sheet for the web, its box and its table.
  styles: [lookupStyles, chartStyles, sharedStyles(css)],
  messages: [skillGraphMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-skill-graph': HTMLElement;
  }
}
