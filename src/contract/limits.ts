// Limits the kit and the server share. Plain constants, no zod: widgets that only need a number stay light.

/** The longest word, name or phrase a learner can search and the server will look up. */
export const MAX_WORD_LENGTH = 200;

/**
 * The longest text of any one field the API takes: a note's text, a name, a label, a value inside graph data.
 * About 15,000 words, more than a learner ever writes in one place; the kit never sends more.
 */
export const MAX_TEXT_LENGTH = 100_000;

/** How deeply a JSON body may nest (graph data nests a few levels; 10,000 levels is an attack, not data). */
export const MAX_JSON_DEPTH = 64;

/** The largest JSON body (a saved graph of thousands of nodes stays under it); file uploads have their own limits. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** The longest request address (path and query) the server reads. */
export const MAX_URL_LENGTH = 8 * 1024;

/** The longest program POST /code-compile runs, in characters after trimming (a learner's exercise, not a project). */
export const MAX_CODE_LENGTH = 20_000;

/** How long one program may run before it is stopped. */
export const CODE_RUN_TIME_LIMIT_MS = 3_000;

/** How much memory one program may take beyond what its language needs to start, in megabytes. */
export const CODE_RUN_MEMORY_LIMIT_MB = 64;

/** How much one program may print before it is stopped. */
export const CODE_RUN_OUTPUT_LIMIT_KB = 64;
