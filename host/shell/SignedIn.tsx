import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { session } from '../../src/kit/session.ts';
import { useValue } from '../../src/react/use-value.ts';
import { LOGIN_PATH } from '../guards.ts';

/**
 * Sign-in-required routes, after their guard: if the session ends while the learner is here (logout, or a token
 * that could not be refreshed), they go to the login page.
 */
export function SignedIn() {
  const signedIn = useValue(session.signals.isLoggedIn);
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedIn) void navigate(LOGIN_PATH, { replace: true });
  }, [signedIn, navigate]);
  return signedIn ? <Outlet /> : null;
}
