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
      'no-restricted-syntax': [
        'error',
        {
          selector: onlySelector,
          message: 'Remove .only: it skips every other test.',
        },
        { selector: 'ExportAllDeclaration', message: 'Name what you export: `export *` hides a module’s surface.' },
      ],
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
    // The one module allowed to touch Web Storage; end-to-end specs seed a real browser's storage from outside,
    // where the app's helpers do not run.
    files: ['src/storage/storage.ts', 'tests/e2e/**'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  ...boundaries,
  {
    // Plain JS config and scripts are outside tsconfig.json: lint them without type information.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
