/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { createDockview, type DockviewApi } from 'dockview-react';
import { storage } from '../../src/storage/storage.ts';
import { addWidgetTab, EXPLORE_PLACE, layoutStorageKey, restoreLayout, saveLayout } from './layout.ts';
import { createMobileView, MOBILE_MAX_WIDTH, restoreForScreen, type MobileView } from './mobile-panels.ts';
import { openNewPanel } from './panel-size.ts';

const LAYOUT_KEY = layoutStorageKey(EXPLORE_PLACE);
const DESKTOP = { width: 1200, height: 700 };
const PHONE = { width: 390, height: 700 };

/** A media query the test turns on and off, as a browser does when the window crosses the breakpoint. */
class FakeQuery extends EventTarget {
  constructor(public matches: boolean) {
    super();
  }
  set(matches: boolean): void {
    this.matches = matches;
    this.dispatchEvent(new Event('change'));
  }
}

/** Dockview in a box the test resizes; each tab an empty element. */
function dockview(size: { width: number; height: number }) {
  const box = document.createElement('div');
  document.body.append(box);
  const api = createDockview(box, {
    createComponent: () => ({ element: document.createElement('div'), init: () => undefined }),
  });
  const resize = ({ width, height }: { width: number; height: number }) => {
    box.style.cssText = `width: ${width}px; height: ${height}px; position: fixed; inset: 0;`;
    api.layout(width, height);
  };
  resize(size);
  return { api, box, resize };
}

/** Each group's place and size: what the learner sees of the layout. */
const geometry = (api: DockviewApi) => JSON.stringify(api.toJSON().grid.root, ['type', 'data', 'id', 'size']);
const visible = (api: DockviewApi) =>
  api.groups
    .filter((group) => group.width > 0 && group.height > 0)
    .map((group) => group.id)
    .sort();

