// Whether the asking page's origin may call the API (a product call: a refused partner page learns why). It answers
// any origin, without credentials (server/app.ts opens it to every origin).
import { json, type Endpoint } from '../endpoint.ts';
import { originCheckSchema } from '../origins.ts';

export const originsEndpoints = {
  'origins.check': {
    summary: "Whether the calling page's origin is allowed",
    method: 'GET',
    path: '/origin-check',
    auth: 'none',
    answer: json(originCheckSchema),
  },
} as const satisfies Record<`origins.${string}`, Endpoint>;
