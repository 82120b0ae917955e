import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';

/** Spec 1 §2 "Main layout": navbar, main content (the route's, unless given) and footer. */
export function Shell({ controls, children }: { controls: boolean; children?: ReactNode }) {
  return (
    <div className="tj-shell">
      <Navbar controls={controls} />
      <main id="main" className="tj-main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
