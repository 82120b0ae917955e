import { describe, expect, it } from 'vitest';
import { layoutViewNameSchema } from '../../src/contract/workspace.ts';
import { findWidgetByName } from '../../widgets/registry.ts';
import { chooseView, LAYOUT_VIEWS } from './views.ts';

describe('the named layout views', () => {
  it('name only widgets of the registry', () => {
    for (const view of layoutViewNameSchema.options) {
      const widgets = LAYOUT_VIEWS[view].panels.flatMap((panel) => panel.widgets);
      expect(
        widgets.filter((name) => findWidgetByName(name) === undefined),
        view,
      ).toEqual([]);
    }
  });

  it('open on a panel they have, each panel placed beside one placed before it', () => {
    for (const view of layoutViewNameSchema.options) {
      const { panels, active } = LAYOUT_VIEWS[view];
      expect(
        panels.map((panel) => panel.slot),
        view,
      ).toContain(active);
      panels.forEach(({ next }, index) => {
        if (index === 0) expect(next, view).toBeUndefined();
        else
          expect(
            panels.slice(0, index).map((panel) => panel.slot),
            view,
          ).toContain(next?.to);
      });
    }
  });

  it('are the spec lists for the game, bootcamp and SignalSchool views', () => {
    const widgets = (view: keyof typeof LAYOUT_VIEWS) =>
      Object.fromEntries(LAYOUT_VIEWS[view].panels.map(({ slot, widgets }) => [slot, widgets]));
    expect(widgets('gameView')).toEqual({ _a: ['detail'], _b: ['graph-explore', 'dendro'] });
    expect(widgets('SignalSchoolView')).toEqual({ _a: ['graph-library'], _b: ['dendro'], _f: ['detail'] });
    expect(widgets('bootcampView')).toEqual({
      _a: ['graph-library', 'graph-controls'],
      _b: ['graph-explore', 'notes-library'],
      _f: ['detail', 'editor', 'videos'],
    });
  });
});

describe('choosing the view', () => {
  const choose = (layout: string | null, routeView?: 'readingView', firstRole?: string) =>
    chooseView({ layout, routeView, firstRole });

  it('follows the first role: BootcampFall23 the bootcamp view, SignalSchool its own, others explore', () => {
    expect(choose(null)).toBe('exploreView');
    expect(choose(null, undefined, 'BootcampFall23')).toBe('bootcampView');
    expect(choose(null, undefined, 'Bootcampfall23')).toBe('bootcampView');
    expect(choose(null, undefined, 'SignalSchool')).toBe('SignalSchoolView');
    expect(choose(null, undefined, 'Moderator')).toBe('exploreView');
  });

  it('takes the route view over the role, and a layout query parameter over both', () => {
    expect(choose(null, 'readingView', 'SignalSchool')).toBe('readingView');
    expect(choose('gameView', 'readingView', 'SignalSchool')).toBe('gameView');
  });

  it('ignores a layout query parameter that names no view', () => {
    expect(choose('nonsense', undefined, 'SignalSchool')).toBe('SignalSchoolView');
    expect(choose('toString')).toBe('exploreView');
  });
});
