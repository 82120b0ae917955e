import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { HttpError } from '../http/errors.ts';
import { derivedKey } from './secrets.ts';

/** Only this algorithm is accepted: a token claiming "none" or RS256 (the classic confusion attacks) is refused. */
const ALGORITHM = 'HS256';

/** What an access token says: the user (sub), the refresh family it belongs to (sid) and the username. */
export interface AccessClaims {
  userId: string;
  familyId: string;
  username: string;
}

const claimsSchema = z.object({ sub: z.uuid(), sid: z.uuid(), username: z.string().min(1) });

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** The token's claims; HttpError 401 otherwise: exactly "jwt expired" when only its time is up. */
  verify(token: string): Promise<AccessClaims>;
}

export function accessTokens(options: {
  secret: Uint8Array;
  publicUrl: string;
  lifetimeMs: number;
  clock: () => Date;
}): AccessTokens {
  const key = derivedKey(options.secret, 'access token');
  // Tokens name this server as issuer and its API as audience, so a token of another service is refused.
  const issuer = options.publicUrl;
  const audience = `${options.publicUrl}/api/v1`;
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

  return {
    sign(claims) {
      const now = seconds(options.clock());
      return new SignJWT({ sid: claims.familyId, username: claims.username })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(now)
        .setExpirationTime(now + Math.floor(options.lifetimeMs / 1000))
        .setJti(crypto.randomUUID())
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer,
          audience,
          currentDate: options.clock(),
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const claims = claimsSchema.parse(payload);
        return { userId: claims.sub, familyId: claims.sid, username: claims.username };
      } catch (error) {
        // The kit's client refreshes on exactly this text (spec 2 §8).
        if (error instanceof errors.JWTExpired) throw new HttpError(401, { literal: 'jwt expired' });
        throw new HttpError(401, 'server.auth.tokenInvalid');
      }
    },
  };
}
