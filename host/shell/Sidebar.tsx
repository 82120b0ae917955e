import { NavLink } from 'react-router';
import { useT } from '../../src/i18n/use-t.ts';
import { useValue } from '../../src/react/use-value.ts';
import { setSidebarOpen, SIDEBAR_ID, sidebarOpen } from './sidebar.ts';
import { usePhoneScreen } from './use-phone-screen.ts';

const LINKS = [
  { to: '/', label: 'host.sidebar.home' },
  { to: '/dashboard', label: 'host.sidebar.reports' },
  { to: '/Settings', label: 'host.sidebar.settings' },
] as const;

/**
 * Spec 1 §2 "Main layout": the left sidebar's three links. Beside the content, which narrows while it is open; on a
 * phone it lies over the content and closes once a link is followed.
 */
export function Sidebar() {
  const t = useT();
  const open = useValue(sidebarOpen);
  const phone = usePhoneScreen();
  if (!open) return null;
  return (
    <nav id={SIDEBAR_ID} className={phone ? 'tj-sidebar tj-sidebar-over' : 'tj-sidebar'} aria-label={t('host.sidebar')}>
      <ul>
        {LINKS.map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to} end onClick={() => phone && setSidebarOpen(false)}>
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The navbar's sidebar toggle. */
export function SidebarToggle() {
  const t = useT();
  const open = useValue(sidebarOpen);
  return (
    <button
      type="button"
      className="tj-button tj-sidebar-toggle"
      aria-expanded={open}
      aria-controls={open ? SIDEBAR_ID : undefined}
      onClick={() => setSidebarOpen(!open)}
    >
      <span aria-hidden="true">☰</span> {t('host.sidebar')}
    </button>
  );
}
