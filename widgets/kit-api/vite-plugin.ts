// Writes the partner developer's kit beside the loader at build: kit/custom-elements.json (kit-api/manifest.ts),
// kit/tj-kit.d.ts and kit/tj-kit-react.d.ts (kit-api/typings.ts). The server serves them with the loader, to any
// origin (server/static.ts).
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type * as Registry from '../registry.ts';
import { kitManifest } from './manifest.ts';
import { repositorySources } from './sources.ts';
import { kitTypings } from './typings.ts';

export function kitApiPlugin(): Plugin {
  return {
    name: 'tj-kit-api',
    apply: 'build',
    async generateBundle() {
      // The registry's lazy loaders import the widgets; through Vite's module runner they are never followed.
      const registryFile = fileURLToPath(new URL('../registry.ts', import.meta.url));
      const { module: registry } = await runnerImport<typeof Registry>(registryFile, {
        configFile: false,
      });
      const manifest = kitManifest(repositorySources(registry.widgetRegistry));
      this.emitFile({ type: 'asset', fileName: 'kit/custom-elements.json', source: JSON.stringify(manifest, null, 2) });
      for (const [name, source] of Object.entries(kitTypings(manifest))) {
        this.emitFile({ type: 'asset', fileName: `kit/${name}`, source });
      }
    },
  };
}
