// Which origins the kit exchanges messages with on a partner page or in a game frame: the partner origins its server
// lists (PARTNER_ORIGINS), read from the server's /host-config.json, never from the other window; and the kit's own
// server, which the page already trusts with its script: its login page, framed by the school, posts the sign-in.
import { createOriginPolicy, type OriginPolicy } from '../protocol/origins.ts';
import { kitOrigin } from './api.ts';
import { loadKitHostConfig } from './host-config.ts';

let loading: Promise<OriginPolicy> | null = null;

/** Fetched once per page; if the server cannot tell, no origin is allowed and every message is refused. */
export function loadPartnerPolicy(): Promise<OriginPolicy> {
  loading ??= loadKitHostConfig()
    .then(({ partnerOrigins }) => createOriginPolicy([...partnerOrigins, kitOrigin(import.meta.url)]))
    .catch((error: unknown) => {
      console.warn('[tj protocol] could not read the allowed partner origins; every message is refused', error);
      return createOriginPolicy([]);
    });
  return loading;
}
