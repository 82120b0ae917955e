import { Link } from 'react-router';
import { useT } from '../../src/i18n/use-t.ts';

/** The logo, linking to Home (spec 1 §2 "Main layout"). */
export function Logo() {
  const t = useT();
  return (
    <Link to="/" className="tj-logo" aria-label={t('host.homeLink')}>
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <circle cx="16" cy="16" r="14" fill="currentColor" />
        <circle cx="16" cy="16" r="5" fill="white" />
      </svg>
      <span>{t('host.appName')}</span>
    </Link>
  );
}
