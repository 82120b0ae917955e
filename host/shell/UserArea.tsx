import { Link } from 'react-router';
import { useT } from '../../src/i18n/use-t.ts';
import { session } from '../../src/kit/session.ts';
import { useValue } from '../../src/react/use-value.ts';
import { UserMenu } from './UserMenu.tsx';

/** The navbar's user part (spec 1 §2): Login and Sign Up for guests, the user and their menu otherwise. */
export function UserArea() {
  const t = useT();
  const signedIn = useValue(session.signals.isLoggedIn);
  if (signedIn) return <UserMenu />;
  return (
    <nav className="tj-guest-actions" aria-label={t('host.account')}>
      <Link className="tj-button" to="/auth/login">
        {t('host.login')}
      </Link>
      <Link className="tj-button tj-button-primary" to="/auth/signup">
        {t('host.signup')}
      </Link>
    </nav>
  );
}
