import { createDockview, type DockviewApi } from 'dockview-react';

/** Dockview in a fixed 1000 × 600 box, each tab an empty element: for browser tests of layouts, not of widgets. */
export function testDockview(): { api: DockviewApi; remove: () => void } {
  const box = document.createElement('div');
  box.style.cssText = 'width: 1000px; height: 600px; position: fixed; inset: 0;';
  document.body.append(box);
  const api = createDockview(box, {
    createComponent: () => ({ element: document.createElement('div'), init: () => undefined }),
  });
  api.layout(1000, 600);
  return {
    api,
    remove() {
      api.dispose();
      box.remove();
    },
  };
}
