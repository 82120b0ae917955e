import { Outlet } from 'react-router';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';

/** Spec 1 §2 "Main layout": navbar, main content and footer. */
export function Shell({ controls }: { controls: boolean }) {
  return (
    <div className="tj-shell">
      <Navbar controls={controls} />
      <main id="main" className="tj-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
