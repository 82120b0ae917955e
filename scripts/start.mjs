// `npm start`: build the host and the kit if the sources changed, then run the server, all in this one process,
// so stopping `npm start` stops everything it started.
import { register } from 'tsx/esm/api';
import { buildIfStale } from './build-if-stale.mjs';

await buildIfStale();
register();
await import('../server/main.ts');
