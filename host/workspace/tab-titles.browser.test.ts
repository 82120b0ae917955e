/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { createDockview, themeLight, type DockviewApi } from 'dockview-react';
// Dockview's styles and the host's own, as Workspace.tsx and host/app.tsx load them.
import 'dockview-react/dist/styles/dockview.css';
import '../host.css';

/** The workspace as Workspace.tsx draws it: Dockview with the light theme inside .tj-workspace. */
function workspace(): { api: DockviewApi; remove: () => void } {
  const section = document.createElement('section');
  section.className = 'tj-workspace';
  section.style.cssText = 'width: 800px; height: 400px; position: fixed; inset: 0;';
  const dock = document.createElement('div');
  dock.style.cssText = 'width: 100%; height: 100%;';
  section.append(dock);
  document.body.append(section);
  const api = createDockview(dock, {
    theme: themeLight,
    createComponent: () => ({ element: document.createElement('div'), init: () => undefined }),
  });
  api.layout(800, 400);
  api.addPanel({ id: 'detail', component: 'widget', title: 'Detail' });
  return {
    api,
    remove() {
      api.dispose();
      section.remove();
    },
  };
}

const sizeOf = (selector: string) => {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`no ${selector}`);
  const style = getComputedStyle(element);
  return { font: Number.parseFloat(style.fontSize), height: element.getBoundingClientRect().height };
};

describe('the workspace tabs', () => {
  afterEach(() => document.documentElement.style.removeProperty('--tj-gui-scale'));

  it("follow the font size setting: a tab's title and its bar grow and shrink with the GUI scale", () => {
    const view = workspace();
    try {
      expect(sizeOf('.dv-tab').font).to.equal(13);
      expect(sizeOf('.dv-tabs-and-actions-container').height).to.be.closeTo(35, 0.5);
      // The font size setting at 120 %, as host/shell/Root.tsx sets it (120 / 75).
      document.documentElement.style.setProperty('--tj-gui-scale', '1.6');
      expect(sizeOf('.dv-tab').font).to.be.closeTo(13 * 1.6, 0.01);
      expect(sizeOf('.dv-tabs-and-actions-container').height).to.be.closeTo(35 * 1.6, 0.5);
    } finally {
      view.remove();
    }
  });
});
