import typingTutorMessages from 'virtual:tj-messages/typing-tutor';
import { lookupStyles } from '../../src/elements/lookup-styles.ts';
import { sharedStyles } from '../../src/elements/styles.ts';
import { defineWidget } from '../define-widget.ts';
import css from './typing-tutor.css?inline';
import { TypingTutor, typingTutorAttributes } from './TypingTutor.tsx';

defineWidget('typing-tutor', TypingTutor, {
  attributes: typingTutorAttributes,
  styles: [lookupStyles, sharedStyles(css)],
  messages: [typingTutorMessages],
});

declare global {
  interface HTMLElementTagNameMap {
    'tj-typing-tutor': HTMLElement;
  }
}
