import type { LayoutViewName, SlotKey } from '../../src/contract/workspace.ts';

export interface ViewPanel {
  readonly slot: SlotKey;
  /** Registry names; the first is the tab shown, the others wait behind it. */
  readonly widgets: readonly string[];
  /** Where the panel opens, next to one added before it; the first fills the workspace. */
  readonly next?: { readonly to: SlotKey; readonly direction: 'right' | 'below' };
}

export interface LayoutView {
  readonly panels: readonly ViewPanel[];
  readonly active: SlotKey;
}

const right = (to: SlotKey) => ({ to, direction: 'right' }) as const;
const below = (to: SlotKey) => ({ to, direction: 'below' }) as const;

/**
 * Spec 1 §2 "Named layout views".
 *
 * - exploreView is spec 1 §2's "simpler home default" (_a quest library, _b search engine, _c snippet, _d wiki data
 *   card, _e detail, _f graph index), with the explore view's libraries and goals behind the first tabs, so saved
 *   work shows without any setup, and Eddie behind Detail as the explore view's _e has it. The explore list's other
 *   widgets (Brain Library, Kaaro Alpha, Videos, Draw, Smart Graph …) are in the widget picker, so the first screen
 *   stays light. Laid out as three columns, the search box above the results it fills:
 *
 *     _a | _b         | _e
 *        | _c  |  _d  | _f
 *
 * - gameView, bootcampView and SignalSchoolView are the spec's lists.
 * - The spec names authorView, simplifiedView, readingView, mobileView and the switcher's Canvas View without their
 *   panels; each holds what its name promises: writing notes, searching with the fewest panels, reading about one
 *   thought, one phone column, a graph as large as the screen allows.
 */
export const LAYOUT_VIEWS: Readonly<Record<LayoutViewName, LayoutView>> = {
  exploreView: {
    panels: [
      { slot: '_a', widgets: ['quest-library', 'graph-library', 'goals'] },
      { slot: '_b', widgets: ['search-engine'], next: right('_a') },
      { slot: '_e', widgets: ['detail', 'eddie'], next: right('_b') },
      { slot: '_c', widgets: ['snippet', 'notes-library'], next: below('_b') },
      { slot: '_d', widgets: ['wiki-data-card'], next: right('_c') },
      { slot: '_f', widgets: ['graph-index'], next: below('_e') },
    ],
    active: '_b',
  },
  gameView: {
    panels: [
      { slot: '_a', widgets: ['detail'] },
      { slot: '_b', widgets: ['graph-explore', 'dendro'], next: right('_a') },
    ],
    active: '_b',
  },
  bootcampView: {
    panels: [
      { slot: '_a', widgets: ['graph-library', 'graph-controls'] },
      { slot: '_b', widgets: ['graph-explore', 'notes-library'], next: right('_a') },
      { slot: '_f', widgets: ['detail', 'editor', 'videos'], next: right('_b') },
    ],
    active: '_b',
  },
  SignalSchoolView: {
    panels: [
      { slot: '_a', widgets: ['graph-library'] },
      { slot: '_b', widgets: ['dendro'], next: right('_a') },
      { slot: '_f', widgets: ['detail'], next: right('_b') },
    ],
    active: '_b',
  },
  authorView: {
    panels: [
      { slot: '_a', widgets: ['notes-library', 'graph-library'] },
      { slot: '_b', widgets: ['editor'], next: right('_a') },
      { slot: '_c', widgets: ['detail', 'thought-map'], next: right('_b') },
    ],
    active: '_b',
  },
  simplifiedView: {
    panels: [
      { slot: '_a', widgets: ['search-engine'] },
      { slot: '_b', widgets: ['detail'], next: below('_a') },
    ],
    active: '_a',
  },
  readingView: {
    panels: [
      { slot: '_a', widgets: ['search-engine'] },
      { slot: '_b', widgets: ['detail', 'snippet'], next: below('_a') },
      { slot: '_c', widgets: ['wiki-data-card', 'glossary'], next: right('_b') },
    ],
    active: '_b',
  },
  canvasView: {
    panels: [
      { slot: '_a', widgets: ['graph-controls', 'graph-index'] },
      { slot: '_b', widgets: ['graph-explore', 'dendro'], next: right('_a') },
    ],
    active: '_b',
  },
  mobileView: {
    panels: [{ slot: '_a', widgets: ['search-engine', 'detail', 'snippet', 'graph-index'] }],
    active: '_a',
  },
};

/**
 * Spec 1 §2 "A layout wrapper chooses its layout from a query parameter named layout, else route metadata", and §6
 * "the first role decides the layout": BootcampFall23 the bootcamp view, SignalSchool its own, all others explore.
 */
export function chooseView({
  layout,
  routeView,
  firstRole,
}: {
  layout: string | null;
  routeView: LayoutViewName | undefined;
  firstRole: string | undefined;
}): LayoutViewName {
  if (layout !== null && isViewName(layout)) return layout;
  if (routeView) return routeView;
  if (firstRole?.toLowerCase() === 'bootcampfall23') return 'bootcampView';
  if (firstRole === 'SignalSchool') return 'SignalSchoolView';
  return 'exploreView';
}

function isViewName(name: string): name is LayoutViewName {
  return Object.hasOwn(LAYOUT_VIEWS, name);
}
