// The page-wide gestures of spec 1 §2 and §5 and spec 2 §9.2: ctrl or cmd + K opens the quick search; alt + mouse
// release on a word shows its meaning; alt + T saves the current thought to the thought map; ctrl or cmd + mouse
// release on a selection searches it (and so does a selection alone outside looked_at mode). The keyboard's way to
// the last two: alt + M and alt + S, on the selection or else the focused item. They work anywhere on the page,
// inside widgets' shadow roots too.
import type { GraphMode } from '../graph/modes.ts';
import {
  openShadowRoots,
  selectedText,
  shadowRootsOf,
  startedInEditable,
  wordAtPoint,
  type TextOnScreen,
} from './dom-text.ts';
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

/** The text as a term of 1 to 4 words, or null when it is not one. */
function shortTerm(found: TextOnScreen | null): TextOnScreen | null {
  const term = found ? selectedTerm(found.text) : '';
  const words = term === '' ? 0 : term.split(' ').length;
  return found && words > 0 && words <= SELECTION_SEARCH_MAX_WORDS ? { text: term, rect: found.rect } : null;
}

/** The word (or short phrase) an alt + release asks about: the selection if there is a short one, else the word under the pointer. */
function meaningTarget(event: MouseEvent, roots: ShadowRoot[]): TextOnScreen | null {
  return shortTerm(selectedText(roots)) ?? wordAtPoint(event.clientX, event.clientY, roots);
}

/**
 * What alt + M or alt + S acts on: a short selection, else the text of the focused item (a related word's link, a
 * graph index entry), placed where it is on screen.
 */
function keyboardTarget(event: KeyboardEvent): TextOnScreen | null {
  const selection = shortTerm(selectedText(openShadowRoots()));
  if (selection) return selection;
  const [focused] = event.composedPath();
  if (!(focused instanceof HTMLElement) || focused === document.body) return null;
  return shortTerm({ text: focused.innerText, rect: focused.getBoundingClientRect() });
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
    const altOnly = event.altKey && !event.ctrlKey && !event.metaKey;
    if (altOnly && event.code === 'KeyT') {
      event.preventDefault();
      handlers.saveThought();
      return;
    }
    // Alt + M types "µ" and alt + S "ß" on a Mac: in a text box that is typing.
    if (altOnly && (event.code === 'KeyM' || event.code === 'KeyS') && !startedInEditable(event)) {
      const target = keyboardTarget(event);
      if (!target) return;
      event.preventDefault();
      if (event.code === 'KeyM') handlers.meaning(target.text, target.rect);
      else handlers.search(target.text);
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
