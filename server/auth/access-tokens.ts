import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
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

const claimsSchema = z.object({ sub: z.uuid(), sid: z.uuid(), username: z.string().min(1), exp: z.number() });

/**
 * Tokens whose signature was checked, each with its claims until it expires: a learner sends the same token with
 * every call for 15 minutes, and checking an HMAC through WebCrypto again each time was a sixth of a call's cost.
 * Bounded: one beyond it is checked again.
 */
const MAX_VERIFIED = 10_000;

/** When a token was issued and its id: the same pair again gives the same token (HS256 is deterministic). */
export interface Issue {
  issuedAt: Date;
  id: string;
}

export interface AccessTokens {
  sign(claims: AccessClaims, issue: Issue): Promise<string>;
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
  const verified = new LRUCache<string, { claims: AccessClaims; expiresAt: number }>({ max: MAX_VERIFIED });

  return {
    sign(claims, issue) {
      const now = seconds(issue.issuedAt);
      return new SignJWT({ sid: claims.familyId, username: claims.username })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(now)
        .setExpirationTime(now + Math.floor(options.lifetimeMs / 1000))
        .setJti(issue.id)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        // The signature and claims were checked once; only the time can have changed since.
        if (known.expiresAt <= seconds(options.clock())) throw new HttpError(401, { literal: 'jwt expired' });
        return known.claims;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer,
          audience,
          currentDate: options.clock(),
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const parsed = claimsSchema.parse(payload);
        const claims = { userId: parsed.sub, familyId: parsed.sid, username: parsed.username };
        verified.set(token, { claims, expiresAt: parsed.exp });
        return claims;
      } catch (error) {
        // The kit's client refreshes on exactly this text (spec 2 §8).
        if (error instanceof errors.JWTExpired) throw new HttpError(401, { literal: 'jwt expired' });
        throw new HttpError(401, 'server.auth.tokenInvalid');
      }
    },
  };
}
