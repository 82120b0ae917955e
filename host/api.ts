import { createApiClient } from '../src/api/client.ts';

/** The host's one api client: the reference server serves /api/v1 on the host's own origin. */
export const api = createApiClient({ host: window.location.origin });
