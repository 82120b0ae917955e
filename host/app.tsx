import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startAutoloader } from '../src/loader/autoloader.ts';
import { findWidget } from '../widgets/registry.ts';
import './messages.ts';
import { router } from './routes.tsx';
import './host.css';

// The workspace defines its widgets the way a partner page does: through the kit's autoloader.
startAutoloader(findWidget);

const container = document.getElementById('root');
if (!container) throw new Error('host/index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
