import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
/** What the builds read. embed-demo's pages are served as they are, its recipes (embed-demo/recipes/) built. */
const SOURCES = ['src', 'widgets', 'host', 'locales', 'embed-demo', 'vite.config.ts', 'package-lock.json'];
/** The two builds: the host and the kit into dist/, then the framework recipes into dist/recipes/. */
const CONFIGS = ['vite.config.ts', 'embed-demo/recipes/vite.config.ts'];
/** Vite writes the manifest on every build, so the recipes' one (built last) dates the last whole build. */
const STAMP = join(repo, 'dist/recipes/.vite/manifest.json');

/** Time of the latest change under path; 0 for a path that is gone (an editor's temporary file, say). */
function newestChange(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) return stat?.mtimeMs ?? 0;
  return readdirSync(path)
    .map((entry) => newestChange(join(path, entry)))
    .reduce((newest, time) => Math.max(newest, time), stat.mtimeMs);
}

/**
 * Runs both builds (`npm run build`) when dist/ is missing or older than a source file.
 * @param {{ logLevel?: import('vite').LogLevel }} [options]
 */
export async function buildIfStale({ logLevel } = {}) {
  const builtAt = statSync(STAMP, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const changedAt = Math.max(...SOURCES.map((source) => newestChange(join(repo, source))));
  if (builtAt > changedAt) return;
  const { build } = await import('vite');
  for (const config of CONFIGS) {
    const configFile = join(repo, config);
    await build({ root: dirname(configFile), configFile, logLevel });
  }
}

// Run as a script (`npm start` runs it in a child process): build when stale, then exit.
if (process.argv[1] === fileURLToPath(import.meta.url)) await buildIfStale();
