import type { LayoutViewName, SlotKey } from '../../src/contract/workspace.ts';

export interface ViewPanel {
  readonly slot: SlotKey;
  /** Registry names, in tab order; the tab shown is `selected`, else the first, the others wait behind it. */
  readonly widgets: readonly string[];
  /** The tab shown, when it is not the first. */
  readonly selected?: string;
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
 * - exploreView is spec 1 §2's "Home workspace", word for word: the explore graph is the product's headline, so a
 *   learner's first screen is Graph Explore (selected in _b, the active panel), which draws a search made in the
 *   navbar. Laid out as three columns, the first 20 % of the width and the second 70 % of the rest (spec 1 §2
 *   "default tree splits 20% and 70%"); the libraries are stacked on the left and the texts about the thought on the
 *   right:
 *
 *     _a |    | _e
 *     _c | _b |
 *     _d |    | _f
 *
 * - simplifiedView is spec 1 §2's "simpler home default" (_a quest library, _b search engine, _c snippet, _d wiki data
 *   card, _e detail, _f graph index), with the learner's libraries and goals behind the first tabs and Eddie behind
 *   Detail: the search-first workspace, its search box above the results it fills:
 *
 *     _a | _b         | _e
 *        | _c  |  _d  | _f
 *
 * - gameView, bootcampView and SignalSchoolView are the spec's lists.
 * - The spec names authorView, readingView, mobileView and the switcher's Canvas View without their panels; each holds
 *   what its name promises: writing notes, reading about one thought, one phone column, a graph as large as the
 *   screen allows.
 */
export const LAYOUT_VIEWS: Readonly<Record<LayoutViewName, LayoutView>> = {
  exploreView: {
    panels: [
      { slot: '_a', widgets: ['graph-library', 'brain-library', 'graph-controls', 'assessment', 'kaaro-alpha'] },
      {
        slot: '_b',
        widgets: [
          'goals',
          'graph-explore',
          'dendro',
          'brain-library',
          'thought-map',
          'notes-library',
          'videos',
          'draw',
          'linked-thoughts',
        ],
        selected: 'graph-explore',
        next: right('_a'),
      },
      { slot: '_e', widgets: ['detail', 'eddie'], next: right('_b') },
      { slot: '_c', widgets: ['notes-library', 'graph-library'], next: below('_a') },
      { slot: '_d', widgets: ['quest-checkpoint', 'graph-index'], next: below('_c') },
      { slot: '_f', widgets: ['wiki-data-card', 'smart-graph', 'detail'], next: below('_e') },
    ],
    active: '_b',
  },
  simplifiedView: {
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
