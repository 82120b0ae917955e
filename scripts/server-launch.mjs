// How the server process is started, by `npm start` (start.mjs) and by the tests and benches (server-process.ts).
// Its tsx loader: the server runs its TypeScript as it is.

/**
 * Node's flags: a young generation of 64 MB, since with the default the collector stopped the event loop for 3 to
 * 4 ms every 15 to 25 ms under load (bench:crud, --trace-gc).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64', '--import', 'tsx'];

/**
 * glibc gives each thread that allocates (libuv's pool hashing passwords with argon2, 19 MiB a hash) an arena of its
 * own and keeps their freed memory: some 90 MB after the demo data's sign-ups. Two arenas keep the server's resident
 * memory near what it uses (bench:server). Settings the operator gives win.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

/** The server's entry, from the repository's root. */
export const SERVER_ENTRY = 'server/main.ts';
