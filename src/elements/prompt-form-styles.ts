import promptFormCss from './prompt-form.css?inline';
import { sharedStyles } from './styles.ts';

/** The look of PromptForm.tsx, adopted by the widgets that show it. */
export const promptFormStyles = sharedStyles(promptFormCss);
