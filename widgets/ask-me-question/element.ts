import askMeQuestionMessages from 'virtual:tj-messages/ask-me-question';
import eddieMessages from 'virtual:tj-messages/eddie';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import eddieCss from '../eddie/eddie.css?inline';
import css from './ask-me-question.css?inline';
import { AskMeQuestion, askMeQuestionAttributes } from './AskMeQuestion.tsx';

defineWidget('ask-me-question', AskMeQuestion, {
  attributes: askMeQuestionAttributes,
  // Eddie's sheet and words: the follow-ups are Eddie's conversation view (its Turn).
  styles: [lookupStyles, sharedStyles(eddieCss), sharedStyles(css)],
  messages: [askMeQuestionMessages, eddieMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-ask-me-question': HTMLElement;
  }
}
