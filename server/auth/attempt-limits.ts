import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '../http/errors.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Counts what an attacker would repeat (wrong passwords, signups, reset mails) and refuses more than a policy
 * allows with a 429 that says how long to wait.
 *
 * The counters live in this process's memory (rate-limiter-flexible's memory store): right for the default of one
 * server process. Several processes behind a load balancer each count on their own, so an attacker gets N times
 * the attempts; such a deployment should move the counters to its PostgreSQL (RateLimiterPostgres) or Redis.
 */
interface Policy {
  points: number;
  /** Seconds over which `points` are allowed. */
  duration: number;
}

/**
 * Failed sign-ins (ASVS 2.2.1), counted so that nobody can lock a learner out: a right password from an address
 * that has not failed on the account is never refused for failures elsewhere.
 * - one account from one address: 5 per 15 minutes stops guessing one learner's password;
 * - one account from anywhere: past 30 per hour the account is under attack, and each address that has already
 *   failed on it gets no more tries (a botnet gets one guess per address per hour), while addresses without a
 *   failure, the learner's own among them, go on as before;
 * - one address: 50 per hour stops trying one common password on many accounts, yet leaves room for a school
 *   class behind one address.
 * Signups (each costs a password hash and an account), reset mails (each lands in someone's inbox) and sharing
 * searches (each lists learners) are counted too, whether they succeed or not.
 */
export const limitPolicies = {
  loginAccountAddress: { points: 5, duration: 15 * MINUTE },
  loginAccountUnderAttack: { points: 30, duration: HOUR },
  loginAddress: { points: 50, duration: HOUR },
  signupAddress: { points: 50, duration: HOUR },
  resetMailAddress: { points: 10, duration: HOUR },
  resetMailEmail: { points: 3, duration: HOUR },
  // Searching as one types: a learner never needs more; listing every learner needs many more.
  userSearchAccount: { points: 60, duration: MINUTE },
} as const satisfies Record<string, Policy>;

const tooMany = (msBeforeNext: number) => {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new HttpError(429, 'server.auth.tooManyAttempts', { seconds }, { 'Retry-After': String(seconds) });
};

export interface AttemptLimits {
  /** Refuses (429) when this address has used up its failed sign-ins (on the account, or on all); counts nothing. */
  checkLogin(username: string, address: string): Promise<void>;
  /** Counts a failed sign-in. */
  failedLogin(username: string, address: string): Promise<void>;
  /** Forgets the failures of this account from this address, after a successful sign-in. */
  succeededLogin(username: string, address: string): Promise<void>;
  /** Counts a signup from an address; refuses (429) beyond the policy. */
  signup(address: string): Promise<void>;
  /** Counts a reset mail request for an email from an address; refuses (429) beyond the policy. */
  resetMail(email: string, address: string): Promise<void>;
  /** Counts a sharing search by a learner; refuses (429) beyond the policy. */
  userSearch(userId: string): Promise<void>;
}

export function attemptLimits(policies: Record<keyof typeof limitPolicies, Policy> = limitPolicies): AttemptLimits {
  const limiter = (name: keyof typeof limitPolicies) => new RateLimiterMemory({ ...policies[name], keyPrefix: name });
  const accountAddress = limiter('loginAccountAddress');
  const account = limiter('loginAccountUnderAttack');
  const address = limiter('loginAddress');
  const signups = limiter('signupAddress');
  const resetAddress = limiter('resetMailAddress');
  const resetEmail = limiter('resetMailEmail');
  const userSearches = limiter('userSearchAccount');
  // Names are case-insensitive, so are their counters.
  const pair = (username: string, from: string) => `${username.toLowerCase()}|${from}`;

  /** Counts one attempt; a refusal becomes the 429. */
  async function count(target: RateLimiterMemory, key: string): Promise<void> {
    try {
      await target.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext);
      throw error;
    }
  }

  return {
    async checkLogin(username, from) {
      const [onAccount, onAll, accountWide] = await Promise.all([
        accountAddress.get(pair(username, from)),
        address.get(from),
        account.get(username.toLowerCase()),
      ]);
      const waits = [
        onAccount && onAccount.consumedPoints >= accountAddress.points ? onAccount.msBeforeNext : 0,
        onAll && onAll.consumedPoints >= address.points ? onAll.msBeforeNext : 0,
        // Under attack: an address that failed on this account waits until the attack's hour is over.
        onAccount && accountWide && accountWide.consumedPoints >= account.points ? accountWide.msBeforeNext : 0,
      ];
      const waitMs = Math.max(...waits);
      if (waitMs > 0) throw tooMany(waitMs);
    },
    async failedLogin(username, from) {
      // Count on every counter even when one is already full; the next checkLogin refuses.
      await Promise.allSettled([
        accountAddress.consume(pair(username, from)),
        account.consume(username.toLowerCase()),
        address.consume(from),
      ]);
    },
    async succeededLogin(username, from) {
      await accountAddress.delete(pair(username, from));
    },
    signup: (from) => count(signups, from),
    userSearch: (userId) => count(userSearches, userId),
    async resetMail(email, from) {
      await count(resetAddress, from);
      await count(resetEmail, email.toLowerCase());
    },
  };
}
