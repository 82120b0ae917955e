// The rule sets of spec 1 §6 "Roles", as data: one row per role, each a list of grants. Read a row top to bottom;
// a later grant overrides an earlier one, and a later role's row overrides an earlier role's (abilities.ts).
// The kit's interface and the server build abilities from this one table (src/abilities, server/http/gates.ts).
// Where the spec is silent, the choice is written in src/abilities/README.md.

/** One grant: allow or deny these actions on these subjects (spec 1 §6: "action/subject pairs"). */
export type Grant = readonly [
  verdict: 'allow' | 'deny',
  action: string | readonly string[],
  subject: string | readonly string[],
];
export type RuleSet = readonly Grant[];

/** The interface's service controls (spec 1 §6 "Ability gates"; close_panel from the Open User row). */
export const SERVICES = [
  'sidebar',
  'search',
  'nav_controller',
  'view_controller',
  'bottom_dock',
  'close_panel',
] as const;
export type Service = (typeof SERVICES)[number];

/** What a learner may do to the workspace's layout: create (Add new Panel), rearrange (edit layout), resize. */
export const LAYOUT_ACTIONS = ['create', 'rearrange', 'resize'] as const;

/** The graph actions "almost all roles" have (spec 1 §6), on the subject GraphAction. */
export const GRAPH_ACTIONS = [
  'create_combo',
  'create_node',
  'add_relationship',
  'remove_node',
  'edit_details',
  'change_layout',
  'categorise',
  'focus',
  'explore',
  'lock',
  'hide',
  'expand_collapse',
  'clear_canvas',
  'add_note_as_node',
  'smart_query',
] as const;

// Widget sets of the roles that may load only a few widgets. Names are registry names (widgets/registry.ts);
// host/workspace/role-widgets.test.ts proves each one is.
const OPEN_USER_WIDGETS = [
  'notes-library',
  'videos',
  'help',
  'thought-map',
  'document-chat',
  'detail',
  'editor',
  'graph-controls',
  'compare',
  'graph-explore',
  'quest-checkpoint',
];
/** Leap and VIP: searching, reading, the graph and notes; no quest, activity or lab widgets (README.md). */
const LEAP_WIDGETS = [
  'global-search',
  'search-engine',
  'detail',
  'snippet',
  'wiki-data-card',
  'data-card',
  'dimension',
  'glossary',
  'information',
  'linked-thoughts',
  'graph-explore',
  'graph-controls',
  'graph-index',
  'graph-library',
  'thoughts-filter',
  'dendro',
  'notes-library',
  'editor',
  'thought-map',
  'videos',
  'help',
  'eddie',
  'ask',
  'document-chat',
];
/** Bootcampfall23: the bootcamp layout's widgets (spec 1 §2 bootcampView), help and the search engine. */
const BOOTCAMP_WIDGETS = [
  'graph-library',
  'graph-controls',
  'graph-explore',
  'notes-library',
  'detail',
  'editor',
  'videos',
  'help',
  'search-engine',
];
const SIGNAL_SCHOOL_WIDGETS = ['detail', 'graph-library', 'dendro'];

const USER: RuleSet = [['allow', 'load', ['markdown', 'vr', 'treasure-marker', 'thoughtverse']]];
const AUDITOR: RuleSet = [...USER, ['allow', 'note', 'ScreenRecording']];
const MODERATOR: RuleSet = [
  ['allow', 'load', 'all'],
  ['deny', LAYOUT_ACTIONS, 'Layout'],
  ['allow', 'upload', 'Video'],
  ['allow', 'note', 'ScreenRecording'],
];
const LEAP: RuleSet = [
  ['deny', 'save', 'Quest'],
  ['deny', 'load', 'all'],
  ['allow', 'load', LEAP_WIDGETS],
  ['deny', ['create', 'rearrange'], 'Layout'],
  ['allow', 'resize', 'Layout'],
  ['deny', 'bottom_dock', 'service'],
];

