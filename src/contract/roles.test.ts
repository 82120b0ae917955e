import { describe, expect, it } from 'vitest';
import { abilityFor, allows, canLoadWidget } from './abilities.ts';
import { gates, type Gate } from './gates.ts';
import { ROLES, roleNamed, roleRuleSets } from './roles.ts';

// Every role of spec 1 §6 against every gate of its "Ability gates in the interface" and every right of its table,
// plus a few widgets per role. The expectations are written out from the spec's table (and src/abilities/README.md
// where it is silent), not computed from roles.ts, so a wrong row in the table fails here.

const checks = {
  sidebar: gates.sidebar,
  search: gates.search,
  navController: gates.navController,
  viewController: gates.viewController,
  bottomDock: gates.bottomDock,
  closePanel: gates.closePanel,
  saveQuest: gates.saveQuest,
  createLayout: gates.createLayout,
  rearrangeLayout: gates.rearrangeLayout,
  resizeLayout: gates.resizeLayout,
  recordScreen: gates.recordScreen,
  uploadVideo: gates.uploadVideo,
  uploadImage: gates.uploadImage,
  createNode: { action: 'create_node', subject: 'GraphAction' },
  shortestPath: { action: 'shortest_path', subject: 'GraphAction' },
  createGraph: gates.createGraph,
  editGraph: gates.editGraph,
  deleteGraph: gates.deleteGraph,
  readGraph: gates.readGraph,
  createNote: gates.createNote,
  editNote: gates.editNote,
  deleteNote: gates.deleteNote,
  readNote: gates.readNote,
  createTag: gates.createTag,
  editTag: gates.editTag,
  deleteTag: gates.deleteTag,
  readTag: gates.readTag,
  grantRoles: gates.grantRoles,
  allowOrigins: gates.allowOrigins,
} as const satisfies Record<string, Gate>;
type Check = keyof typeof checks;

const widgets = [
  'detail',
  'search-engine',
  'graph-library',
  'dendro',
  'thought-map',
  'help',
  'quest-library',
  'quest-navigation',
  'treasure-marker',
  'recent-activity',
  '3d-models',
  'markdown',
] as const;
type Widget = (typeof widgets)[number];

interface Expected {
  /** The checks allowed; every other one is denied. */
  readonly allowed: readonly Check[];
  /** The widgets that load; every other one of `widgets` is refused. */
  readonly loads: readonly Widget[];
}

const services: Check[] = ['sidebar', 'search', 'navController', 'viewController', 'bottomDock', 'closePanel'];
const layout: Check[] = ['createLayout', 'rearrangeLayout', 'resizeLayout'];
/** "Almost all roles": graph actions but shortest path; create, edit, delete and read graph/note/tag; image upload. */
const common: Check[] = [
  'createNode',
  ...(['Graph', 'Note', 'Tag'] as const).flatMap(
    (subject) => [`create${subject}`, `edit${subject}`, `delete${subject}`, `read${subject}`] as const,
  ),
  'uploadImage',
];
const defaultLoads: Widget[] = ['detail', 'search-engine', 'graph-library', 'dendro', 'thought-map', 'help'];
const questLoads: Widget[] = ['quest-library', 'quest-navigation'];
const allLoads: Widget[] = [...widgets];

