// Starts a sandbox worker: workers are TypeScript like the rest of the server, and a worker thread does not inherit
// the server's tsx loader, so it registers tsx before it imports its module (sandbox.ts passes which one).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
