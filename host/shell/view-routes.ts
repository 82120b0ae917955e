// Spec 1 §2 "View switcher entries" and spec 2 §9.2's view keys: each view is a route, and choosing one navigates.
import type { MessageKey } from '../../src/i18n/i18n.ts';
import type { LayoutViewName } from '../../src/contract/workspace.ts';
import { startedInEditable } from '../../src/page/dom-text.ts';

export interface ViewRoute {
  readonly view: LayoutViewName;
  readonly path: string;
  readonly label: MessageKey;
  /** Shift plus this key (`event.code`) goes to the view; Mobile View has none. */
  readonly key?: string;
}

export const VIEW_ROUTES: readonly ViewRoute[] = [
  { view: 'exploreView', path: '/', label: 'host.view.explore', key: 'KeyE' },
  { view: 'authorView', path: '/Author-view', label: 'host.view.author', key: 'KeyA' },
  { view: 'simplifiedView', path: '/Simplified-view', label: 'host.view.simplified', key: 'KeyS' },
  { view: 'readingView', path: '/Reading-view', label: 'host.view.reading', key: 'KeyR' },
  { view: 'canvasView', path: '/canvas', label: 'host.view.canvas', key: 'KeyC' },
  { view: 'mobileView', path: '/mobile-view', label: 'host.view.mobile' },
];

/** The view a plain shift + letter goes to, outside any text field; undefined for every other key. */
export function viewRouteOfKey(event: KeyboardEvent): ViewRoute | undefined {
  if (!event.shiftKey || event.altKey || event.ctrlKey || event.metaKey || startedInEditable(event)) return undefined;
  return VIEW_ROUTES.find((route) => route.key === event.code);
}

/** The views a role opens (spec 1 §2 "Named layout views"), which the switcher does not offer. */
const ROLE_VIEW_LABELS: Partial<Record<LayoutViewName, MessageKey>> = {
  gameView: 'host.view.game',
  bootcampView: 'host.view.bootcamp',
  SignalSchoolView: 'host.view.signalSchool',
};

/** What a view is called: the switcher's name for it, else its role's. */
export function viewLabel(view: LayoutViewName): MessageKey {
  return VIEW_ROUTES.find((route) => route.view === view)?.label ?? ROLE_VIEW_LABELS[view] ?? 'host.workspace';
}
