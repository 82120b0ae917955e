import type { UnavailableReason } from '../elements/unavailable.ts';
import { findWidget } from '../../widgets/registry.ts';

export type Plan = { load: () => Promise<unknown> } | { unavailable: Exclude<UnavailableReason, 'failed'> };

/** What the autoloader does with a tj-* tag it finds: load the widget, or say why it cannot. */
export function planFor(tag: string): Plan {
  const entry = findWidget(tag);
  if (entry?.load) return { load: entry.load };
  return { unavailable: entry ? 'planned' : 'unknown' };
}
