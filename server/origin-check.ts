// GET /api/v1/origin-check: whether the page that asks may call the API. A browser refuses a call that CORS does
// not allow the way it fails a call to a server that is down, so the kit asks here (open to every origin, without
// credentials) to tell the two apart and name the page's address (src/api/origin-check.ts).
import type { ApiArea } from './api.ts';
import { API_BASE } from './api.ts';
import type { PartnerOriginList } from './partner-origins.ts';

export const ORIGIN_CHECK_PATH = `${API_BASE}/origin-check`;

export function createOriginCheck({ partnerOrigins }: { partnerOrigins: PartnerOriginList }): ApiArea {
  return (api) => {
    api.implement('origins.check', async (_input, c) => {
      // A browser names the page's origin on every cross-origin call; the host's own pages are always allowed.
      const origin = c.req.header('origin') ?? null;
      return { origin, allowed: origin === null || (await partnerOrigins.allows(origin)) };
    });
  };
}
