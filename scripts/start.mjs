// `npm start`: build the host and the kit if the sources changed, then run the server. Both run as child processes:
// the build ends before the server starts, so Vite's memory (over a gigabyte) is given back, and the server starts
// with the settings of server-launch.mjs. A stop signal is passed on to the server, whose exit ends `npm start`.
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY, SERVER_ENV, SERVER_NODE_FLAGS } from './server-launch.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));

const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: repo, stdio: 'inherit' });
if (build.status !== 0) {
  console.error(`Thoughtkit cannot start: the build failed (${build.signal ?? `exit code ${build.status}`}).`);
  process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
  cwd: repo,
  stdio: 'inherit',
  env: { ...SERVER_ENV, ...process.env },
});
// Ctrl-C reaches the server too (one process group); it takes a repeat within a moment as the same stop.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
