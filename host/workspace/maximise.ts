// Issue 24: a learner can give one panel the whole workspace and bring the others back, three ways: the panel's
// header button (PanelActions.tsx), a double click on its tab strip, and Alt + Enter (the panel holding the keyboard,
// else the active one). Not on a phone, where one panel at a time is how the workspace shows panels already
// (mobile-panels.ts maximises the panel shown).
import type { DockviewApi, IDockviewGroupPanel } from 'dockview-react';

/**
 * Alt + Enter (src/page/keyboard-map.ts lists it for the Help widget and /accessibility), by the key's place. Spec 2 §9.2 and the widget keys (widget-shortcuts.ts) use no Enter; the question
 * boxes' Enter asks (src/elements/QuestionForm.tsx), and they leave Alt + Enter to this.
 */
export function isMaximiseKey(event: KeyboardEvent): boolean {
  return (
    event.altKey &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.shiftKey &&
    (event.code === 'Enter' || event.code === 'NumpadEnter')
  );
}

/** Maximises the panel, or restores every panel when it is the one maximised. */
export function toggleMaximised(group: IDockviewGroupPanel): void {
  if (group.api.isMaximized()) group.api.exitMaximized();
  else group.api.maximize();
}

/** The panel holding this node (in the page or inside a widget's shadow root), if any. */
function groupHolding(api: DockviewApi, node: Node | null): IDockviewGroupPanel | undefined {
  if (!node) return undefined;
  return api.groups.find((group) => group.element.contains(node));
}

/**
 * Double clicks on a panel's tab strip (its tabs or the empty part; not its buttons) within `root`, and Alt + Enter
 * anywhere on the page, maximise or restore a panel while `enabled()` holds. Returns the function that stops.
 */
export function listenToMaximise(root: HTMLElement, api: DockviewApi, enabled: () => boolean): () => void {
  const onDoubleClick = (event: MouseEvent) => {
    if (!enabled() || !(event.target instanceof Element)) return;
    const strip = event.target.closest('.dv-tabs-and-actions-container');
    if (!strip || event.target.closest('button, input, select, a') || !root.contains(strip)) return;
    const group = groupHolding(api, strip);
    if (!group) return;
    event.preventDefault();
    toggleMaximised(group);
  };
  const page = root.ownerDocument;
  // Captured before the page's own handlers: Dockview's tabs take Enter, with or without Alt, to select a tab.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isMaximiseKey(event) || !enabled()) return;
    // The page's active element is the widget's host when the keyboard is inside its shadow root.
    const group = groupHolding(api, page.activeElement) ?? api.activeGroup;
    if (!group) return;
    event.preventDefault();
    toggleMaximised(group);
  };
  root.addEventListener('dblclick', onDoubleClick);
  page.addEventListener('keydown', onKeyDown, { capture: true });
  return () => {
    root.removeEventListener('dblclick', onDoubleClick);
    page.removeEventListener('keydown', onKeyDown, { capture: true });
  };
}
