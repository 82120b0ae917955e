import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { z } from 'zod';
import { partnerApp } from './partner.ts';
import { staticApp } from './static.ts';

const port = z.coerce.number().int().min(0).max(65535);
const env = z
  .object({
    PORT: port.default(8787),
    PARTNER_PORT: port.optional(),
    DATA_DIR: z.string().min(1).default('data'),
    /** Where partner pages load the kit from; by default the host server, at the name the page was reached by. */
    KIT_ORIGIN: z.url().optional(),
  })
  .parse(process.env);

const repo = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

// Later issues keep the database here; creating it now lets a fresh clone start cleanly.
mkdirSync(env.DATA_DIR, { recursive: true });

// With PORT=0 the system picks free ports; the kit's real port is known once the host server listens.
let hostPort = env.PORT;
serve({ fetch: staticApp({ distDir: repo('dist') }).fetch, port: env.PORT }, (info) => {
  hostPort = info.port;
  console.log(`Thoughtkit host:    http://localhost:${info.port}/`);
});

const partner = partnerApp({
  demoDir: repo('embed-demo'),
  kitOrigin: (pageUrl) => env.KIT_ORIGIN ?? `${pageUrl.protocol}//${pageUrl.hostname}:${hostPort}`,
});
serve({ fetch: partner.fetch, port: env.PARTNER_PORT ?? (env.PORT === 0 ? 0 : env.PORT + 1) }, (info) =>
  console.log(`Partner demo page:  http://127.0.0.1:${info.port}/`),
);
