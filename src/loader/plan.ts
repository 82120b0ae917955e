import type { FindWidget, WidgetEntry } from '../elements/widget-entry.ts';

/** A widget's plan carries its entry, so that a failed load names it by its title. */
export type Plan =
  { load: () => Promise<unknown>; placeholder?: false; widget?: WidgetEntry } | { unavailable: 'unknown' };

/**
 * Kit elements that are not widgets of spec 1's list: the page tools (quick search, word meaning, selection search)
 * take no room in the page, so they show no loading placeholder either.
 */
const pageElements: Readonly<Record<string, () => Promise<unknown>>> = {
  'tj-page-tools': () => import('../page/index.ts'),
};

/** What the autoloader does with a tj-* tag it finds: load the widget, or say why it cannot. */
export function planFor(tag: string, findWidget: FindWidget): Plan {
  const pageElement = pageElements[tag.toLowerCase()];
  if (pageElement) return { load: pageElement, placeholder: false };
  const widget = findWidget(tag);
  return widget ? { load: widget.load, widget } : { unavailable: 'unknown' };
}
