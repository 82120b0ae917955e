import { useNavigate } from 'react-router';
import { useT } from '../../src/i18n/use-t.ts';
import { session } from '../../src/kit/session.ts';
import { useValue } from '../../src/react/use-value.ts';
import { LOGIN_PATH } from '../guards.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';

/**
 * Home for a learner whose roles deny every right (Zelda0, spec 1 §6 "everything denied"): instead of a workspace
 * of panels that each say "not available for your role", one page that says so, whom to ask, and Sign out.
 */
export function NoRights() {
  const t = useT();
  const navigate = useNavigate();
  const { username } = useValue(session.signals.user);
  useDocumentTitle(t('host.noRights.title'));
  const signOut = async () => {
    await session.actions.logout();
    // Spec 1 §2: logout goes to Auth with action Login.
    await navigate(LOGIN_PATH, { replace: true });
  };
  return (
    <div className="tj-page">
      <h1>{t('host.noRights.title')}</h1>
      <p>{t('host.noRights.text', { username })}</p>
      <p>{t('host.noRights.ask')}</p>
      <p>
        <button type="button" className="tj-button tj-button-primary" onClick={() => void signOut()}>
          {t('host.logout')}
        </button>
      </p>
    </div>
  );
}
