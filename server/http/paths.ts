// Spec 2 writes GET and POST /prompts/ with a trailing slash. The server answers such a path with and without it, and
// the OpenAPI document names it without: OpenAPI tools flag a trailing slash, and many clients drop it.

/** The path as the OpenAPI document names it. */
export const documentedPath = (path: string): string => (path.length > 1 ? path.replace(/\/$/, '') : path);

/** The paths the server answers a call of the table at: the table's, and the documented one. */
export const servedPaths = (path: string): string[] => [...new Set([path, documentedPath(path)])];
