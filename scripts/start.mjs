// `npm start`: build the host and the kit if the sources changed, then run the server. The build runs in a child
// process that ends before the server starts: Vite's memory (over a gigabyte) is given back, so the server holds
// as much on a first start as on later ones. Ctrl-C reaches the build too (one process group).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const build = spawnSync(process.execPath, [fileURLToPath(new URL('./build-if-stale.mjs', import.meta.url))], {
  stdio: 'inherit',
});
if (build.status !== 0) {
  console.error(`Thoughtkit cannot start: the build failed (${build.signal ?? `exit code ${build.status}`}).`);
  process.exit(build.status ?? 1);
}
register();
await import('../server/main.ts');
