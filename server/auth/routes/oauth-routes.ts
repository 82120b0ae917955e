import { HttpError } from '../../http/errors.ts';
import type { ApiRouter } from '../../http/route.ts';
import type { AuthServices } from '../services.ts';

/** GET /auth/oauth-request/{id}: the host page trades the one-time key of a Google sign-in for tokens. */
export function oauthRoutes(api: ApiRouter, auth: AuthServices): void {
  api.implement('auth.oauthRequest', async ({ params }) => {
    const userId = await auth.oauthKeys.use(String(params.id));
    if (!userId) throw new HttpError(404, 'server.auth.oauthKeyInvalid');
    return auth.sessions.start(userId);
  });
}
