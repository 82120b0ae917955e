import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, hashAtTestCost, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id at 19 MiB, 2 passes, 1 lane, salted', async () => {
    const [a, b] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(a).not.toBe(b);
    expect(needsRehash(a)).toBe(false);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('correct horse');
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'correct horsE')).toBe(false);
  });

  it('answers false, after a real hash check, when there is no hash or a broken one', async () => {
    expect(await verifyPassword(undefined, 'anything')).toBe(false);
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
    // The dummy check costs about what a real one does (argon2 with the same settings), not nothing.
    const timed = performance.now();
    await verifyPassword(undefined, 'anything');
    expect(performance.now() - timed).toBeGreaterThan(5);
  });

  it('refuses the tests’ cheaper cost in production', () => {
    const mode = process.env['NODE_ENV'];
    process.env['NODE_ENV'] = 'production';
    try {
      expect(() => hashAtTestCost()).toThrow('A cheaper password hash is for tests only.');
    } finally {
      process.env['NODE_ENV'] = mode;
    }
  });

  it('re-hashes a hash made with weaker settings', async () => {
    expect(needsRehash('$argon2id$v=19$m=4096,t=1,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA')).toBe(true);
  });
});
