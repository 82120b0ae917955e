// What the kit learns from its own server at run time (/host-config.json, src/contract/host-config.ts), on the host
// and on a partner page alike, read from the kit's origin. Not kept here: the server answers it uncached because its
// lists change while it runs, and each caller decides how long its copy lives (partner-policy.ts: the page's life).
import { HOST_CONFIG_PATH, hostConfigSchema, type HostConfig } from '../contract/host-config.ts';
import { kitOrigin } from './api.ts';

export async function loadKitHostConfig(): Promise<HostConfig> {
  const response = await fetch(`${kitOrigin(import.meta.url)}${HOST_CONFIG_PATH}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  return hostConfigSchema.parse(await response.json());
}
