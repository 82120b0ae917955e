import { describe, expect, it } from 'vitest';
import { widgetRegistry } from '../../widgets/registry.ts';
import { planFor } from './plan.ts';

describe('planFor', () => {
  it('loads every ready widget through its registry loader', () => {
    for (const entry of widgetRegistry.filter((widget) => widget.status === 'ready')) {
      expect(planFor(entry.tag)).toEqual({ load: entry.load });
    }
  });

  it('shows planned widgets as planned, whatever the case of the tag', () => {
    expect(planFor('tj-eddie')).toEqual({ unavailable: 'planned' });
    expect(planFor('TJ-EDDIE')).toEqual({ unavailable: 'planned' });
  });

  it('shows tags the registry does not know as unknown', () => {
    expect(planFor('tj-nope')).toEqual({ unavailable: 'unknown' });
  });

  it('loads the page tools, which show no placeholder', () => {
    expect(planFor('tj-page-tools')).toEqual({ load: expect.any(Function), placeholder: false });
  });
});
