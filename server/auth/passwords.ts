import argon2 from 'argon2';

/**
 * argon2id with OWASP's minimum for it (19 MiB, 2 passes, 1 lane): about 50 ms per hash, slow enough to make
 * guessing a stolen hash expensive, quick enough for a login.
 */
const ARGON2_PARAMS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** ASVS 2.1.2: allow at least 64 characters, refuse more than 128 (and so bound the hashing work). */
export const PASSWORD_MAX_LENGTH = 128;

/** The cost in use: OWASP's minimum, unless tests made it cheaper (hashAtTestCost). */
let params: Omit<typeof ARGON2_PARAMS, 'memoryCost' | 'timeCost'> & { memoryCost: number; timeCost: number } =
  ARGON2_PARAMS;

/**
 * Integration tests hash hundreds of passwords: at the real cost, a busy machine ran a test past its time limit.
 * They call this once (server/testing/cheap-passwords.ts); a server in production refuses to.
 */
export function hashAtTestCost(): void {
  if (process.env['NODE_ENV'] === 'production') throw new Error('A cheaper password hash is for tests only.');
  params = { ...ARGON2_PARAMS, memoryCost: 1024, timeCost: 1 };
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, params);
}

// Made once, on first use: verifying against it takes as long as against a real hash.
let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown username, Google-only account) it still spends
 * the time of a real check against a dummy, so the answer time does not tell which usernames exist.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not a password of anyone');
    await argon2.verify(await dummyHash, password);
    return false;
  }
  try {
    return await argon2.verify(storedHash, password);
  } catch {
    // A malformed stored hash cannot match anything.
    return false;
  }
}

/** True when a hash was made with weaker settings than today's, so the next successful login re-hashes it. */
export function needsRehash(storedHash: string): boolean {
  return argon2.needsRehash(storedHash, params);
}