/** Spec 1 §6's table. "all" is every subject, "manage" every action (CASL's wildcards). */
export const roleRuleSets = {
  // "Almost all roles" live here, since every user's abilities start with it.
  Default: [
    ['allow', SERVICES, 'service'],
    ['allow', 'save', 'Quest'],
    ['allow', LAYOUT_ACTIONS, 'Layout'],
    ['allow', GRAPH_ACTIONS, 'GraphAction'],
    ['deny', 'shortest_path', 'GraphAction'],
    ['allow', ['create', 'edit', 'delete', 'read'], ['Graph', 'Note', 'Tag']],
    ['allow', 'upload', 'Image'],
    // What the table does not name, a learner's own work beside graphs and notes (src/abilities/README.md).
    ['allow', ['create', 'edit', 'delete', 'read'], ['Goal', 'Prompt']],
    ['allow', ['create', 'read'], ['Event', 'State']],
    ['allow', 'read', ['Quest', 'Points', 'File', 'Brain', 'Profile']],
    ['allow', 'delete', 'Quest'],
    ['allow', 'edit', ['Brain', 'Profile']],
    ['allow', 'upload', ['File', 'Audio']],
    ['allow', 'run', ['Code', 'Prompt']],
    ['allow', 'train', 'Brain'],
    ['allow', 'take', 'Assessment'],
    ['allow', 'play', 'Game'],
    ['deny', 'upload', 'Video'],
    ['deny', 'note', 'ScreenRecording'],
    ['allow', 'load', 'all'],
    ['deny', 'load', ['vr', 'markdown', 'treasure-marker', 'thoughtverse', 'recent-activity', '3d-models']],
  ],
  Guest: [['allow', 'load', '3d-models']],
  User: USER,
  Auditor: AUDITOR,
  auditor: [...AUDITOR, ['allow', 'upload', 'Video']],
  Ninja: [...USER, ['allow', 'upload', 'Video'], ['allow', 'load', 'recent-activity']],
  Moderator: MODERATOR,
  // Granting roles (PUT /admin/users/{username}/roles) and allowing partner origins (/admin/partner-origins) are the
  // Admin's alone: §6 keeps "a list of admin usernames".
  Admin: [...MODERATOR, ['deny', 'load', '3d-models'], ['allow', 'grant', 'Role'], ['allow', 'allow', 'Origin']],
  'Open User': [
    ['deny', ['search', 'bottom_dock', 'view_controller', 'close_panel', 'sidebar'], 'service'],
    ['deny', 'load', 'all'],
    ['allow', 'load', OPEN_USER_WIDGETS],
    ['deny', LAYOUT_ACTIONS, 'Layout'],
    ['allow', 'rearrange', 'Layout'],
    ['deny', 'upload', 'Video'],
  ],
  Leap: LEAP,
  VIP: [...LEAP, ['allow', 'bottom_dock', 'service']],
  Zelda0: [['deny', 'manage', 'all']],
  Bootcampfall23: [
    ['allow', 'upload', 'Video'],
    ['deny', 'save', 'Quest'],
    ['deny', 'load', 'all'],
    ['allow', 'load', BOOTCAMP_WIDGETS],
  ],
  SignalSchool: [
    ['allow', 'upload', 'Video'],
    ['deny', 'note', 'ScreenRecording'],
    ['deny', 'load', 'all'],
    ['allow', 'load', SIGNAL_SCHOOL_WIDGETS],
  ],
} as const satisfies Record<string, RuleSet>;

export type Role = keyof typeof roleRuleSets;

/** The roles of the table, in its order. */
export const ROLES = Object.keys(roleRuleSets) as Role[];

/** Other spellings of a role the server may send: §6 writes both "BootcampFall23" and "Bootcampfall23". */
const roleAliases: Readonly<Record<string, Role>> = { BootcampFall23: 'Bootcampfall23' };

/**
 * The table's name of a role, or undefined for a role the table does not know. Exact match only: "Auditor" and
 * "auditor" are two roles.
 */
export function roleNamed(name: string): Role | undefined {
  if (Object.hasOwn(roleRuleSets, name)) return name as Role;
  // Own keys only: "toString" is no role.
  return Object.hasOwn(roleAliases, name) ? roleAliases[name] : undefined;
}

/** The rule set of a role the user holds, or none for a role the table does not know. */
export function ruleSetOf(role: string): RuleSet {
  const name = roleNamed(role);
  return name ? roleRuleSets[name] : [];
}
