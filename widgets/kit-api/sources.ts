// The manifest's sources as the repository holds them, for the build (kit-api/vite-plugin.ts) and the tests.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { WidgetEntry } from '../../src/elements/widget-entry.ts';
import type { ManifestSources } from './manifest.ts';

const file = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export function repositorySources(widgets: readonly Pick<WidgetEntry, 'name' | 'tag'>[]): ManifestSources {
  return {
    widgets,
    readme: (name) => readFileSync(file(`../${name}/README.md`), 'utf8'),
    tokensCss: readFileSync(file('../../src/elements/tokens.css'), 'utf8'),
  };
}
