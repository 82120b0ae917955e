import { createBrowserRouter } from 'react-router';
import { Loading } from './shell/Loading.tsx';
import { Root } from './shell/Root.tsx';
import { Shell } from './shell/Shell.tsx';
import { NotFound } from './pages/NotFound.tsx';
import { WidgetView } from './pages/WidgetView.tsx';

/** Spec 1 §2 route table, the part the host serves so far: Home, WidgetView and NotFound. */
export const router = createBrowserRouter([
  {
    Component: Root,
    HydrateFallback: Loading,
    children: [
      {
        element: <Shell controls />,
        children: [
          {
            index: true,
            // Dockview is the heaviest part of the host; the other routes do without it.
            lazy: async () => ({ Component: (await import('./pages/Home.tsx')).Home }),
          },
        ],
      },
      // "Blank layout": the widget alone, no navbar or footer.
      { path: 'widget/:name', Component: WidgetView },
      {
        // The not-found route hides the navbar controls (spec 1 §2 "Main layout").
        element: <Shell controls={false} />,
        children: [{ path: '*', Component: NotFound }],
      },
    ],
  },
]);
