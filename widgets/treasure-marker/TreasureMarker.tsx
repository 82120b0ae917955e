import { useId } from 'react';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { thoughtMap } from '../../src/kit/thought-map.ts';
import { treasure } from '../../src/kit/treasure.ts';
import { useValue } from '../../src/react/use-value.ts';

export const treasureMarkerAttributes = {};

/**
 * Treasure Marker: the thought to reach in the quest (its last checkpoint unless another is marked here). Reaching
 * it records HIT_VICTORY_MARKER, which earns points, and says so.
 */
export function TreasureMarker(_props: WidgetProps<typeof treasureMarkerAttributes>) {
  const t = useT();
  const id = useId();
  const nodes = useValue(thoughtMap.signals.map).nodes;
  const target = useValue(treasure.signals.target);
  const found = useValue(treasure.signals.found);
  if (!target) {
    return (
      <section className="quest-panel">
        <p className="tj-message" part="empty">
          {t('treasure-marker.empty')}
        </p>
      </section>
    );
  }
  return (
    <section className="quest-panel">
      <label htmlFor={id}>{t('treasure-marker.choose')}</label>
      <select id={id} part="target" value={target.id} onChange={(event) => treasure.actions.mark(event.target.value)}>
        {nodes.map((node) => (
          <option key={node.id} value={node.id}>
            {node.label}
          </option>
        ))}
      </select>
      <p part="state" role="status" data-found={found}>
        {t(found ? 'treasure-marker.found' : 'treasure-marker.hunting', { label: target.label })}
      </p>
    </section>
  );
}
