// Dockview draws its own handle for the tabs a narrow panel cannot show (a chevron and a count) with no name; every
// icon of a panel's header has a tooltip in the learner's language (issue 24), so the host gives it one.
import { t } from '../../src/i18n/i18n.ts';

const HANDLE = '.dv-tabs-overflow-dropdown-default';

function name(handle: Element): void {
  const count = handle.textContent?.trim() ?? '';
  const title = t('host.moreTabs', { count });
  if (handle.getAttribute('title') !== title) handle.setAttribute('title', title);
}

/**
 * Names every overflow handle within `root`, now and as Dockview adds or recounts them. Called again after a language
 * switch. Returns the function that stops.
 */
export function nameTabOverflow(root: HTMLElement): () => void {
  const nameAll = () => root.querySelectorAll(HANDLE).forEach(name);
  nameAll();
  const observer = new MutationObserver(nameAll);
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  return () => observer.disconnect();
}
