import { sharedStyles } from './styles.ts';
import css from './quest-panel.css?inline';

/** The quest widgets' one sheet, shared by Thought Map, Quest Checkpoint, Quest Navigation, Treasure Marker and Ongoing Quest. */
export const questStyles = sharedStyles(css);
