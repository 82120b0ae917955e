/// <reference types="mocha" />
// Browser-test support (not a test): a shared view of src/elements rendered on its own in the page, without a
// widget's element around it, in a root of its own for each test.
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

export interface ViewRoot {
  /** Renders the view, in place of the one shown before. */
  render(view: ReactElement): void;
  /** The view's element of this part name, or null. */
  part(name: string): Element | null;
  readonly container: HTMLElement;
}

export function useViewRoot(): ViewRoot {
  let shown: { container: HTMLElement; root: Root } | undefined;
  beforeEach(() => {
    const container = document.createElement('div');
    document.body.append(container);
    shown = { container, root: createRoot(container) };
  });
  afterEach(() => {
    shown?.root.unmount();
    shown?.container.remove();
    shown = undefined;
  });
  const current = () => {
    if (!shown) throw new Error('the view root exists only while a test runs');
    return shown;
  };
  return {
    render: (view) => current().root.render(view),
    part: (name) => current().container.querySelector(`[part="${name}"]`),
    get container() {
      return current().container;
    },
  };
}
