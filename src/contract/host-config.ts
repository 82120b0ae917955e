// What the host page learns from its server at run time: GET /host-config.json (outside /api/v1, served by the
// server that serves the host). The server builds it from its settings; the host parses it with this schema.
import { z } from 'zod';

export const HOST_CONFIG_PATH = '/host-config.json';
/** Who the footer names when the server does not say (COMPANY_NAME unset). */
export const DEFAULT_COMPANY_NAME = 'Thoughtkit';

export const hostConfigSchema = z.object({
  /** Origins of partner pages allowed to exchange cross-frame messages with the kit (PARTNER_ORIGINS). */
  partnerOrigins: z.array(z.string()).default([]),
  /** Whether /auth/google-auth can sign in (a Google client id and secret are configured). */
  googleSignIn: z.boolean().default(false),
  /** The footer's link to the community's chat server (COMMUNITY_URL); none, no link. */
  communityUrl: z.url().optional(),
  /** Who runs this server, named in the footer (COMPANY_NAME). */
  companyName: z.string().default(DEFAULT_COMPANY_NAME),
  /** The sites the Iframe widget may show (IFRAME_ORIGINS); none, it shows none. */
  iframeOrigins: z.array(z.string()).default([]),
});
export type HostConfig = z.infer<typeof hostConfigSchema>;
