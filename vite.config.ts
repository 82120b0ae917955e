import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { supportedLocales } from './src/contract/locales.ts';
import { messagesPlugin } from './src/i18n/vite-plugin.ts';
import { kitApiPlugin } from './widgets/kit-api/vite-plugin.ts';

/** What no Vitest tier runs: browser tests (web-test-runner), end-to-end specs (Playwright), dependencies, builds. */
const TEST_EXCLUDE = ['**/*.browser.test.*', '**/node_modules/**', 'dist/**', 'tests/e2e/**'];

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * React and React DOM form one named chunk that changes only when React is upgraded, so caches keep it across
 * kit releases.
 */
const reactChunk = { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ };
/**
 * The d3 modules the dashboard's plots draw with (scales, shapes and what they use): their own chunk, taken before
 * the G6 chunk's catch-all for d3 (same priority, earlier in the list), so the dashboard does not load G6.
 */
const d3Chunk = {
  name: 'd3',
  test: /[\\/]node_modules[\\/](d3-(array|color|format|interpolate|path|scale|shape|time|time-format)|internmap)[\\/]/,
};
/** G6 and the AntV packages it draws with: one named chunk that only the graph widgets load (bench:size checks it). */
const g6Chunk = { name: 'g6', test: /[\\/]node_modules[\\/](@antv|d3-[a-z-]+|gl-matrix)[\\/]/ };

export default defineConfig({
  resolve: {
    // CASL without its MongoDB condition matcher: our rules have no conditions (src/abilities/no-conditions.ts).
    alias: [{ find: /^@ucast\/mongo2js$/, replacement: fromRoot('src/abilities/no-conditions.ts') }],
  },
  plugins: [
    react(),
    // Messages split by namespace: a page ships only those of the modules it runs (src/i18n/vite-plugin.ts).
    messagesPlugin({ localesDir: new URL('./locales/', import.meta.url), languages: supportedLocales }),
    // The partner developer's kit beside the loader: custom-elements.json and the TypeScript typings.
    kitApiPlugin(),
    // Each file also brotli-compressed at build (file.js.br), which the server sends to browsers that accept it
    // (server/static.ts); other answers are gzipped as they go.
    compression({ algorithms: ['brotliCompress'], include: /\.(js|css|json|html|svg)$/, logLevel: 'silent' }),
  ],
  build: {
    // One build: the host app (dist/host/index.html) and the partner loader (dist/kit/tj-kit.js). All chunks go to
    // kit/, next to the loader, because the loader imports them relative to its own URL from partner origins.
    assetsDir: 'kit',
    manifest: true,
    rolldownOptions: {
      // tj-game.js is imported for its exports: an app build would otherwise drop them.
      preserveEntrySignatures: 'exports-only',
      input: {
        host: fromRoot('host/index.html'),
        'tj-kit': fromRoot('widgets/tj-kit.ts'),
        // What a partner's game frame imports to drive the page's widgets (connectToKit).
        'tj-game': fromRoot('widgets/tj-game.ts'),
      },
      output: {
        // Partners link the loader by a stable name; everything it imports is hashed and cached for good.
        entryFileNames: (chunk) =>
          chunk.name === 'tj-kit' || chunk.name === 'tj-game' ? `kit/${chunk.name}.js` : 'kit/[name]-[hash].js',
        codeSplitting: { groups: [reactChunk, d3Chunk, g6Chunk] },
      },
    },
  },
  worker: {
    // The layout worker (src/graph-view/layout.worker.ts) is a module worker: on a partner page it starts from
    // a blob: module that imports it from the kit's origin, which an IIFE worker could not be.
    format: 'es',
  },
  experimental: {
    // URLs written into JS (preload lists, imported assets) resolve against the chunk's own URL, so they reach
    // the kit's origin from a partner page; HTML keeps absolute /kit/ paths so host routes at any depth work.
    renderBuiltUrl: (_filename, { hostType }) => (hostType === 'js' ? { relative: true } : undefined),
  },
  test: {
    environment: 'node',
    // Through Vite, so CASL's tests run with the condition matcher left out, as the build does (resolve.alias).
    server: { deps: { inline: ['@casl/ability'] } },
    // Vitest runs one file per CPU but one: one at a time here. The server tier's files mostly wait (child processes,
    // PGlite, Pyodide starting), so two at a time on two cores took it from 432 s to 340 s.
    maxWorkers: 2,
    // Two tiers by cost (README "Tests"): `unit` starts no database, server process, worker or browser and runs in
    // seconds (npm run test:unit); `server` (*.int.test.ts) runs against PGlite, PostgreSQL, child processes,
    // workers and Pyodide (npm run test:server). eslint.config.js keeps the rigs out of unit tests.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.test.{ts,tsx}'],
          exclude: [...TEST_EXCLUDE, '**/*.int.test.*'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['**/*.int.test.{ts,tsx}'],
          exclude: TEST_EXCLUDE,
          setupFiles: ['server/testing/cheap-passwords.ts'],
        },
      },
    ],
  },
});