const expected: Record<string, Expected> = {
  Default: { allowed: [...services, 'saveQuest', ...layout, ...common], loads: [...defaultLoads, ...questLoads] },
  Guest: {
    allowed: [...services, 'saveQuest', ...layout, ...common],
    loads: [...defaultLoads, ...questLoads, '3d-models'],
  },
  User: {
    allowed: [...services, 'saveQuest', ...layout, ...common],
    loads: [...defaultLoads, ...questLoads, 'treasure-marker', 'markdown'],
  },
  Auditor: {
    allowed: [...services, 'saveQuest', ...layout, ...common, 'recordScreen'],
    loads: [...defaultLoads, ...questLoads, 'treasure-marker', 'markdown'],
  },
  auditor: {
    allowed: [...services, 'saveQuest', ...layout, ...common, 'recordScreen', 'uploadVideo'],
    loads: [...defaultLoads, ...questLoads, 'treasure-marker', 'markdown'],
  },
  Ninja: {
    allowed: [...services, 'saveQuest', ...layout, ...common, 'uploadVideo'],
    loads: [...defaultLoads, ...questLoads, 'treasure-marker', 'markdown', 'recent-activity'],
  },
  Moderator: { allowed: [...services, 'saveQuest', ...common, 'recordScreen', 'uploadVideo'], loads: allLoads },
  // Granting roles and allowing partner origins are the Admin's alone (README.md).
  Admin: {
    allowed: [...services, 'saveQuest', ...common, 'recordScreen', 'uploadVideo', 'grantRoles', 'allowOrigins'],
    loads: allLoads.filter((name) => name !== '3d-models'),
  },
  'Open User': {
    allowed: ['navController', 'saveQuest', 'rearrangeLayout', ...common],
    loads: ['detail', 'thought-map', 'help'],
  },
  Leap: {
    allowed: [...services.filter((name) => name !== 'bottomDock'), 'resizeLayout', ...common],
    loads: defaultLoads,
  },
  VIP: { allowed: [...services, 'resizeLayout', ...common], loads: defaultLoads },
  Zelda0: { allowed: [], loads: [] },
  Bootcampfall23: {
    allowed: [...services, ...layout, ...common, 'uploadVideo'],
    loads: ['detail', 'search-engine', 'graph-library', 'help'],
  },
  SignalSchool: {
    allowed: [...services, 'saveQuest', ...layout, ...common, 'uploadVideo'],
    loads: ['detail', 'graph-library', 'dendro'],
  },
};
// The user's role may come spelt as in §6's first paragraph.
const spellings: Record<string, string> = { BootcampFall23: 'Bootcampfall23' };

const rows = [...Object.keys(expected), ...Object.keys(spellings)].flatMap((role) => {
  const want = expected[spellings[role] ?? role];
  if (!want) throw new Error(`no expectation for ${role}`);
  const ability = abilityFor({ roles: role === 'Default' ? [] : [role] });
  return [
    ...Object.entries(checks).map(([check, gate]) => ({
      role,
      what: `${gate.action} ${gate.subject}`,
      allowed: allows(ability, gate),
      want: want.allowed.includes(check as Check),
    })),
    ...widgets.map((name) => ({
      role,
      what: `load ${name}`,
      allowed: canLoadWidget(ability, name),
      want: want.loads.includes(name),
    })),
  ];
});

describe('the role rule sets of spec 1 §6', () => {
  it('cover the fourteen roles of the table, no more', () => {
    expect(Object.keys(roleRuleSets).sort()).toEqual(Object.keys(expected).sort());
    expect(Object.keys(roleRuleSets)).toHaveLength(14);
  });

  it.each(rows)('$role — $what allowed: $want', ({ allowed, want }) => {
    expect(allowed).toBe(want);
  });

  it('keep shortest path off for every role and every combination of them', () => {
    const everyRole = Object.keys(roleRuleSets);
    for (const roles of [everyRole, [...everyRole].reverse()]) {
      expect(allows(abilityFor({ roles }), checks.shortestPath)).toBe(false);
    }
  });

  it('name each role as the table does, and the other spelling §6 uses', () => {
    expect(ROLES).toEqual(Object.keys(roleRuleSets));
    for (const role of ROLES) expect(roleNamed(role)).toBe(role);
    expect(roleNamed('BootcampFall23')).toBe('Bootcampfall23');
    for (const unknown of ['admin', 'AUDITOR', 'Open user', 'toString', '__proto__', '']) {
      expect(roleNamed(unknown), unknown).toBeUndefined();
    }
  });

  it('ignore a role the table does not know', () => {
    const known = abilityFor({ roles: [] });
    const unknown = abilityFor({ roles: ['Astronaut', 'admin', 'toString'] });
    for (const gate of Object.values(checks)) expect(allows(unknown, gate)).toBe(allows(known, gate));
  });
});
