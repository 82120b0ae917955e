// The framework recipes, built as a partner's own app would be: each page bundles its framework (React 19, Vue 3),
// never the kit, which it loads from the kit's server with the one script tag. `npm start` builds them after the kit
// (scripts/build-if-stale.mjs) into dist/recipes/, which the partner server serves under /recipes/ (server/partner.ts).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  base: '/recipes/',
  plugins: [
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
      input: { plain: here('plain.html'), react: here('react.html'), vue: here('vue.html') },
    },
  },
});
