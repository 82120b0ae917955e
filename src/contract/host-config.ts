// What the host page learns from its server at run time: GET /host-config.json (outside /api/v1, served by the
// server that serves the host). The server builds it from its settings; the host parses it with this schema.
import { z } from 'zod';

export const HOST_CONFIG_PATH = '/host-config.json';

export const hostConfigSchema = z.object({
  /** Origins of partner pages allowed to exchange cross-frame messages with the kit (PARTNER_ORIGINS). */
  partnerOrigins: z.array(z.string()).default([]),
  /** Whether /auth/google-auth can sign in (a Google client id and secret are configured). */
  googleSignIn: z.boolean().default(false),
});
export type HostConfig = z.infer<typeof hostConfigSchema>;
