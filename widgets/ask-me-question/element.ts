import askMeQuestionMessages from 'virtual:tj-messages/ask-me-question';
import eddieMessages from 'virtual:tj-messages/eddie';
import { conversationStyles } from '../../src/elements/conversation-styles.ts';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './ask-me-question.css?inline';
import { AskMeQuestion, askMeQuestionAttributes } from './AskMeQuestion.tsx';

defineWidget('ask-me-question', AskMeQuestion, {
  attributes: askMeQuestionAttributes,
  // The conversation's look and Eddie's words: the follow-ups are a conversation with Eddie (Turn, QuestionForm).
  styles: [lookupStyles, conversationStyles, sharedStyles(css)],
  messages: [askMeQuestionMessages, eddieMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-ask-me-question': HTMLElement;
  }
}
