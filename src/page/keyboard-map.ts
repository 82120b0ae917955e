// The keyboard map learners read (spec 2 §9.2): the accessibility page and the Help widget both show it. Its texts
// are the `keys` messages, which each caller registers.
import type { AppAbility } from '../contract/abilities.ts';
import { allowedModeHotkeys, allowsGraphAction } from '../graph/mode-actions.ts';
import type { MessageKey } from '../i18n/i18n.ts';

export interface KeyboardMapRow {
  readonly keys: string;
  readonly action: MessageKey;
}

const GRAPH_MODE_KEYS = 'Alt+Shift+0 … 8, Alt+Shift+F';

/** The mode keys as one cell: a run of three or more digits as "0 … 7", the others one by one. */
export function modeKeysLabel(keys: readonly string[]): string {
  const parts: string[] = [];
  const digits = keys.filter((key) => /^\d$/.test(key)).map(Number);
  for (let start = 0; start < digits.length;) {
    let end = start;
    while (end + 1 < digits.length && digits[end + 1] === (digits[end] ?? 0) + 1) end += 1;
    if (end - start >= 2) parts.push(`${digits[start]} … ${digits[end]}`);
    else parts.push(...digits.slice(start, end + 1).map(String));
    start = end + 1;
  }
  parts.push(...keys.filter((key) => !/^\d$/.test(key)).map((key) => key.toUpperCase()));
  return parts.map((part) => `Alt+Shift+${part}`).join(', ');
}

/**
 * The keyboard map of a learner: the graph's keys follow the role table (spec 1 §6), so a mode whose action their
 * roles deny loses its key from the mode keys' cell, and ctrl+x (remove_node) and delete (clear_canvas) are listed
 * only when allowed.
 */
export function keyboardMapFor(ability: AppAbility): KeyboardMapRow[] {
  return keyboardMap.flatMap((row): KeyboardMapRow[] => {
    if (row.action === 'keys.graphModes') {
      return [{ ...row, keys: modeKeysLabel(allowedModeHotkeys(ability).map(({ key }) => key)) }];
    }
    if (row.action === 'keys.removeSelected') return allowsGraphAction(ability, 'remove_node') ? [row] : [];
    if (row.action === 'keys.emptyGraph') return allowsGraphAction(ability, 'clear_canvas') ? [row] : [];
    return [row];
  });
}

/** Every key of the product, whatever the roles; a learner's page shows keyboardMapFor(their abilities). */
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
  { keys: 'Alt+B', action: 'keys.bookLibrary' },
  { keys: 'Alt+Enter', action: 'keys.maximisePanel' },
  { keys: 'Alt+Ctrl+E', action: 'keys.eddie' },
  { keys: 'Alt+Q', action: 'keys.questMode' },
  { keys: 'Shift+E', action: 'keys.exploreView' },
  { keys: 'Shift+A', action: 'keys.authorView' },
  { keys: 'Shift+S', action: 'keys.simplifiedView' },
  { keys: 'Shift+R', action: 'keys.readingView' },
  { keys: 'Shift+C', action: 'keys.canvasView' },
  { keys: GRAPH_MODE_KEYS, action: 'keys.graphModes' },
  { keys: 'Ctrl+X', action: 'keys.removeSelected' },
  { keys: 'Delete', action: 'keys.emptyGraph' },
];
