import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_PARTNER_PORT as PARTNER_PORT, E2E_PORT as PORT } from './tests/e2e/origins.ts';
/**
 * A fresh data folder per run, so no test sees what an earlier run stored. Workers load this file again in their own
 * processes; the folder is chosen once and handed down in the environment, so specs can read the server's mail
 * outbox (<DATA_DIR>/outbox). Set E2E_DATA_DIR to the DATA_DIR of a server you started yourself to reuse it.
 */
const DATA_DIR = (process.env.E2E_DATA_DIR ??= join(tmpdir(), `thoughtkit-e2e-${process.pid}`));

/**
 * End-to-end tests against `npm start`, as a learner's machine runs it. Only Debian's Chromium is used
 * (CHROMIUM_PATH overrides it); Playwright never downloads a browser.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: 'list',
  // A test waits on states, so a roomy limit costs a passing test nothing; a loaded CI machine (three pages where two
  // ran) missed states that came at 5 to 8 s, and a slower one ran the whole tier 1.4 times slower.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        // The screen recorder's test (recording.spec.ts): Chromium's fake camera and screen, granted without asking.
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npm start',
    url: `http://localhost:${PORT}`,
    env: { PORT: String(PORT), PARTNER_PORT: String(PARTNER_PORT), DATA_DIR },
    reuseExistingServer: !process.env.CI,
    // The first start builds the host and the kit.
    timeout: 180_000,
    stdout: 'pipe',
  },
});
