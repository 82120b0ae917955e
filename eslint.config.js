import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundaries } from './eslint.boundaries.js';

/** Test functions whose `.only` would silently skip every other test (also Playwright's `test.describe.only`). */
const testFunctions = /^(describe|context|suite|it|test)$/;
const onlySelector = `MemberExpression[property.name="only"]:matches([object.name=${testFunctions}], [object.property.name=${testFunctions}])`;
const storageHint = 'Use the helpers in src/storage/storage.ts: they survive missing or blocked storage.';

/** Fixed sleeps in tests: they wait on time, not on what the test is waiting for. */
const sleepHint =
  'A test waits on a state, an event or fake timers, not on time: until() (src/testing/until.ts); in server tests vi.waitUntil or expect.poll; in Playwright expect.poll, toPass or a locator wait.';
const sleepSyntax = [
  { selector: "CallExpression[callee.property.name='waitForTimeout']", message: sleepHint },
  // new Promise((resolve) => setTimeout(resolve, ms)); a timer that rejects (a deadline) is not a sleep.
  {
    selector:
      "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout'][arguments.0.type='Identifier']",
    message: sleepHint,
  },
];

/** What no file may do. */
const everywhereSyntax = [
  { selector: onlySelector, message: 'Remove .only: it skips every other test.' },
  { selector: 'ExportAllDeclaration', message: 'Name what you export: `export *` hides a module’s surface.' },
];

export default defineConfig(
  globalIgnores(['dist/', 'test-results/', 'playwright-report/', 'data/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      // Type information for the few rules below that need it; the project service reuses tsconfig.json.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { args: 'all', argsIgnorePattern: '^_', caughtErrors: 'all', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      'no-restricted-syntax': ['error', ...everywhereSyntax],
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: storageHint },
        { name: 'sessionStorage', message: storageHint },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) => [
          { object, property: 'localStorage', message: storageHint },
          { object, property: 'sessionStorage', message: storageHint },
        ]),
      ],
    },
  },
  {
    // The one module allowed to touch Web Storage; end-to-end specs and bench:lighthouse seed a real browser's storage
    // from outside, where the app's helpers do not run.
    files: ['src/storage/storage.ts', 'tests/e2e/**', 'bench/lighthouse/**'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  ...boundaries,
  {
    files: ['**/*.test.{ts,tsx}', 'tests/e2e/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...everywhereSyntax, ...sleepSyntax] },
  },
  {
    // docs/architecture.md: a component reaches the API only through a core (a module of src/ or a widget's own
    // framework-free one), which a test builds over its own client; the component calls the core's action.
    files: ['widgets/**/*.tsx', 'host/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...everywhereSyntax,
        {
          selector: "CallExpression[callee.property.name='call'][callee.object.name=/^(kitApi|api)$/]",
          message: 'A component reaches the API through a core: call the core’s action, or add one to it.',
        },
      ],
    },
  },
  {
    // Plain JS config and scripts are outside tsconfig.json: lint them without type information. So is the React
    // recipe, which a test compiles against the kit's own typings (widgets/kit-api/typings.test.ts).
    files: ['**/*.{js,mjs,cjs}', 'embed-demo/recipes/*.tsx'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
