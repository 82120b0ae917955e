import { useT } from '../../src/i18n/use-t.ts';
import { AddPanelButton } from '../workspace/AddPanelButton.tsx';
import { QuestModeToggle } from '../workspace/QuestModeToggle.tsx';
import { WidgetPicker } from '../workspace/WidgetPicker.tsx';
import { FontSizeControl } from './FontSizeControl.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { Logo } from './Logo.tsx';
import { NavbarSearch } from './NavbarSearch.tsx';
import { UserArea } from './UserArea.tsx';

/** The top navbar; pages such as not-found show only the logo (spec 1 §2 "Main layout"). */
export function Navbar({ controls }: { controls: boolean }) {
  const t = useT();
  return (
    <header className="tj-navbar">
      <a className="tj-skip-link" href="#main">
        {t('host.skipToContent')}
      </a>
      <Logo />
      {controls && (
        <>
          <NavbarSearch />
          <div className="tj-navbar-tools">
            <WidgetPicker />
            <AddPanelButton />
            <QuestModeToggle />
          </div>
          <div className="tj-navbar-settings">
            <LanguageSelect />
            <FontSizeControl />
            <UserArea />
          </div>
        </>
      )}
    </header>
  );
}
