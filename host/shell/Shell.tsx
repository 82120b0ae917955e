import { createElement, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';

/**
 * Spec 1 §2 "Main layout": navbar, main content (the route's, unless given) and footer. Where the navbar has its
 * controls, the page tools are there too (quick search on ctrl or cmd + K, word meanings, selection search): the
 * kit's <tj-page-tools>, as a partner page adds it.
 */
export function Shell({ controls, children }: { controls: boolean; children?: ReactNode }) {
  return (
    <div className="tj-shell">
      <Navbar controls={controls} />
      <main id="main" className="tj-main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer />
      {controls && createElement('tj-page-tools')}
    </div>
  );
}
