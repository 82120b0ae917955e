import { Link } from 'react-router';
import { useT } from '../../src/i18n/use-t.ts';
import { AddPanelButton } from '../workspace/AddPanelButton.tsx';
import { WidgetPicker } from '../workspace/WidgetPicker.tsx';
import { FontSizeControl } from './FontSizeControl.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';

/** The top navbar; pages such as not-found show only the logo (spec 1 §2 "Main layout"). */
export function Navbar({ controls }: { controls: boolean }) {
  const t = useT();
  return (
    <header className="tj-navbar">
      <a className="tj-skip-link" href="#main">
        {t('host.skipToContent')}
      </a>
      <Link to="/" className="tj-logo" aria-label={t('host.homeLink')}>
        <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
          <circle cx="16" cy="16" r="14" fill="currentColor" />
          <circle cx="16" cy="16" r="5" fill="white" />
        </svg>
        <span>{t('host.appName')}</span>
      </Link>
      {controls && (
        <>
          <div className="tj-navbar-tools">
            <WidgetPicker />
            <AddPanelButton />
          </div>
          <div className="tj-navbar-settings">
            <LanguageSelect />
            <FontSizeControl />
          </div>
        </>
      )}
    </header>
  );
}
