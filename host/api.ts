import { kitApi } from '../src/kit/api.ts';

/**
 * The host calls the server through the kit's own client: the reference server serves the host page, the kit and
 * /api/v1 on one origin, and one client means one shared token refresh for the host and every widget.
 */
export const api = kitApi;
