// Reading what the learner selected or points at, also inside widgets' shadow roots, which a plain
// document.getSelection() does not look into.
import { wordAt } from './selection-search.ts';

/** Text and where it is on screen (to place a popup next to it). */
export interface TextOnScreen {
  readonly text: string;
  readonly rect: DOMRect;
}

/** The shadow roots an event passed through, innermost first. */
export function shadowRootsOf(event: Event): ShadowRoot[] {
  return event.composedPath().filter((node): node is ShadowRoot => node instanceof ShadowRoot);
}

function rangeOf(start: Node, startOffset: number, end: Node, endOffset: number): Range | null {
  try {
    const range = document.createRange();
    range.setStart(start, startOffset);
    range.setEnd(end, endOffset);
    return range;
  } catch {
    // The ends are in different trees: not something one search or lookup can take.
    return null;
  }
}

/** The selected text, or null when nothing is selected. */
export function selectedText(shadowRoots: ShadowRoot[]): TextOnScreen | null {
  const selection = document.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  let range: Range | null = null;
  if (typeof selection.getComposedRanges === 'function') {
    // Chromium 137+, Firefox 142+, Safari 17+: the real ends of the selection, whichever shadow roots they are in.
    const [composed] = selection.getComposedRanges({ shadowRoots });
    if (composed && !composed.collapsed) {
      range = rangeOf(composed.startContainer, composed.startOffset, composed.endContainer, composed.endOffset);
    }
  } else if (!selection.isCollapsed) {
    range = selection.getRangeAt(0);
  }
  const text = range?.toString() ?? '';
  return range && text.trim() !== '' ? { text, rect: range.getBoundingClientRect() } : null;
}

/** How far (px) from a word the pointer may be and still be on it: the caret lands on the nearest text. */
const SLOP = 2;

/** The word under the pointer, or null when the pointer is not on a word. */
export function wordAtPoint(x: number, y: number, shadowRoots: ShadowRoot[]): TextOnScreen | null {
  let node: Node | null = null;
  let offset = 0;
  if (typeof document.caretPositionFromPoint === 'function') {
    const caret = document.caretPositionFromPoint(x, y, { shadowRoots });
    node = caret?.offsetNode ?? null;
    offset = caret?.offset ?? 0;
  }
  if (!(node instanceof Text)) return null;
  const found = wordAt(node.data, offset);
  const range = found && rangeOf(node, found.start, node, found.end);
  if (!found || !range) return null;
  const rect = range.getBoundingClientRect();
  const inside = x >= rect.left - SLOP && x <= rect.right + SLOP && y >= rect.top - SLOP && y <= rect.bottom + SLOP;
  return inside ? { text: found.word, rect } : null;
}

/** True when the event started in something the learner types in: selecting there is editing, not searching. */
export function startedInEditable(event: Event): boolean {
  const [origin] = event.composedPath();
  if (!(origin instanceof Element)) return false;
  return origin.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null;
}

/** The element with the keyboard focus, inside whichever open shadow roots it is. */
export function focusedElement(): Element | null {
  let focused = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  return focused;
}

/** Every open shadow root in the page, nested ones too (a selection made from the keyboard may be in any of them). */
export function openShadowRoots(root: ParentNode = document): ShadowRoot[] {
  const roots: ShadowRoot[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) roots.push(element.shadowRoot, ...openShadowRoots(element.shadowRoot));
  }
  return roots;
}
