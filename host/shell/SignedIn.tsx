import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { isLoggedIn } from '../../src/session/session.ts';
import { useValue } from '../../src/react/use-value.ts';
import { LOGIN_PATH } from '../guards.ts';

/**
 * Sign-in-required routes, after their guard: if the session ends while the learner is here (logout, or a token
 * that could not be refreshed), they go to the login page.
 */
export function SignedIn() {
  const signedIn = useValue(isLoggedIn);
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedIn) void navigate(LOGIN_PATH, { replace: true });
  }, [signedIn, navigate]);
  return signedIn ? <Outlet /> : null;
}
