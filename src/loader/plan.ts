import type { UnavailableReason } from '../elements/unavailable.ts';
import { findWidget } from '../../widgets/registry.ts';

export type Plan =
  { load: () => Promise<unknown>; placeholder?: false } | { unavailable: Exclude<UnavailableReason, 'failed'> };

/**
 * Kit elements that are not widgets of spec 1's list: the page tools (quick search, word meaning, selection search)
 * take no room in the page, so they show no loading placeholder either.
 */
const pageElements: Readonly<Record<string, () => Promise<unknown>>> = {
  'tj-page-tools': () => import('../page/index.ts'),
};

/** What the autoloader does with a tj-* tag it finds: load the widget, or say why it cannot. */
export function planFor(tag: string): Plan {
  const pageElement = pageElements[tag.toLowerCase()];
  if (pageElement) return { load: pageElement, placeholder: false };
  const entry = findWidget(tag);
  if (entry?.load) return { load: entry.load };
  return { unavailable: entry ? 'planned' : 'unknown' };
}
