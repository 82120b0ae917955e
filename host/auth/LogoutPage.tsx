import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../src/i18n/use-t.ts';
import { session } from '../../src/kit/session.ts';
import { HOME_PATH } from '../guards.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { Spinner } from './fields.tsx';

/** Route /logout: signs out, then goes Home (whose guard then shows the login page). */
export function LogoutPage() {
  const t = useT();
  const navigate = useNavigate();
  useDocumentTitle(t('auth.signingOut'));

  useEffect(() => {
    let cancelled = false;
    void session.actions.logout().then(() => {
      if (!cancelled) void navigate(HOME_PATH, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate]);

  return (
    <main id="main" className="tj-interstitial" role="status">
      <Spinner />
      <p>{t('auth.signingOut')}</p>
    </main>
  );
}
