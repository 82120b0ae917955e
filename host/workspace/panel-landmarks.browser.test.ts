/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
// The host app's messages, as host/app.tsx registers them.
import '../messages.ts';
import { addWidgetTab } from './layout.ts';
import { namePanelLandmarks } from './panel-landmarks.ts';
import { testDockview } from '../testing/dockview.ts';

/** Each panel region's accessible name, as its aria-labelledby (which wins over Dockview's aria-label) gives it. */
const landmarkNames = (view: ReturnType<typeof testDockview>) =>
  view.api.groups.map((group) => {
    expect(group.element.getAttribute('role')).to.equal('region');
    const id = group.element.getAttribute('aria-labelledby') ?? '';
    return document.getElementById(id)?.textContent;
  });

describe('the panels’ regions', () => {
  let view: ReturnType<typeof testDockview>;
  let holder: HTMLDivElement;
  let stop: () => void;
  beforeEach(() => {
    view = testDockview();
    holder = document.createElement('div');
    holder.hidden = true;
    document.body.append(holder);
    view.api.addGroup({ id: '_a', direction: 'right' });
    addWidgetTab(view.api, '_a', 'graph-library');
    addWidgetTab(view.api, '_a', 'notes-library');
    view.api.addGroup({ id: '_b', referenceGroup: '_a', direction: 'right' });
    addWidgetTab(view.api, '_b', 'detail');
    stop = namePanelLandmarks(view.api, holder, 'test');
  });
  afterEach(() => {
    stop();
    holder.remove();
    view.remove();
  });

  it('are named by their widgets, apart from the widget regions inside them, and follow the tab shown', () => {
    expect(landmarkNames(view)).to.deep.equal(['Panel: Notes Library and 1 more', 'Panel: Detail']);
    view.api.getPanel('graph-library')?.api.setActive();
    expect(landmarkNames(view)).to.deep.equal(['Panel: Graph Library and 1 more', 'Panel: Detail']);
  });

  it('are numbered where two panels would read alike', () => {
    view.api.addGroup({ id: '_c', referenceGroup: '_b', direction: 'below' });
    addWidgetTab(view.api, '_c', 'detail');
    expect(landmarkNames(view)).to.deep.equal([
      'Panel: Notes Library and 1 more',
      'Panel: Detail (1)',
      'Panel: Detail (2)',
    ]);
    view.api.getGroup('_c')?.api.close();
    expect(landmarkNames(view)).to.deep.equal(['Panel: Notes Library and 1 more', 'Panel: Detail']);
  });
});
