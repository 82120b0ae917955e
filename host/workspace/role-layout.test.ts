import { describe, expect, it } from 'vitest';
import { pageAbility } from '../../src/abilities/abilities.ts';
import { ROLES } from '../../src/contract/roles.ts';
import type { LayoutViewName } from '../../src/contract/workspace.ts';
import { mayLoadNoWidget, viewFor } from './role-layout.ts';
import { LAYOUT_VIEWS } from './views.ts';

const learner = (...roles: string[]) => pageAbility({ username: 'learner', roles });
const bySlot = (view: ReturnType<typeof viewFor>) =>
  Object.fromEntries(view.panels.map(({ slot, widgets }) => [slot, widgets]));

describe('a view as a role sees it', () => {
  it('is the view itself for a learner who may load all its widgets', () => {
    expect(viewFor('exploreView', learner())).toEqual(LAYOUT_VIEWS.exploreView);
  });

  it('leaves out what the role may not load, and fills a panel left empty with a widget it may', () => {
    const view = viewFor('exploreView', learner('Open User'));
    expect(bySlot(view)).toEqual({
      _a: ['graph-controls'],
      _b: ['graph-explore', 'thought-map', 'notes-library', 'videos'],
      _e: ['detail'],
      _c: ['notes-library'],
      _d: ['quest-checkpoint'],
      _f: ['detail'],
    });
    expect(view.active).toBe('_b');
  });

  it('drops a panel nothing is left for, when the role may load no widget the layout does not show yet', () => {
    expect(bySlot(viewFor('exploreView', learner('SignalSchool')))).toEqual({
      _a: ['graph-library'],
      _b: ['dendro'],
      _e: ['detail'],
      _c: ['graph-library'],
      _f: ['detail'],
    });
    // The search engine's panel takes the Dendrogram; the snippet's and the data card's have nothing left.
    expect(bySlot(viewFor('simplifiedView', learner('SignalSchool')))).toEqual({
      _a: ['graph-library'],
      _b: ['dendro'],
      _e: ['detail'],
    });
  });

  it('opens every panel next to one opened before it, for every role and view', () => {
    for (const role of ROLES) {
      for (const name of Object.keys(LAYOUT_VIEWS) as LayoutViewName[]) {
        const { panels, active } = viewFor(name, learner(role));
        panels.forEach(({ next }, index) => {
          if (index === 0) expect(next, `${role} ${name}`).toBeUndefined();
          else
            expect(
              panels.slice(0, index).map(({ slot }) => slot),
              `${role} ${name}`,
            ).toContain(next?.to);
        });
        if (panels.length > 0) expect(panels.map(({ slot }) => slot)).toContain(active);
      }
    }
  });

  it('is empty for Zelda0, who may load no widget', () => {
    expect(viewFor('exploreView', learner('Zelda0')).panels).toEqual([]);
    expect(mayLoadNoWidget(learner('Zelda0'))).toBe(true);
    expect(mayLoadNoWidget(learner('Leap'))).toBe(false);
  });
});
