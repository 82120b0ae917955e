import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
/** What the build reads. embed-demo is served as it is, but listed so a page that starts using the build is safe. */
const SOURCES = ['src', 'widgets', 'host', 'locales', 'embed-demo', 'vite.config.ts', 'package-lock.json'];
/** Vite writes the manifest on every build, so its time is the time of the last build. */
const STAMP = join(repo, 'dist/.vite/manifest.json');

/** Time of the latest change under path; 0 for a path that is gone (an editor's temporary file, say). */
function newestChange(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) return stat?.mtimeMs ?? 0;
  return readdirSync(path)
    .map((entry) => newestChange(join(path, entry)))
    .reduce((newest, time) => Math.max(newest, time), stat.mtimeMs);
}

/**
 * Runs `vite build` when dist/ is missing or older than a source file.
 * @param {{ logLevel?: import('vite').LogLevel }} [options]
 */
export async function buildIfStale({ logLevel } = {}) {
  const builtAt = statSync(STAMP, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const changedAt = Math.max(...SOURCES.map((source) => newestChange(join(repo, source))));
  if (builtAt > changedAt) return;
  const { build } = await import('vite');
  await build({ root: repo, configFile: join(repo, 'vite.config.ts'), logLevel });
}

// Run as a script (`npm start` runs it in a child process): build when stale, then exit.
if (process.argv[1] === fileURLToPath(import.meta.url)) await buildIfStale();
