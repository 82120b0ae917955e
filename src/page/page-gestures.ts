// The page-wide gestures of spec 1 §2 and §5 and spec 2 §9.2: ctrl or cmd + K opens the quick search; alt + mouse
// release on a word shows its meaning; alt + T saves the current thought to the thought map; ctrl or cmd + mouse release on a selection searches it (and so does a
// selection alone outside looked_at mode). They work anywhere on the page, inside widgets' shadow roots too.
import type { GraphMode } from '../graph/modes.ts';
import { selectedText, shadowRootsOf, startedInEditable, wordAtPoint, type TextOnScreen } from './dom-text.ts';
import { selectedTerm, selectionSearchTerm, SELECTION_SEARCH_MAX_WORDS } from './selection-search.ts';

export interface PageGestureHandlers {
  /** Search this term (it becomes the thought). */
  search(term: string): void;
  /** Show the meaning of this word, next to where it is. */
  meaning(word: string, rect: DOMRect): void;
  openQuickSearch(): void;
  /** alt + T: save the current thought to the thought map (spec 2 §9.2). */
  saveThought(): void;
  /** The graph edit mode now (selection search depends on it). */
  mode(): GraphMode;
}

/** The word (or short phrase) an alt + release asks about: the selection if there is a short one, else the word under the pointer. */
function meaningTarget(event: MouseEvent, roots: ShadowRoot[]): TextOnScreen | null {
  const selection = selectedText(roots);
  if (selection) {
    const term = selectedTerm(selection.text);
    const words = term === '' ? 0 : term.split(' ').length;
    if (words > 0 && words <= SELECTION_SEARCH_MAX_WORDS) return { text: term, rect: selection.rect };
  }
  return wordAtPoint(event.clientX, event.clientY, roots);
}

/** Starts listening on the page; returns the function that stops. */
export function listenToPageGestures(page: Document, handlers: PageGestureHandlers): () => void {
  const onMouseUp = (event: MouseEvent) => {
    // The main button only; selecting inside a text box is editing, not searching.
    if (event.button !== 0 || startedInEditable(event)) return;
    const roots = shadowRootsOf(event);
    if (event.altKey) {
      const target = meaningTarget(event, roots);
      if (target) handlers.meaning(target.text, target.rect);
      return;
    }
    const selection = selectedText(roots);
    if (!selection) return;
    const term = selectionSearchTerm({
      text: selection.text,
      modifier: event.ctrlKey || event.metaKey,
      mode: handlers.mode(),
    });
    if (term !== null) handlers.search(term);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Something on the page (a code editor, say) may already use the keys.
    if (event.defaultPrevented || event.shiftKey) return;
    // By the key's place, not its character: alt + T types "†" on a Mac.
    if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyT') {
      event.preventDefault();
      handlers.saveThought();
      return;
    }
    if (event.altKey) return;
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      // Otherwise the browser would put the focus in its own search box.
      event.preventDefault();
      handlers.openQuickSearch();
    }
  };

  // Capture: a widget that stops mouse releases from bubbling must not switch the gestures off. Keys bubble, so
  // that whatever handles ctrl + K first (and prevents its default) keeps it.
  page.addEventListener('mouseup', onMouseUp, { capture: true });
  page.addEventListener('keydown', onKeyDown);
  return () => {
    page.removeEventListener('mouseup', onMouseUp, { capture: true });
    page.removeEventListener('keydown', onKeyDown);
  };
}
