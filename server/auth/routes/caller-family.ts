import type { Context } from 'hono';
import type { ApiEnv } from '../../http/route.ts';
import type { AccessTokens } from '../access-tokens.ts';

/**
 * The refresh family of the caller of a bearer call, read from their access token (its `sid` claim). The route
 * layer has already verified the token; verifying again costs one HMAC.
 */
export async function callerFamily(c: Context<ApiEnv>, access: AccessTokens): Promise<string> {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  return (await access.verify(token)).familyId;
}
