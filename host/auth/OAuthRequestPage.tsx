import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { Tokens } from '../../src/contract/user.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { session } from '../../src/kit/session.ts';
import { LOGIN_PATH } from '../guards.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { useCompleteSignIn } from './complete-sign-in.ts';
import { FormFailure, Spinner } from './fields.tsx';
import { serverMessage } from './use-auth-form.ts';
import { FORM_ERROR_MS } from './use-flash.ts';

/** A key is single-use: a page mounted twice (React's StrictMode in development) must exchange it once. */
const exchanges = new Map<string, Promise<Tokens>>();
function exchange(key: string): Promise<Tokens> {
  let pending = exchanges.get(key);
  if (!pending) {
    pending = session.actions.loginWithOAuthRequest(key);
    exchanges.set(key, pending);
  }
  return pending;
}

/**
 * Route OAuth-Request (/auth/oauth-request/{key}), where the external sign-in returns: the key is exchanged for
 * tokens, then Home. A refused key shows the server's message for 2 seconds, then login.
 */
export function OAuthRequestPage() {
  const t = useT();
  const { key } = useParams();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState('');
  useDocumentTitle(t('auth.signingIn'));

  useEffect(() => {
    if (!key) return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    exchange(key).then(
      (tokens) => {
        if (!cancelled) void completeSignIn(tokens);
      },
      (error: unknown) => {
        if (cancelled) return;
        setFailure(serverMessage(error));
        timer = setTimeout(() => void navigate(LOGIN_PATH, { replace: true }), FORM_ERROR_MS);
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [key, navigate, completeSignIn]);

  if (!key) return <Navigate to={LOGIN_PATH} replace />;
  return (
    <div className="tj-interstitial">
      {failure === '' && <Spinner />}
      <h1>{t('auth.signingIn')}</h1>
      <FormFailure message={failure} />
    </div>
  );
}
