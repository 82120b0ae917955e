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
    ['server/notes.test.ts', "import { storesUnderTest } from './testing/stores.ts';", 'name the test *.int.test.ts'],
    ['src/goals/goals.ts', "import { useEffect } from 'react';", 'framework-free'],
    ['src/smart-graph/runs.tsx', "import { useT } from '../i18n/use-t.ts';", 'framework-free'],
    ['src/library/graphs.ts', "import { ErrorLine } from '../elements/ErrorLine.tsx';", 'framework-free'],
    ['src/ar/scene.ts', "import { useG6View } from '../graph-view/use-g6-view.ts';", 'framework-free'],
    [
      'widgets/dendro/Dendro.tsx',
      "import { graphStyles } from '../graph-explore/graph-styles.ts';",
      'never imports another widget',
    ],
    [
      'widgets/quest-library/element.ts',
      "import css from '../graph-library/graph-library.css?inline';",
      'another widget',
    ],
    ['server/ai/brains.ts', "import { fakeGoogle } from '../testing/fake-google.ts';", 'Test rigs'],
    ['server/ai/brains.ts', "import { modelServer } from './test-model-server.ts';", 'Test rigs'],
    ['host/workspace/Workspace.tsx', "import { dockview } from '../testing/dockview.ts';", 'Test rigs'],
    ['widgets/eddie/Eddie.tsx', "import { until } from '../../src/testing/until.ts';", 'Test rigs'],
    ['widgets/define-widget.ts', "import { fake } from './fake-host.ts';", 'Test rigs'],
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
    ['server/notes.int.test.ts', "import { storesUnderTest } from './testing/stores.ts';"],
    ['server/testing/library-kit.ts', "import { storesUnderTest } from './stores.ts';"],
    ['widgets/dendro/Dendro.tsx', "import { useG6View } from '../../src/graph-view/use-g6-view.ts';"],
    ['widgets/dendro/element.ts', "import { defineWidget } from '../define-widget.ts';"],
    ['widgets/search-engine/SearchEngine.browser.test.ts', "import '../detail/index.ts';"],
    ['host/workspace/Workspace.test.ts', "import { dockview } from '../testing/dockview.ts';"],
    ['src/search/x.int.test.ts', "import { openSearchServer } from '../../tests/support/search-server.ts';"],
  ])('%s may: %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });

  it('keeps API calls out of components: they go through a core', async () => {
    const code =
      "import { kitApi } from '../../src/kit/api.ts';\nexport const read = () => kitApi.call('tag.get', {});\n";
    const [component] = await eslint.lintText(code, { filePath: 'widgets/glossary/Glossary.tsx' });
    expect(component?.messages.map((message) => message.message).join('\n')).toContain('through a core');
    const [core] = await eslint.lintText(code, { filePath: 'src/kit/tags.ts' });
    expect(core?.messages.filter((message) => message.ruleId === 'no-restricted-syntax')).toEqual([]);
    const [host] = await eslint.lintText(code.replace('kitApi.call', 'api.call'), {
      filePath: 'host/pages/TagPage.tsx',
    });
    expect(host?.messages.map((message) => message.message).join('\n')).toContain('through a core');
  });

  it('keeps fixed sleeps out of tests: they wait with until(), fake timers or a locator', async () => {
    const sleeps = async (filePath: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath });
      return (result?.messages ?? []).filter((message) => message.message.includes('until()')).length;
    };
    expect(await sleeps('src/notes/x.test.ts', 'await new Promise((resolve) => setTimeout(resolve, 50));\n')).toBe(1);
    expect(await sleeps('widgets/x/X.browser.test.ts', 'await new Promise((r) => { setTimeout(r, 9); });\n')).toBe(1);
    expect(await sleeps('tests/e2e/x.spec.ts', 'await page.waitForTimeout(2000);\n')).toBe(1);
    // A deadline that rejects is not a sleep; nor is a timer in production code.
    const deadline = 'await new Promise((_, reject) => setTimeout(() => reject(new Error()), 50));\n';
    expect(await sleeps('widgets/x.browser.test.ts', deadline)).toBe(0);
    expect(await sleeps('src/kit/x.ts', 'await new Promise((resolve) => setTimeout(resolve, 50));\n')).toBe(0);
  });
});
