import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './routes.tsx';
// The workspace defines its widgets the way a partner page does: through the kit's autoloader.
import '../src/loader/tj-kit.ts';
import './host.css';

const container = document.getElementById('root');
if (!container) throw new Error('host/index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
