// Types of server-launch.mjs, which `npm start` runs before any TypeScript loader.
export declare const SERVER_NODE_FLAGS: readonly string[];
export declare const SERVER_ENV: { readonly MALLOC_ARENA_MAX: string };
export declare const SERVER_ENTRY: string;
