import jobsMessages from 'virtual:tj-messages/jobs';
import { providerStyles } from '../../src/elements/provider-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './jobs.css?inline';
import { Jobs, jobsAttributes } from './Jobs.tsx';

defineWidget('jobs', Jobs, {
  attributes: jobsAttributes,
  styles: [...providerStyles, sharedStyles(css)],
  messages: [jobsMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-jobs': HTMLElement;
  }
}
