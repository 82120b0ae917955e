// The framework recipes, built as a partner's own app would be: each page bundles its framework (React 19, Vue 3),
// never the kit, which it loads from the kit's server with the one script tag. `npm start` builds them after the kit
// (scripts/build-if-stale.mjs) into dist/recipes/, which the partner server serves under /recipes/ (server/partner.ts).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import vue from '@vitejs/plugin-vue';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The framework recipes: each a page made of app.html, with its framework's name and its entry module. */
const APPS = {
  [here('react.html')]: { framework: 'React 19', entry: './react.tsx' },
  [here('vue.html')]: { framework: 'Vue 3', entry: './vue.js' },
};

/** Makes the framework recipes' pages of app.html, so the two share one page rather than two copies of it. */
function appPages(): Plugin {
  return {
    name: 'recipe-app-pages',
    resolveId: (id) => (id in APPS ? id : undefined),
    async load(id) {
      const app = APPS[id];
      if (!app) return undefined;
      const page = await readFile(here('app.html'), 'utf8');
      return page.replace('%FRAMEWORK%', app.framework).replace('%ENTRY%', app.entry);
    },
  };
}

export default defineConfig({
  root: here('.'),
  base: '/recipes/',
  plugins: [
    appPages(),
    react(),
    // Vue renders tj-* tags as custom elements instead of looking for Vue components of those names.
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('tj-') } } }),
  ],
  build: {
    outDir: here('../../dist/recipes'),
    emptyOutDir: true,
    // Flat, so every file is one path segment under /recipes/ (the partner server serves no deeper).
    assetsDir: '',
    // Every browser the kit supports preloads modules: no polyfill chunk.
    modulePreload: { polyfill: false },
    // The build's time stamp for scripts/build-if-stale.mjs: the recipes are built last.
    manifest: true,
    rolldownOptions: {
      input: [here('plain.html'), ...Object.keys(APPS)],
    },
  },
});
