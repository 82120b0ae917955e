// The keyboard map learners read (spec 2 §9.2): the accessibility page and the Help widget both show it. Its texts
// are the `keys` messages, which each caller registers.
import type { MessageKey } from '../i18n/i18n.ts';

export interface KeyboardMapRow {
  readonly keys: string;
  readonly action: MessageKey;
}

export const keyboardMap: readonly KeyboardMapRow[] = [
  { keys: 'Ctrl+K / ⌘+K', action: 'keys.quickSearch' },
  { keys: 'Ctrl+M / ⌘+M', action: 'keys.voice' },
  { keys: 'Ctrl+Q', action: 'keys.questLibrary' },
  { keys: 'Alt+M', action: 'keys.wordMeaning' },
  { keys: 'Alt+S', action: 'keys.searchSelection' },
  { keys: 'Alt+T', action: 'keys.thoughtMap' },
  { keys: 'Alt+N', action: 'keys.notes' },
  { keys: 'Alt+E', action: 'keys.editor' },
  { keys: 'Alt+D', action: 'keys.detail' },
  { keys: 'Alt+H', action: 'keys.help' },
  { keys: 'Alt+B', action: 'keys.addPanel' },
  { keys: 'Alt+Enter', action: 'keys.maximisePanel' },
  { keys: 'Alt+Ctrl+E', action: 'keys.eddie' },
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