describe('the workspace on a phone', () => {
  let rig: ReturnType<typeof dockview>;
  let query: FakeQuery;
  let view: MobileView;
  let disconnect: () => void;
  let saves: number;

  function open(phone: boolean) {
    query = new FakeQuery(phone);
    rig = dockview(phone ? PHONE : DESKTOP);
    restoreForScreen(rig.api, query, () => restoreLayout(rig.api));
    saves = 0;
    const { api } = rig;
    view = createMobileView(api, query, () => {
      saves++;
      saveLayout(api);
    });
    disconnect = view.connect();
  }
  /** The window crosses the breakpoint: the media query reports before the grid is laid out again, as in browsers. */
  function turn(to: { width: number; height: number }) {
    query.set(to.width <= MOBILE_MAX_WIDTH);
    rig.resize(to);
  }

  beforeEach(() => storage.remove(LAYOUT_KEY));
  afterEach(() => {
    disconnect();
    rig.api.dispose();
    rig.box.remove();
    storage.remove(LAYOUT_KEY);
  });

  it('starts on _a alone, filling the workspace, and lists every panel by slot with the widget it shows', () => {
    open(true);
    expect(view.on.value).to.equal(true);
    expect(view.shown.value).to.equal('_a');
    expect(visible(rig.api)).to.deep.equal(['_a']);
    expect(rig.api.getGroup('_a')?.width).to.equal(PHONE.width);
    expect(rig.api.activeGroup?.id).to.equal('_a');
    expect(view.panels.value).to.deep.equal([
      { slot: '_a', widget: 'graph-library' },
      { slot: '_b', widget: 'graph-explore' },
      { slot: '_c', widget: 'notes-library' },
      { slot: '_d', widget: 'quest-checkpoint' },
      { slot: '_e', widget: 'detail' },
      { slot: '_f', widget: 'wiki-data-card' },
    ]);
  });

  it('switches panels without closing any tab, and makes the one shown the active panel', () => {
    open(true);
    const tabs = rig.api.panels.map((panel) => panel.id).sort();
    view.show('_b');
    expect(view.shown.value).to.equal('_b');
    expect(visible(rig.api)).to.deep.equal(['_b']);
    expect(rig.api.activeGroup?.id).to.equal('_b');
    expect(rig.api.panels.map((panel) => panel.id).sort()).to.deep.equal(tabs);
  });

  it('gives the desktop layout back unchanged after a phone view with switches, and saves no phone geometry', () => {
    open(false);
    rig.api.getGroup('_a')?.api.setSize({ width: 333 });
    const desktop = geometry(rig.api);
    expect(view.on.value).to.equal(false);

    turn(PHONE);
    expect(view.shown.value).to.equal('_a');
    expect(visible(rig.api)).to.deep.equal(['_a']);
    view.show('_f');
    view.show('_c');
    view.save();
    const saved = JSON.parse(storage.get(LAYOUT_KEY) ?? '{}') as { dockview: { grid: Record<string, unknown> } };
    expect(saved.dockview.grid).not.to.have.property('maximizedNode');
    expect(JSON.stringify(saved.dockview.grid['root'], ['type', 'data', 'id', 'size'])).to.equal(desktop);

    turn(DESKTOP);
    expect(view.on.value).to.equal(false);
    expect(view.shown.value).to.equal(undefined);
    expect(visible(rig.api)).to.deep.equal(['_a', '_b', '_c', '_d', '_e', '_f']);
    expect(geometry(rig.api)).to.equal(desktop);
  });

  it('saves a tab added on a phone, and a tab made active elsewhere brings its panel to the screen', async () => {
    open(true);
    // The default, laid out at a laptop's size as the phone restored it, then shown on this desktop.
    const reference = dockview({ width: 1366, height: 768 });
    restoreLayout(reference.api);
    reference.resize(DESKTOP);
    const desktop = geometry(reference.api);
    reference.api.dispose();
    reference.box.remove();

    addWidgetTab(rig.api, '_a', 'detail');
    await Promise.resolve();
    expect(saves).to.be.greaterThan(0);
    const saved = JSON.parse(storage.get(LAYOUT_KEY) ?? '{}') as { dockview: { grid: { root: unknown } } };
    expect(JSON.stringify(saved.dockview.grid.root)).to.include(
      '"views":["graph-library","brain-library","graph-controls","assessment","kaaro-alpha","detail-3"]',
    );

    // Quest mode and the widget shortcuts make a tab of another panel active.
    rig.api.getGroup('_e')?.panels[0]?.api.setActive();
    expect(view.shown.value).to.equal('_e');
    expect(visible(rig.api)).to.deep.equal(['_e']);

    turn(DESKTOP);
    expect(geometry(rig.api)).to.equal(desktop);
  });

  it('shows a panel added on a phone, and lays it out on a desktop as if it had been added there', () => {
    // The same "Add panel" (dock.ts: a new panel beside the active one) on a desktop, for comparison.
    const reference = dockview(DESKTOP);
    restoreLayout(reference.api);
    reference.api.addGroup({ id: '_g', referenceGroup: '_a', direction: 'right' });
    const added = geometry(reference.api);
    reference.api.dispose();
    reference.box.remove();

    open(false);
    turn(PHONE);
    rig.api.addGroup({ id: '_g', referenceGroup: '_a', direction: 'right' });
    expect(view.shown.value).to.equal('_g');
    expect(visible(rig.api)).to.deep.equal(['_g']);
    expect(view.panels.value.find((panel) => panel.slot === '_g')).to.deep.equal({ slot: '_g', widget: undefined });

    turn(DESKTOP);
    expect(visible(rig.api)).to.have.length(7);
    expect(geometry(rig.api)).to.equal(added);
  });

  it('opens "Add panel"\'s panel on a phone as on a desktop (94 % of the active one), and shows it alone', () => {
    const reference = dockview(DESKTOP);
    restoreLayout(reference.api);
    openNewPanel(reference.api, '_g');
    const added = geometry(reference.api);
    reference.api.dispose();
    reference.box.remove();

    open(false);
    turn(PHONE);
    view.show('_b');
    view.change(() => openNewPanel(rig.api, '_g'));
    expect(view.shown.value).to.equal('_g');
    expect(visible(rig.api)).to.deep.equal(['_g']);

    turn(DESKTOP);
    expect(geometry(rig.api)).to.equal(added);
  });

  it("brings the panel of a search's results forward, its tab selected, unless the one shown has results", () => {
    open(true);
    expect(view.shown.value).to.equal('_a');
    rig.api.getGroup('_b')?.panels[0]?.api.setActive();
    view.show('_a');

    view.bringForward(['graph-explore', 'detail']);
    expect(view.shown.value).to.equal('_b');
    expect(visible(rig.api)).to.deep.equal(['_b']);
    expect(rig.api.getGroup('_b')?.activePanel?.params).to.deep.equal({ name: 'graph-explore' });

    view.show('_e');
    view.bringForward(['graph-explore', 'detail']);
    expect(view.shown.value).to.equal('_e');

    // Without a graph in the layout, the next results widget comes forward.
    rig.api.getGroup('_b')?.api.close();
    view.show('_a');
    view.bringForward(['graph-explore', 'detail']);
    expect(view.shown.value).to.equal('_e');
  });

  it('brings nothing forward on a desktop', () => {
    open(false);
    view.bringForward(['graph-explore']);
    expect(visible(rig.api)).to.have.length(6);
  });

  it('shows another panel when the one shown is closed, and lays the rest out as a desktop close would', () => {
    const reference = dockview(DESKTOP);
    restoreLayout(reference.api);
    const closed = reference.api.getGroup('_a');
    if (closed) reference.api.removeGroup(closed);
    const afterClose = geometry(reference.api);
    reference.api.dispose();
    reference.box.remove();

    open(false);
    turn(PHONE);
    const shown = rig.api.getGroup('_a');
    if (shown) rig.api.removeGroup(shown);
    expect(view.shown.value).to.be.oneOf(['_b', '_c', '_d', '_e', '_f']);
    expect(visible(rig.api)).to.deep.equal([view.shown.value]);
    expect(view.panels.value.map((panel) => panel.slot)).to.deep.equal(['_b', '_c', '_d', '_e', '_f']);

    turn(DESKTOP);
    expect(geometry(rig.api)).to.equal(afterClose);
  });
});
