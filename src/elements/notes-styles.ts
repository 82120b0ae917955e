import notesCss from './notes.css?inline';
import { sharedStyles } from './styles.ts';

/** The notes widgets' shared look: their fields, buttons and a note's "Delete" (DeleteNote); one sheet for both. */
export const notesStyles = sharedStyles(notesCss);
