import { describe, expect, it } from 'vitest';
import type { FindWidget, WidgetEntry } from '../elements/widget-entry.ts';
import { planFor } from './plan.ts';

const load = () => Promise.resolve();
const ask: WidgetEntry = { name: 'ask', tag: 'tj-ask', titleKey: 'ask.title', load };
/** A registry of one, looked up as widgets/registry.ts does: by tag, whatever its case. */
const findWidget: FindWidget = (tag) => [ask].find((widget) => widget.tag === tag.toLowerCase());

describe('planFor', () => {
  it('loads a widget through its registry loader, with its entry for the title, whatever the case of the tag', () => {
    expect(planFor('tj-ask', findWidget)).toEqual({ load, widget: ask });
    expect(planFor('TJ-ASK', findWidget)).toEqual({ load, widget: ask });
  });

  it('shows tags the registry does not know as unknown', () => {
    expect(planFor('tj-nope', findWidget)).toEqual({ unavailable: 'unknown' });
  });

  it('loads the page tools, which show no placeholder', () => {
    expect(planFor('tj-page-tools', findWidget)).toEqual({ load: expect.any(Function), placeholder: false });
  });
});
