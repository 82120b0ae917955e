// `npm run test:elements`: *.browser.test.ts(x) in Debian's Chromium, served by Vite so TS, TSX and ?inline CSS
// work as in the build. Nothing here downloads a browser.
import { removeViteLogging, vitePlugin } from '@remcovaes/web-test-runner-vite-plugin';
import { playwrightLauncher } from '@web/test-runner-playwright';

const testFiles = '**/*.browser.test.{ts,tsx}';

/**
 * The Vite plugin adds its proxy to Vite with app.use() once the server has started, but koa-compose 4.2 copies
 * the middleware list when the server is created, so that proxy never ran and tests were served as raw
 * TypeScript. Listed after the Vite plugin, this rebuilds the server's request handler so it includes the proxy.
 */
const includeLateMiddleware = {
  name: 'include-late-middleware',
  serverStart({ app, server }) {
    server.removeAllListeners('request');
    server.on('request', app.callback());
  },
};

export default {
  files: [testFiles, '!**/node_modules/**', '!dist/**'],
  plugins: [
    vitePlugin({
      optimizeDeps: {
        // Let Vite find the tests' dependencies before the first test loads: a dependency found later makes
        // Vite re-bundle and reload the page, which aborts that test file.
        entries: [testFiles],
        // What widgets load lazily, behind an import() the scan may reach only when a test runs it: bundled
        // at once too.
        include: [
          '@google/model-viewer',
          'three',
          'three/examples/jsm/controls/OrbitControls.js',
          'three/examples/jsm/exporters/GLTFExporter.js',
          'codemirror',
          '@codemirror/lang-javascript',
          '@codemirror/lang-python',
          '@codemirror/state',
          '@codemirror/view',
          'signature_pad',
        ],
        // @web/test-runner-commands (in @open-wc/testing) imports this file from the test runner's own server;
        // bundled, it would become a relative path that Vite cannot resolve.
        rolldownOptions: { external: ['/__web-dev-server__web-socket.js'] },
      },
    }),
    includeLateMiddleware,
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-background-networking',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          // Lifecycle tests measure the heap: exact figures, and a collection before each reading.
          '--enable-precise-memory-info',
          '--js-flags=--expose-gc',
          // The screen recorder's and the camera's tests: Chromium's fake camera and screen, granted without asking.
          '--use-fake-ui-for-media-stream',
          '--use-fake-device-for-media-stream',
        ],
      },
    }),
  ],
  // Two pages at a time: a page mostly waits (on timers, the network, rendering), one took 257 s over the tier and
  // two 158 s on two cores. What a test waits for it waits on as a state (src/testing/until.ts), not a time.
  concurrency: 2,
  testFramework: { config: { timeout: 10_000 } },
  // A whole test file's limit (120 s by default): a loaded CI machine ran past it with a file whose every test passed.
  testsFinishTimeout: 300_000,
  // Vite's connection messages and Lit's dev-mode notice say nothing about the tests.
  filterBrowserLogs: (log) => removeViteLogging(log) && !String(log.args[0]).startsWith('Lit is in dev mode'),
};
