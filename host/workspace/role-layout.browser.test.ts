/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { canLoadWidget, pageAbility } from '../../src/abilities/abilities.ts';
import { ROLES } from '../../src/contract/roles.ts';
import type { LayoutViewName } from '../../src/contract/workspace.ts';
import { applyDefaultLayout } from './layout.ts';
import { viewFor } from './role-layout.ts';
import { testDockview } from '../testing/dockview.ts';
import { LAYOUT_VIEWS } from './views.ts';

const VIEWS = Object.keys(LAYOUT_VIEWS) as LayoutViewName[];

// Issue 24 point 5: a default layout laid out for a learner holds only widgets that learner may load, so none of its
// panels can say "not available for your role".
describe('the default layouts, as each role sees them', () => {
  for (const role of ROLES) {
    it(`holds for ${role} only widgets ${role} may load, in every named view`, () => {
      const ability = pageAbility({ username: 'learner', roles: [role] });
      for (const view of VIEWS) {
        const dock = testDockview();
        try {
          applyDefaultLayout(dock.api, viewFor(view, ability));
          const shown = dock.api.panels.map((panel) => (panel.params as { name: string }).name);
          expect(
            shown.filter((name) => !canLoadWidget(ability, name)),
            `${view}: widgets ${role} may not load`,
          ).to.deep.equal([]);
          // Every panel shows something, and every tab is a widget of the learner's layout.
          for (const group of dock.api.groups) expect(group.panels.length, `${view} ${group.id}`).to.be.greaterThan(0);
          if (role !== 'Zelda0') expect(shown.length, `${view}: widgets shown`).to.be.greaterThan(0);
        } finally {
          dock.remove();
        }
      }
    });
  }

  it('keeps the spec panel keys of the explore view for Leap, each panel with what Leap may load', () => {
    const ability = pageAbility({ username: 'learner', roles: ['Leap'] });
    const dock = testDockview();
    try {
      applyDefaultLayout(dock.api, viewFor('exploreView', ability));
      const slots = dock.api.groups.map((group) => group.id).sort();
      expect(slots).to.deep.equal(['_a', '_b', '_c', '_d', '_e', '_f']);
      const names = (slot: string) =>
        dock.api.getGroup(slot)?.panels.map((panel) => (panel.params as { name: string }).name);
      expect(names('_a')).to.deep.equal(['graph-library', 'graph-controls']);
      expect(names('_d')).to.deep.equal(['graph-index']);
      expect(dock.api.getGroup('_b')?.activePanel?.params).to.deep.equal({ name: 'graph-explore' });
    } finally {
      dock.remove();
    }
  });
});
