// The layer rules of eslint.boundaries.js, tried on forbidden imports: each must be reported, and an allowed one
// must not be. The code is linted as if it were the named file, with the project's whole ESLint configuration.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The import rules need no type information; without it each lint takes milliseconds, not a program build.
const eslint = new ESLint({ cwd: import.meta.dirname, overrideConfig: [tseslint.configs.disableTypeChecked] });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('layer boundaries', { timeout: 30_000 }, () => {
  it.each([
    ['src/search/search.ts', "import { widgetRegistry } from '../../widgets/registry.ts';", 'never imports widgets/'],
    ['src/elements/ElementShell.tsx', "import { router } from '../../host/routes.tsx';", 'never imports widgets/'],
    ['src/search/search.ts', "import { useEffect } from 'react';", 'framework-free'],
    ['src/graph/edit-mode.ts', "import { Graph } from '@antv/g6';", 'framework-free'],
    ['src/session/session.ts', "import { fakeSearchServer } from '../testing/fake-search-server.ts';", 'Test rigs'],
    ['src/api/client.ts', "import { search } from '../kit/search.ts';", 'imports none'],
    ['src/contract/notes.ts', "import { t } from '../i18n/i18n.ts';", 'zod and @casl/ability only'],
    ['src/contract/notes.ts', "import { signal } from '@preact/signals-core';", 'zod and @casl/ability only'],
    ['src/contract/abilities.ts', "import { createMongoAbility } from '@casl/ability/extra';", 'zod and @casl'],
    ['widgets/ask/Ask.tsx', "import { api } from '../../host/api.ts';", 'never import host/'],
    ['host/app.tsx', "import '../widgets/ask/index.ts';", 'registry.ts only'],
    ['server/app.ts', "import { t } from '../src/i18n/i18n.ts';", 'src/contract only'],
    ['server/app.ts', "import '../widgets/registry.ts';", 'never imports widgets/'],
    ['server/notes.test.ts', "import { storesUnderTest } from './db/test-stores.ts';", 'name the test *.int.test.ts'],
    ['server/notes.test.ts', "import '../src/search/search.ts';", 'src/contract only'],
    ['src/search/x.test.ts', "import { openSearchServer } from '../../tests/support/search-server.ts';", '*.int.test'],
    ['src/search/x.test.ts', "import '../../widgets/registry.ts';", 'never imports widgets/'],
  ])('%s may not: %s', async (filePath, code, reason) => {
    const messages = await restrictedImports(filePath, code);
    expect(messages.join('\n')).toContain(reason);
  });

  it.each([
    ['src/search/search.ts', "import type { Thought } from '../contract/thought.ts';"],
    ['src/api/client.ts', "import { t } from '../i18n/i18n.ts';"],
    ['src/contract/endpoints/notes.ts', "import { noteSchema } from '../notes.ts';"],
    ['src/contract/abilities.ts', "import { Ability } from '@casl/ability';"],
    ['host/app.tsx', "import { findWidget } from '../widgets/registry.ts';"],
    ['server/app.ts', "import { endpoints } from '../src/contract/endpoints.ts';"],
    ['src/search/search.test.ts', "import { createTestApi } from '../../tests/support/test-api.ts';"],
    ['server/notes.int.test.ts', "import { storesUnderTest } from './db/test-stores.ts';"],
    ['src/search/x.int.test.ts', "import { openSearchServer } from '../../tests/support/search-server.ts';"],
  ])('%s may: %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});
