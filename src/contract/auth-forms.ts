// Rules of the authentication forms (spec 1 §5). Issue messages are i18n keys: the UI translates them,
// and the server can apply the same rules to the bodies of the auth calls.
import { z } from 'zod';

/** A letter first, then 2 to 30 letters, digits, dot, dash or underscore (3 to 31 characters). */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9._-]{2,30}$/;
/** The username input's maxlength (spec 2 §9.1); the pattern is stricter, this only bounds typing. */
export const USERNAME_INPUT_MAXLENGTH = 100;
export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 2;

/** A required string: missing and empty both give `key`. */
function required(key: string) {
  return z.string({ error: key }).min(1, { error: key });
}

/**
 * Later checks run only on a non-empty string, so an empty field shows just "required". (Zod's `abort` would do
 * the same but also stop the form's confirm-password check, which should still report.)
 */
const whenFilled = { when: (payload: { value: unknown }) => typeof payload.value === 'string' && payload.value !== '' };

// Signup and login differ only in the capital of the required message.
const username = (requiredKey: string) =>
  required(requiredKey).regex(USERNAME_PATTERN, { error: 'auth.usernameInvalid', ...whenFilled });
export const signupUsernameRule = username('auth.usernameRequired');
export const loginUsernameRule = username('auth.usernameRequiredLogin');

// A pipe runs its second part only when the first passed.
export const emailRule = required('auth.emailRequired').pipe(z.email({ error: 'auth.emailInvalid' }));

export const passwordRule = required('auth.passwordRequired').min(PASSWORD_MIN_LENGTH, {
  error: 'auth.passwordMin',
  ...whenFilled,
});

export const confirmPasswordRule = required('auth.confirmRequired');

export const nameRule = required('auth.nameRequired').min(NAME_MIN_LENGTH, { error: 'auth.nameMin', ...whenFilled });

/** Subscription key: optional and trimmed; an empty key becomes undefined so it is not sent. */
export const subscriptionKeyRule = z
  .string()
  .trim()
  .optional()
  .transform((key) => (key === '' ? undefined : key));

const passwordPairSchema = z.object({ password: z.string(), confirmPassword: z.string() });

/**
 * Confirm must equal password; the issue sits on confirmPassword so the form shows it there.
 * `when` lets it run even if another field failed, so the learner sees every problem at once.
 */
export const confirmMatches = (value: { password: string; confirmPassword: string }): boolean =>
  value.password === value.confirmPassword;
export const confirmMismatch = {
  message: 'auth.confirmMismatch',
  path: ['confirmPassword'],
  when: (payload: { value: unknown }) => passwordPairSchema.safeParse(payload.value).success,
};

export const loginFormSchema = z.object({
  username: loginUsernameRule,
  password: passwordRule,
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const signupFormSchema = z
  .object({
    username: signupUsernameRule,
    email: emailRule,
    password: passwordRule,
    confirmPassword: confirmPasswordRule,
    // "What Should we call you?"
    firstName: nameRule,
    tjKey: subscriptionKeyRule,
  })
  .refine(confirmMatches, confirmMismatch);
export type SignupForm = z.infer<typeof signupFormSchema>;

/** The forgot form checks only email (spec 1 §5). */
export const forgotPasswordFormSchema = z.object({ email: emailRule });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

/** The reset form checks only password and confirm (spec 1 §5). */
export const resetPasswordFormSchema = z
  .object({ password: passwordRule, confirmPassword: confirmPasswordRule })
  .refine(confirmMatches, confirmMismatch);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const updatePasswordFormSchema = z
  .object({
    currentPassword: required('auth.passwordRequired'),
    password: passwordRule,
    confirmPassword: confirmPasswordRule,
  })
  .refine(confirmMatches, confirmMismatch);
export type UpdatePasswordForm = z.infer<typeof updatePasswordFormSchema>;
