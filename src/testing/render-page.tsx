// Browser-test support (not a test): a host page on its own, in a router as the host shows it (its links need one),
// in a container of a given width, so a test sees the page as a phone or a laptop would.
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';

export interface RenderedPage {
  readonly container: HTMLElement;
  /** The page's visible text, for finding what it says. */
  text(): string;
  unmount(): void;
}

export function renderPage(page: ReactElement, { width }: { width?: number } = {}): RenderedPage {
  const container = document.createElement('div');
  if (width !== undefined) container.style.width = `${width}px`;
  document.body.append(container);
  const root = createRoot(container);
  root.render(<RouterProvider router={createMemoryRouter([{ path: '*', element: page }])} />);
  return {
    container,
    text: () => container.textContent ?? '',
    unmount() {
      root.unmount();
      container.remove();
    },
  };
}
