import { useRouteLoaderData } from 'react-router';
import { hostConfigSchema, type HostConfig } from '../../src/contract/host-config.ts';

/** The id of the route whose loader (guestOnly or initialiseOnly) fetched /host-config.json. */
export const AUTH_ROUTE_ID = 'auth';

const fallback = hostConfigSchema.parse({});

/** The server's settings as the auth route's guard loaded them. */
export function useHostConfig(): HostConfig {
  const loaded = useRouteLoaderData<{ hostConfig: HostConfig }>(AUTH_ROUTE_ID);
  return loaded?.hostConfig ?? fallback;
}
