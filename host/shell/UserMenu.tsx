import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../src/i18n/use-t.ts';
import { fetchPoints } from '../../src/session/points.ts';
import { session } from '../../src/kit/session.ts';
import { useValue } from '../../src/react/use-value.ts';
import { api } from '../api.ts';
import defaultAvatar from '../assets/default-avatar.svg';
import { LOGIN_PATH } from '../guards.ts';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { ExportMyData, useExportMyData } from './ExportMyData.tsx';
import { useOutsidePress } from '../../src/react/use-outside-press.ts';
import { useAdministrationRights } from './use-administration-rights.ts';

/**
 * The signed-in learner in the navbar, with their menu (spec 1 §2): username, email, "{username}'s Points:" (fetched
 * again each time the menu opens; a failure shows nothing), role badges, change password, the administration page (for those who may use it) and Logout, and "export my
 * data" (spec 2 §7.9) as Markdown or JSON files. The menu is a disclosure: it closes on Escape (focus back on its
 * button) and on a click outside.
 */
export function UserMenu() {
  const t = useT();
  const navigate = useNavigate();
  const me = useValue(session.signals.user);
  const [open, setOpen] = useState(false);
  // 'loading' until the answer; null when it failed, which is ignored (spec 2 §8).
  const [points, setPoints] = useState<number | null | 'loading'>('loading');
  const [changingPassword, setChangingPassword] = useState(false);
  const exportData = useExportMyData(api, me.username);
  const administration = useAdministrationRights();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const avatar = me.profileImage.Location || me.avatar || defaultAvatar;

  useEffect(() => {
    if (!open) return undefined;
    const controller = new AbortController();
    void fetchPoints(api, me.id, controller.signal).then((count) => {
      if (!controller.signal.aborted) setPoints(count);
    });
    return () => controller.abort();
  }, [open, me.id]);
  useOutsidePress(rootRef, open, () => setOpen(false));

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const signOut = async () => {
    setOpen(false);
    await session.actions.logout();
    // Spec 1 §2: logout goes to Auth with action Login.
    await navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <div
      ref={rootRef}
      className="tj-user"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="tj-user-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          // Opening refetches the points (spec 1 §2); until they arrive the old count is not shown.
          if (!open) {
            setPoints('loading');
            exportData.reset();
          }
          setOpen(!open);
        }}
      >
        <img className="tj-avatar" src={avatar} alt="" width="32" height="32" />
        <span className="tj-user-names">
          <span className="tj-user-name">{me.username}</span>
          <span className="tj-user-email">{me.email}</span>
        </span>
        <span className="tj-visually-hidden">{t('host.userMenu')}</span>
      </button>
      {open && (
        <div id={menuId} className="tj-user-menu">
          <p className="tj-user-menu-name">{me.username}</p>
          <p className="tj-user-menu-email">{me.email}</p>
          <p className="tj-user-points">
            {t('host.userPoints', { username: me.username })}{' '}
            <strong>{points === 'loading' ? '…' : (points ?? '–')}</strong>
          </p>
          {me.roles.length > 0 && (
            <ul className="tj-role-badges" aria-label={t('host.roles')}>
              {me.roles.map((role) => (
                <li key={role} className="tj-role-badge">
                  {role}
                </li>
              ))}
            </ul>
          )}
          <ExportMyData state={exportData} />
          <div className="tj-user-menu-actions">
            <Link className="tj-button" to="/profile/edit" onClick={() => setOpen(false)}>
              {t('host.editProfile')}
            </Link>
            {(administration.roles || administration.origins) && (
              <Link className="tj-button" to="/admin" onClick={() => setOpen(false)}>
                {t('host.administration')}
              </Link>
            )}
            <button
              type="button"
              className="tj-button"
              onClick={() => {
                setOpen(false);
                setChangingPassword(true);
              }}
            >
              {t('host.changePassword')}
            </button>
            <button type="button" className="tj-button tj-button-primary" onClick={() => void signOut()}>
              {t('host.logout')}
            </button>
          </div>
        </div>
      )}
      {changingPassword && <ChangePasswordDialog onClose={() => setChangingPassword(false)} />}
    </div>
  );
}
