// The widget shortcuts of spec 2 §9.2: a key shows its widget in the workspace (the tab it already has, else a new
// tab in the active panel) and puts the keyboard in it. Alt + Q (quest mode) and alt + T (thought map) live with
// what they do: quest-mode.ts and src/page/page-gestures.ts.
import type { IDockviewPanel } from 'dockview-react';
import { startedInEditable } from '../../src/page/dom-text.ts';
import { widgetByName, type WidgetName } from '../../widgets/registry.ts';
import { allows, canLoadWidget, gates, userAbilities } from '../../src/abilities/abilities.ts';
import { t } from '../../src/i18n/i18n.ts';
import { showToast } from '../../src/toasts/toasts.ts';
import { addPanel, addWidget, dock } from './dock.ts';
import { widgetTitle } from './widget-title.ts';

/**
 * Keys by the key's place (`event.code`), not its character: alt + D types "∂" on a Mac. Modifiers are written in
 * the order `chordOf` builds them, and must match exactly.
 */
const WIDGET_KEYS = new Map<string, WidgetName>([
  ['ctrl+KeyQ', 'quest-library'],
  ['alt+ctrl+KeyE', 'eddie'],
  ['alt+KeyN', 'notes-library'],
  ['alt+KeyE', 'editor'],
  ['alt+KeyD', 'detail'],
  ['alt+KeyH', 'help'],
]);

/** Spec 2 §9.2: alt + B is the book library's, which "in the main layout adds a panel" for it. */
const BOOK_LIBRARY_KEY = 'alt+KeyB';

/** How long a widget has to draw its first control before the keyboard is left on the widget itself. */
const FOCUS_WAIT_MS = 2000;

const FOCUSABLE = [
  'button:not([disabled])',
  'a[href]',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable]:not([contenteditable="false"])',
].join(', ');

function chordOf(event: KeyboardEvent): string | undefined {
  // Shift and cmd belong to other shortcuts. AltGr arrives as ctrl + alt on Windows: AltGr + E types "€".
  if (event.shiftKey || event.metaKey || event.getModifierState('AltGraph')) return undefined;
  return `${event.altKey ? 'alt+' : ''}${event.ctrlKey ? 'ctrl+' : ''}${event.code}`;
}

/** The widget this key shows, if any. */
function widgetFor(event: KeyboardEvent): WidgetName | undefined {
  const chord = chordOf(event);
  return chord === undefined ? undefined : WIDGET_KEYS.get(chord);
}

const shows = (panel: IDockviewPanel, name: string) => panel.params?.['name'] === name;

/** Controls in document order, those inside nested open shadow roots where they sit. */
function* controlsIn(root: ParentNode): Generator<HTMLElement> {
  for (const element of root.querySelectorAll('*')) {
    if (element instanceof HTMLElement && element.matches(FOCUSABLE)) yield element;
    if (element.shadowRoot) yield* controlsIn(element.shadowRoot);
  }
}

/**
 * Whether the keyboard is on this element. Not `:focus`, which a page matches only while its window has the system's
 * focus: a page opened beside another (or behind it) still moves its keyboard.
 */
const hasKeyboard = (element: HTMLElement) =>
  (element.getRootNode() as Document | ShadowRoot).activeElement === element;

/** Focuses the first control that takes it (hidden ones do not), and says whether one did. */
function focusFirstControl(root: ParentNode): boolean {
  for (const control of controlsIn(root)) {
    control.focus();
    if (hasKeyboard(control)) return true;
  }
  return false;
}

/** A newer key, or stopping, ends the wait for an earlier widget to draw. */
let ticket = 0;
/** Widgets being added (the add waits 100 ms): a repeated key must not add a second tab. */
const adding = new Set<string>();

/**
 * The keyboard goes to the widget's first control once it has drawn one (or to the control `within` names, such as a
 * graph's canvas); meanwhile to the widget itself.
 */
function focusWidget(panel: IDockviewPanel, name: WidgetName, within?: string): void {
  const mine = ++ticket;
  const { tag } = widgetByName(name);
  const deadline = performance.now() + FOCUS_WAIT_MS;
  let element: HTMLElement | undefined;
  /** Whether the widget itself has had the keyboard (from then on, focus elsewhere means the learner moved it). */
  let held = false;
  const step = () => {
    if (mine !== ticket) return;
    const found = element ?? panel.view.content.element.querySelector(tag);
    if (found instanceof HTMLElement) {
      element = found;
      if (held && (!hasKeyboard(element) || element.shadowRoot?.activeElement)) return;
      const chosen = within ? element.shadowRoot?.querySelector(within) : null;
      if (chosen instanceof HTMLElement && (chosen.focus(), hasKeyboard(chosen))) return;
      if (!within && element.shadowRoot && focusFirstControl(element.shadowRoot)) return;
      if (!held) {
        if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
        element.focus();
        held = hasKeyboard(element);
      }
    }
    if (performance.now() < deadline) requestAnimationFrame(step);
  };
  step();
}

/**
 * Shows a widget in the workspace on screen (the tab it already has, else a new tab in the active panel) and puts the
 * keyboard in it (in its first control, or the one `within` names): what its key does, and the dock's buttons too.
 */
export async function showWidget(name: WidgetName, within?: string): Promise<void> {
  if (adding.has(name)) return;
  const existing = dock.value?.panels.find((panel) => shows(panel, name));
  if (existing) {
    existing.api.setActive();
    focusWidget(existing, name, within);
    return;
  }
  adding.add(name);
  try {
    await addWidget(name);
  } finally {
    adding.delete(name);
  }
  const added = dock.value?.panels.find((panel) => shows(panel, name));
  if (added) focusWidget(added, name, within);
}

/**
 * Alt + B: the Book Library, in a panel of its own where the learner may add panels and one is free (the toast says
 * so), else where the other keys show their widget.
 */
async function showBookLibrary(): Promise<void> {
  const open = dock.value?.panels.some((panel) => shows(panel, 'book-library'));
  const slot = !open && allows(userAbilities.value, gates.createLayout) ? addPanel() : undefined;
  if (!slot) return showWidget('book-library');
  await addWidget('book-library', slot);
  showToast(t('host.widgetAddedAlone', { title: widgetTitle('book-library') }), 'success');
  const added = dock.value?.panels.find((panel) => shows(panel, 'book-library'));
  if (added) focusWidget(added, 'book-library');
}

/**
 * Alt + N, alt + E, alt + D, alt + H, ctrl + Q and alt + ctrl + E anywhere on the page show their widget in the
 * workspace on screen; alt + B shows the Book Library in a new panel. Returns the function that stops listening.
 */
export function listenToWidgetKeys(page: Document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    // Something on the page (a code editor, say) may already use the keys.
    if (event.defaultPrevented || !dock.value) return;
    // On a Mac alt + E and alt + N start an accent (é, ñ): in a text box that is typing, not a shortcut.
    if (event.key === 'Dead' && startedInEditable(event)) return;
    if (chordOf(event) === BOOK_LIBRARY_KEY) {
      if (!canLoadWidget(userAbilities.value, 'book-library')) return;
      event.preventDefault();
      void showBookLibrary();
      return;
    }
    const name = widgetFor(event);
    // As the widget picker: only a widget the learner's roles may load (none for a visitor, who has no abilities).
    if (!name || !canLoadWidget(userAbilities.value, name)) return;
    event.preventDefault();
    void showWidget(name);
  };

  page.addEventListener('keydown', onKeyDown);
  return () => {
    ticket++;
    page.removeEventListener('keydown', onKeyDown);
  };
}
