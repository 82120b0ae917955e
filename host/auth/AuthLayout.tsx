import { Outlet } from 'react-router';
import './auth.css';
import { LanguageSelect } from '../shell/LanguageSelect.tsx';
import { Logo } from '../shell/Logo.tsx';
import { IntroCarousel } from './IntroCarousel.tsx';

/**
 * The blank layout of the auth pages (spec 1 §2): no navbar controls and no dock, only the logo and the language
 * (so a learner can read the forms in theirs), the form, and the intro carousel beside it.
 */
export function AuthLayout() {
  return (
    <div className="tj-auth">
      <header className="tj-auth-header">
        <Logo />
        <LanguageSelect />
      </header>
      <main id="main" className="tj-auth-main" tabIndex={-1}>
        <div className="tj-auth-card">
          <Outlet />
        </div>
        <IntroCarousel />
      </main>
    </div>
  );
}
