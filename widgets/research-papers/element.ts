import researchPapersMessages from 'virtual:tj-messages/research-papers';
import { providerStyles } from '../../src/elements/provider-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './research-papers.css?inline';
import { ResearchPapers, researchPapersAttributes } from './ResearchPapers.tsx';

defineWidget('research-papers', ResearchPapers, {
  attributes: researchPapersAttributes,
  styles: [...providerStyles, sharedStyles(css)],
  messages: [researchPapersMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-research-papers': HTMLElement;
  }
}
