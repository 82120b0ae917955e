import { sharedStyles } from './styles.ts';
import css from './graph.css?inline';

/** The graph widgets' one sheet (canvas, status, keys, dialogs), shared by Graph Explore and Dendro. */
export const graphStyles = sharedStyles(css);
