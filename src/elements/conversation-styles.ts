import conversationCss from './conversation.css?inline';
import { sharedStyles } from './styles.ts';

/** The look of a conversation with Eddie (Turn.tsx and QuestionForm.tsx), adopted by the widgets that show one. */
export const conversationStyles = sharedStyles(conversationCss);
