// The layers of ARCHITECTURE.md, enforced: what each folder may import. Each area is one `no-restricted-imports`
// setting (ESLint replaces, not merges, a rule's options across config objects, so an area lists all its limits).
// eslint.boundaries.test.ts proves that each limit fails a forbidden import.

/** Paths that leave the browser kit for the app, the widgets or the server. */
const outside = (folders, why) => ({ regex: `(^|/)(${folders.join('|')})/`, message: why });

const noWidgetsHostServer = outside(
  ['widgets', 'host', 'server'],
  'src/ is the kit core: it never imports widgets/, host/ or server/ (inject what it needs, as the element factory gets the registry).',
);
const noTestRigs = {
  regex: '(^|/)(testing|tests)(/|\\.tsx?$)|(^|/)(test|fake)-[\\w.-]+$',
  message:
    'Test rigs (testing/ folders, tests/, test-* and fake-* modules) are for tests only; production code never imports them.',
};
const noFrameworks = {
  regex:
    '^(react|react-dom|react-dom/.*|@antv/g6|dockview.*|i18next)$|^(\\.\\./)+(react|elements|page|graph-view|suggestions|charts)/|^(\\.\\./)+i18n/use-t\\.ts$',
  message:
    'A feature core is framework-free: no React, G6, Dockview or i18next, nor the src/ folders that bind them (src/react, src/elements, src/graph-view …).',
};

/**
 * src/contract: zod, CASL and its own files only (each area below adds where "its own" ends). CASL because the kit
 * and the server build abilities from the same code and role table (src/contract/abilities.ts, roles.ts).
 */
const zodOnly = {
  regex: '^(?!zod$|zod/|@casl/ability$|\\.)',
  message: 'src/contract imports zod and @casl/ability only.',
};

/** Feature cores and the layers under them: framework-free. */
const cores = [
  'api',
  'contract',
  'search',
  'chat',
  'brains',
  'prompts',
  'session',
  'graph',
  'notes',
  'quests',
  'events',
  'goals',
  'library',
  'files',
  'media',
  'smart-graph',
  'ar',
  'preferences',
  'storage',
  'toasts',
  'protocol',
  'abilities',
  'realtime',
  'kit',
  'voice',
  'admin',
];
const testFiles = ['**/*.test.ts', '**/*.test.tsx'];

/**
 * The unit tier (`npm run test:unit`) starts no database, server process, worker or browser: the rigs that do are
 * for integration tests (*.int.test.ts, `npm run test:server`) only.
 */
const noIntegrationRigs = {
  regex:
    '(^|/)(testing/(stores|database|library-kit|events-kit|auth|processes|model-kit|whole-app)|server-process|tests/support/search-server|db/pglite|db/postgres)\\.ts$',
  message:
    'This rig starts a database, a server or a worker: name the test *.int.test.ts (the server tier), or test without it.',
};

/** A widget is one folder: what several widgets share lives under src/ (ARCHITECTURE.md), never in another widget. */
const noOtherWidget = {
  regex: '^\\.\\./(?!define-widget\\.ts$|registry\\.ts$)[^.]',
  message:
    'A widget never imports another widget: shared code (the G6 adapter, graph and quest styles, shared views) lives under src/.',
};

const area = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const noHostServerInWidgets = outside(['host', 'server'], 'widgets/ never import host/ or server/.');
const hostLimits = [
  outside(['server'], 'host/ never imports server/: it talks to it through src/api.'),
  {
    regex: '(^|/)widgets/(?!registry\\.ts$)',
    message: 'host/ reads widgets/registry.ts only; widgets load through it.',
  },
];
const serverLimits = [
  outside(['widgets', 'host'], 'server/ never imports widgets/ or host/.'),
  { regex: '(^|/)src/(?!contract/)', message: 'server/ takes shared code from src/contract only.' },
];

const layers = [
  area(['src/**/*.{ts,tsx}'], [noWidgetsHostServer, noTestRigs], [...testFiles, 'src/testing/**']),
  area(['src/testing/**', ...testFiles.map((glob) => `src/${glob}`)], [noWidgetsHostServer]),
  area(
    cores.map((core) => `src/${core}/**/*.{ts,tsx}`),
    [noWidgetsHostServer, noTestRigs, noFrameworks],
    testFiles,
  ),
  area(
    ['src/api/**/*.ts'],
    [
      noWidgetsHostServer,
      noTestRigs,
      noFrameworks,
      {
        // Its messages come from src/i18n; its state (tokens, language) comes as options.
        regex: '^\\.\\./(?!contract/|i18n/i18n\\.ts$)',
        message: 'src/api takes its state (tokens, language) as options and imports none.',
      },
    ],
    testFiles,
  ),
  area(['src/contract/*.ts'], [zodOnly, { regex: '^\\.\\./', message: zodOnly.message }], testFiles),
  area(['src/contract/endpoints/*.ts'], [zodOnly, { regex: '^\\.\\./\\.\\./', message: zodOnly.message }], testFiles),
  area(['widgets/*.{ts,tsx}'], [noHostServerInWidgets, noTestRigs], testFiles),
  area(['widgets/*/**/*.{ts,tsx}'], [noHostServerInWidgets, noOtherWidget, noTestRigs], testFiles),
  // A test may put two widgets on one page (Search Engine with Detail, say).
  area(
    testFiles.map((glob) => `widgets/${glob}`),
    [noHostServerInWidgets],
  ),
  area(['host/**/*.{ts,tsx}'], [...hostLimits, noTestRigs], [...testFiles, 'host/testing/**']),
  area(['host/testing/**', ...testFiles.map((glob) => `host/${glob}`)], hostLimits),
  area(['server/**/*.ts'], [...serverLimits, noTestRigs], [...testFiles, 'server/testing/**']),
  area(['server/testing/**', ...testFiles.map((glob) => `server/${glob}`)], serverLimits),
];

/**
 * Each layer again for its unit tests, with the integration rigs forbidden too (a rule's options are replaced, not
 * merged, so each keeps its layer's limits). A layer that ignores test files has none.
 */
const unitTests = layers
  .filter((layer) => layer.ignores.length === 0)
  .map((layer) => ({
    files: layer.files.map((glob) => [glob, '**/*.test.{ts,tsx}']),
    ignores: ['**/*.int.test.*', '**/*.browser.test.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...layer.rules['no-restricted-imports'][1].patterns, noIntegrationRigs] },
      ],
    },
  }));

export const boundaries = [...layers, ...unitTests];
