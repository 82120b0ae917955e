import { data, useParams, type LoaderFunctionArgs } from 'react-router';
import { authMode } from './auth-mode.ts';
import { LoginForm } from './LoginForm.tsx';
import { SignupForm } from './SignupForm.tsx';

/** An action the route table does not know is a page that does not exist. */
export function authPageLoader({ params }: LoaderFunctionArgs): null {
  if (authMode(params.action) === null) throw data(null, { status: 404 });
  return null;
}

/** Route Auth (/auth/{action}): the login or signup form, by mode. */
export function AuthPage() {
  const mode = authMode(useParams().action);
  if (mode === 'login') return <LoginForm />;
  // A new key for each mode: switching between the two signup forms starts afresh.
  if (mode !== null) return <SignupForm key={mode} bootcamp={mode === 'signup-bootcamp23'} />;
  return null;
}
