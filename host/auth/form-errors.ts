import authMessages from 'virtual:tj-messages/auth';
import hostMessages from 'virtual:tj-messages/host';
import type { z } from 'zod';
import { registerMessages, type MessageKey } from '../../src/i18n/i18n.ts';

// The forms show these messages; registered here, they come wherever the forms' rules are read (tests too).
void registerMessages(authMessages);

/**
 * The contract's form rules name their messages by i18n key: auth.* for the sign-in forms (src/contract/auth-forms.ts),
 * host.* for the host's other forms (the game feedback, src/contract/game-story.ts), which host/messages.ts registers.
 */
export function messageKey(message: string): MessageKey | null {
  return Object.hasOwn(authMessages.en, message) || Object.hasOwn(hostMessages.en, message)
    ? (message as MessageKey)
    : null;
}

/** The first problem of each field, in the order the rules report them; issues of other paths are ignored. */
export function fieldErrors<F extends string>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly F[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** The first field, in form order, that has a problem: where focus goes after a failed submit. */
export function firstInvalid<F extends string>(
  errors: Partial<Record<F, string>>,
  fields: readonly F[],
): F | undefined {
  return fields.find((field) => errors[field] !== undefined);
}
