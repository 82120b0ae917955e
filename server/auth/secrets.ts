import { createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * An opaque secret for a URL or a header: 32 random bytes (256 bits, beyond guessing), base64url so it needs no
 * escaping.
 */
export function randomKey(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a secret: its SHA-256 in hex. A fast hash is right here: the secret is random. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * One key per purpose from the one configured secret (HKDF, RFC 5869), so a token signed for one use can never
 * pass as another (an access token is not a cookie signature).
 */
export function derivedKey(secret: Uint8Array, purpose: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(hkdfSync('sha256', secret, 'thoughtkit', purpose, 32));
}
