import type { MessageKey } from './message-key.ts';
import { HttpError } from './errors.ts';
import type { Account } from './route.ts';

/**
 * Calls that name a learner (`username`, `actor`) answer only about the caller: naming someone else is a 403 with
 * the call's message, rather than an empty answer that would look like theirs.
 */
export function requireOwn(account: Account, username: string | undefined, refusal: MessageKey): void {
  if (username && username.trim().toLowerCase() !== account.username.toLowerCase()) {
    throw new HttpError(403, refusal);
  }
}
