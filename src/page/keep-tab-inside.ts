// A modal dialog's Tab ring. `showModal()` makes the page behind it inert, but Tab from the dialog's last control
// still leaves for the browser's own toolbar; this sends it back to the first control (and Shift + Tab from the first
// to the last), through open shadow roots too.
import { tabbable } from 'tabbable';

/** A keydown handler for the dialog: wraps Tab and Shift + Tab at its ends. */
export function keepTabInside(event: KeyboardEvent, dialog: HTMLElement): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const controls = tabbable(dialog, { getShadowRoot: true });
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const root = dialog.getRootNode() as Document | ShadowRoot;
  const focused = root.activeElement;
  const wrapTo = event.shiftKey ? (focused === first ? last : null) : focused === last ? first : null;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}
