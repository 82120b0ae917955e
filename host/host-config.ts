import { HOST_CONFIG_PATH, hostConfigSchema, type HostConfig } from '../src/contract/host-config.ts';

/** Without the file (an older or a static server) nothing optional is on: no Google sign-in, no partner origins. */
const fallback: HostConfig = hostConfigSchema.parse({});

let loading: Promise<HostConfig> | null = null;

/** The server's run-time settings for this page (GET /host-config.json), fetched once per page load. */
export function loadHostConfig(): Promise<HostConfig> {
  loading ??= fetch(HOST_CONFIG_PATH, { headers: { accept: 'application/json' } })
    .then(async (response) => (response.ok ? hostConfigSchema.parse(await response.json()) : fallback))
    .catch((error: unknown) => {
      console.warn(`[tj] could not read ${HOST_CONFIG_PATH}; optional features stay off`, error);
      return fallback;
    });
  return loading;
}
