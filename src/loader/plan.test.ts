import { describe, expect, it } from 'vitest';
import type { FindWidget, WidgetEntry } from '../elements/widget-entry.ts';
import { planFor } from './plan.ts';

const load = () => Promise.resolve();
const ask: WidgetEntry = { name: 'ask', tag: 'tj-ask', titleKey: 'ask.title', status: 'ready', load };
const eddie: WidgetEntry = { name: 'eddie', tag: 'tj-eddie', titleKey: 'eddie.title', status: 'planned' };
/** A registry of two, looked up as widgets/registry.ts does: by tag, whatever its case. */
const findWidget: FindWidget = (tag) => [ask, eddie].find((widget) => widget.tag === tag.toLowerCase());

describe('planFor', () => {
  it('loads a ready widget through its registry loader', () => {
    expect(planFor('tj-ask', findWidget)).toEqual({ load });
  });

  it('shows planned widgets as planned, with their entry for the title, whatever the case of the tag', () => {
    expect(planFor('tj-eddie', findWidget)).toEqual({ unavailable: 'planned', widget: eddie });
    expect(planFor('TJ-EDDIE', findWidget)).toEqual({ unavailable: 'planned', widget: eddie });
  });

  it('shows tags the registry does not know as unknown', () => {
    expect(planFor('tj-nope', findWidget)).toEqual({ unavailable: 'unknown' });
  });

  it('loads the page tools, which show no placeholder', () => {
    expect(planFor('tj-page-tools', findWidget)).toEqual({ load: expect.any(Function), placeholder: false });
  });
});
