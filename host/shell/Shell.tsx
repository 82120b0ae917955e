import { createElement, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { allows, gates, userAbilities } from '../../src/abilities/abilities.ts';
import { useValue } from '../../src/react/use-value.ts';
import { BottomDock } from './BottomDock.tsx';
import { CameraOverlay } from './CameraOverlay.tsx';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { Sidebar } from './Sidebar.tsx';

/**
 * Spec 1 §2 "Main layout": navbar, sidebar (where sidebar (service) allows it), main content (the route's, unless
 * given), the bottom dock and the footer. Where the navbar has its
 * controls, the page tools are there too (quick search on ctrl or cmd + K, word meanings, selection search): the
 * kit's <tj-page-tools>, as a partner page adds it.
 */
export function Shell({ controls, children }: { controls: boolean; children?: ReactNode }) {
  const ability = useValue(userAbilities);
  return (
    <div className="tj-shell">
      <Navbar controls={controls} />
      <div className="tj-body">
        {controls && allows(ability, gates.sidebar) && <Sidebar />}
        <main id="main" className="tj-main" tabIndex={-1}>
          {children ?? <Outlet />}
        </main>
      </div>
      {controls && <BottomDock />}
      {controls && <CameraOverlay />}
      <Footer />
      {controls && createElement('tj-page-tools')}
    </div>
  );
}
