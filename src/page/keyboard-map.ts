// The keyboard map learners read (spec 2 §9.2): the accessibility page and the Help widget both show it. Plain data
// here, because src/ may not read the widget registry (eslint.boundaries.js): each caller says which widgets are
// built, and a key that would show a widget not built yet is not offered. Its texts are the `keys` messages, which
// each caller registers.
import type { MessageKey } from '../i18n/i18n.ts';

export interface KeyboardMapRow {
  readonly keys: string;
  readonly action: MessageKey;
  /** The widget the key shows, when it is one (its registry name). */
  readonly widget?: string;
}

export const keyboardMapRows: readonly KeyboardMapRow[] = [
  { keys: 'Ctrl+K / ⌘+K', action: 'keys.quickSearch' },
  { keys: 'Ctrl+Q', action: 'keys.questLibrary', widget: 'quest-library' },
  { keys: 'Alt+M', action: 'keys.wordMeaning' },
  { keys: 'Alt+S', action: 'keys.searchSelection' },
  { keys: 'Alt+T', action: 'keys.thoughtMap', widget: 'thought-map' },
  { keys: 'Alt+N', action: 'keys.notes', widget: 'notes-library' },
  { keys: 'Alt+E', action: 'keys.editor', widget: 'editor' },
  { keys: 'Alt+D', action: 'keys.detail', widget: 'detail' },
  { keys: 'Alt+H', action: 'keys.help', widget: 'help' },
  { keys: 'Alt+B', action: 'keys.addPanel' },
  { keys: 'Alt+Ctrl+E', action: 'keys.eddie', widget: 'eddie' },
  { keys: 'Alt+Q', action: 'keys.questMode' },
  { keys: 'Shift+E', action: 'keys.exploreView' },
  { keys: 'Shift+A', action: 'keys.authorView' },
  { keys: 'Shift+S', action: 'keys.simplifiedView' },
  { keys: 'Shift+R', action: 'keys.readingView' },
  { keys: 'Shift+C', action: 'keys.canvasView' },
  { keys: 'Alt+Shift+0 … 8, Alt+Shift+F', action: 'keys.graphModes' },
  { keys: 'Ctrl+X', action: 'keys.removeSelected' },
  { keys: 'Delete', action: 'keys.emptyGraph' },
];

/** The rows to offer: those of no widget, and those whose widget `isReady` says is built. */
export function keyboardMap(isReady: (widget: string) => boolean): KeyboardMapRow[] {
  return keyboardMapRows.filter(({ widget }) => widget === undefined || isReady(widget));
}
