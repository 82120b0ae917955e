import { allows, gates, userAbilities } from '../../src/abilities/abilities.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { useValue } from '../../src/react/use-value.ts';
import { AddPanelButton } from '../workspace/AddPanelButton.tsx';
import { ActiveStoreTag } from './ActiveStoreTag.tsx';
import { QuestModeToggle } from '../workspace/QuestModeToggle.tsx';
import { WidgetPicker } from '../workspace/WidgetPicker.tsx';
import { FontSizeControl } from './FontSizeControl.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { Logo } from './Logo.tsx';
import { NavbarMenu } from './NavbarMenu.tsx';
import { NavbarSearch } from './NavbarSearch.tsx';
import { SearchOnOtherDevices } from './SearchOnOtherDevices.tsx';
import { SidebarToggle } from './Sidebar.tsx';
import { SkipToGraph } from './SkipToGraph.tsx';
import { ThoughtNavigation } from './ThoughtNavigation.tsx';
import { usePhoneScreen } from './use-phone-screen.ts';
import { UserArea } from './UserArea.tsx';
import { ViewSwitcher } from './ViewSwitcher.tsx';

/**
 * The top navbar; pages such as not-found show only the logo (spec 1 §2 "Main layout"). On a phone it is one row,
 * logo, search and Menu, with the other controls (the sidebar toggle and thought navigation too) behind Menu.
 */
export function Navbar({ controls }: { controls: boolean }) {
  const t = useT();
  // Spec 1 §6: sidebar, search, nav_controller and view_controller (service) gate those controls.
  const ability = useValue(userAbilities);
  const phone = usePhoneScreen();
  return (
    <header className={phone ? 'tj-navbar tj-navbar-phone' : 'tj-navbar'}>
      <a className="tj-skip-link" href="#main">
        {t('host.skipToContent')}
      </a>
      {controls && <SkipToGraph />}
      {controls && !phone && allows(ability, gates.sidebar) && <SidebarToggle />}
      <Logo />
      {controls && (
        <>
          {allows(ability, gates.search) && <NavbarSearch />}
          {!phone && allows(ability, gates.navController) && <ThoughtNavigation />}
          {!phone && <SearchOnOtherDevices />}
          <ActiveStoreTag />
          <NavbarMenu phone={phone}>
            <div className="tj-navbar-tools">
              {phone && allows(ability, gates.sidebar) && <SidebarToggle />}
              {phone && allows(ability, gates.navController) && <ThoughtNavigation />}
              {phone && <SearchOnOtherDevices withText />}
              <WidgetPicker />
              <AddPanelButton />
              <QuestModeToggle />
            </div>
            <div className="tj-navbar-settings">
              {allows(ability, gates.viewController) && <ViewSwitcher />}
              <LanguageSelect />
              <FontSizeControl />
              <UserArea />
            </div>
          </NavbarMenu>
        </>
      )}
    </header>
  );
}
