// Dockview draws its own handle for the tabs a narrow panel cannot show (a chevron and a count): a div with no name
// that only a pointer opens, and a list of those tabs that only a pointer chooses from. Every icon of a panel's header
// has a tooltip in the learner's language, and every control is reachable by keyboard (issue 24), so the host names
// the handle, makes it a button Tab reaches (Enter or Space opens the list, its first tab focused) and makes the
// list's tabs buttons too (arrows move between them, Enter or Space shows one).
import { t } from '../../src/i18n/i18n.ts';

const HANDLE = '.dv-tabs-overflow-dropdown-default';
const ROW = '.dv-tabs-overflow-container > .dv-tab';

function prepareHandle(handle: HTMLElement): void {
  const count = handle.textContent?.trim() ?? '';
  const title = t('host.moreTabs', { count });
  if (handle.getAttribute('title') !== title) {
    handle.setAttribute('title', title);
    handle.setAttribute('aria-label', title);
  }
  if (handle.tabIndex !== 0) {
    handle.tabIndex = 0;
    handle.setAttribute('role', 'button');
    handle.setAttribute('aria-haspopup', 'true');
  }
}

function prepareRow(row: HTMLElement): void {
  if (row.tabIndex === 0) return;
  row.tabIndex = 0;
  row.setAttribute('role', 'button');
}

const activates = (event: KeyboardEvent) => event.key === 'Enter' || event.key === ' ';

function onKeyDown(root: HTMLElement, event: KeyboardEvent): void {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return;
  if (target.matches(HANDLE) && activates(event)) {
    event.preventDefault();
    const { left, bottom } = target.getBoundingClientRect();
    // After this key's dispatch: the list closes on an Enter it hears while opening.
    setTimeout(() => {
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: left, clientY: bottom }));
      // The list is drawn now; the observer would make its rows focusable only after this task.
      const rows = root.querySelectorAll<HTMLElement>(ROW);
      rows.forEach(prepareRow);
      rows[0]?.focus();
    });
    return;
  }
  if (!target.matches(ROW)) return;
  if (activates(event)) {
    event.preventDefault();
    target.click();
    return;
  }
  const by = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
  if (by === 0) return;
  event.preventDefault();
  const rows = [...root.querySelectorAll<HTMLElement>(ROW)];
  rows[(rows.indexOf(target) + by + rows.length) % rows.length]?.focus();
}

/**
 * Names every overflow handle within `root` and makes it and its list keyboard-operable, now and as Dockview adds or
 * recounts them. Called again after a language switch. Returns the function that stops.
 */
export function keyboardTabOverflow(root: HTMLElement): () => void {
  const prepareAll = () => {
    root.querySelectorAll<HTMLElement>(HANDLE).forEach(prepareHandle);
    root.querySelectorAll<HTMLElement>(ROW).forEach(prepareRow);
  };
  prepareAll();
  const observer = new MutationObserver(prepareAll);
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  const keyDown = (event: KeyboardEvent) => onKeyDown(root, event);
  root.addEventListener('keydown', keyDown);
  return () => {
    observer.disconnect();
    root.removeEventListener('keydown', keyDown);
  };
}
