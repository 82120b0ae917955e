import { useId, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../src/i18n/use-t.ts';
import './navbar-menu.css';
import { useOutsidePress } from '../../src/react/use-outside-press.ts';

/**
 * The navbar's controls other than search. On a desktop they stand in the navbar as they are; on a phone they sit
 * behind a Menu button, in a panel under the navbar's one row, so the workspace keeps the screen. The panel is a
 * disclosure: it closes on Escape (focus back on its button), on a click outside and when focus leaves it. Its
 * controls stay mounted either way, so a turn of the phone keeps what they hold.
 */
export function NavbarMenu({ phone, children }: { phone: boolean; children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // Turned to a desktop, the controls are in the navbar again; turned back, the menu starts closed.
  if (!phone && open) setOpen(false);

  useOutsidePress(rootRef, open, () => setOpen(false));

  return (
    <div
      ref={rootRef}
      className="tj-navbar-menu"
      onKeyDown={(event) => {
        // A popup inside (the widget picker) that handled Escape itself closes alone.
        if (event.key !== 'Escape' || !open || event.isDefaultPrevented()) return;
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      }}
      onBlur={(event) => {
        // Only a move to another element closes it: a blur with nowhere to go (another window) leaves it open.
        const next = event.relatedTarget;
        if (open && next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      {phone && (
        <button
          ref={buttonRef}
          type="button"
          className="tj-button tj-navbar-menu-button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M2 4h12M2 8h12M2 12h12" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
          <span className="tj-navbar-menu-label">{t('host.menu')}</span>
        </button>
      )}
      <div id={panelId} className="tj-navbar-menu-panel" hidden={phone && !open}>
        {children}
      </div>
    </div>
  );
}
