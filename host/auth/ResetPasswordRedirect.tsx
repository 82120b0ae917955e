import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useT } from '../../src/i18n/use-t.ts';
import { checkResetKey } from '../../src/session/password-reset.ts';
import { api } from '../api.ts';
import { LOGIN_PATH } from '../guards.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { Spinner } from './fields.tsx';
import { RESET_LINK_INVALID } from './reset-link-notice.ts';

/** Spec 2 §9.1 "forgot-password wait 3 s". */
export const RESET_CHECK_DELAY_MS = 3000;

export const resetPasswordPath = (key: string) => `/auth/reset-password/${encodeURIComponent(key)}`;

/**
 * Route Forgot-Password (/auth/reset-password-redirect/{key}), where the mailed link leads: after 3 seconds a key
 * the server accepts (200) goes to Reset-Password, any other answer to login (spec 1 §4), which says the link could
 * not be used.
 */
export function ResetPasswordRedirect() {
  const t = useT();
  const { key } = useParams();
  const navigate = useNavigate();
  useDocumentTitle(t('auth.processingTitle'));

  useEffect(() => {
    if (!key) return undefined;
    let cancelled = false;
    // Asked at once, acted on after the wait, so a slow answer does not add to it.
    const valid = checkResetKey(api, key);
    const timer = setTimeout(() => {
      void valid.then((ok) => {
        if (cancelled) return;
        if (ok) void navigate(resetPasswordPath(key), { replace: true });
        else void navigate(LOGIN_PATH, { replace: true, state: RESET_LINK_INVALID });
      });
    }, RESET_CHECK_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [key, navigate]);

  if (!key) return <Navigate to={LOGIN_PATH} replace state={RESET_LINK_INVALID} />;
  return (
    <div className="tj-interstitial" role="status" aria-live="polite">
      <Spinner />
      <h1>{t('auth.processingTitle')}</h1>
      <p>{t('auth.processingText')}</p>
    </div>
  );
}
