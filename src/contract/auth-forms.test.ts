import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  forgotPasswordFormSchema,
  loginFormSchema,
  resetPasswordFormSchema,
  signupFormSchema,
  updatePasswordFormSchema,
} from './auth-forms.ts';

/** The first message per field, as a form shows it. */
function messages(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.');
    out[field] ??= issue.message;
  }
  return out;
}

const signup = {
  username: 'ada.l-1_',
  email: 'ada@example.org',
  password: 'longenough',
  confirmPassword: 'longenough',
  firstName: 'Ada',
};

describe('auth form rules (spec 1 §5)', () => {
  it('accepts a valid signup and drops an empty subscription key', () => {
    expect(signupFormSchema.parse({ ...signup, tjKey: '   ' }).tjKey).toBeUndefined();
    expect(signupFormSchema.parse({ ...signup, tjKey: ' KEY ' }).tjKey).toBe('KEY');
  });

  it('checks username: a letter first, 3 to 31 characters of letters, digits, . - _', () => {
    const check = (username: string) => messages(loginFormSchema.safeParse({ username, password: 'longenough' }));
    expect(check('ab')).toEqual({ username: 'auth.usernameInvalid' });
    expect(check('1abc')).toEqual({ username: 'auth.usernameInvalid' });
    expect(check('ab$c')).toEqual({ username: 'auth.usernameInvalid' });
    expect(check(`a${'b'.repeat(30)}`)).toEqual({});
    expect(check(`a${'b'.repeat(31)}`)).toEqual({ username: 'auth.usernameInvalid' });
  });

  it('uses the lower-case required message on login and the capitalised one on signup', () => {
    expect(messages(loginFormSchema.safeParse({ username: '', password: '' }))).toEqual({
      username: 'auth.usernameRequiredLogin',
      password: 'auth.passwordRequired',
    });
    expect(messages(signupFormSchema.safeParse({ ...signup, username: '' }))).toEqual({
      username: 'auth.usernameRequired',
    });
  });

  it('gives one message per field even when a value is missing entirely', () => {
    expect(messages(signupFormSchema.safeParse({}))).toEqual({
      username: 'auth.usernameRequired',
      email: 'auth.emailRequired',
      password: 'auth.passwordRequired',
      confirmPassword: 'auth.confirmRequired',
      firstName: 'auth.nameRequired',
    });
  });

  it('checks email, password length, name length and the confirmation', () => {
    expect(
      messages(
        signupFormSchema.safeParse({
          ...signup,
          email: 'ada@',
          password: 'short',
          confirmPassword: 'other',
          firstName: 'A',
        }),
      ),
    ).toEqual({
      email: 'auth.emailInvalid',
      password: 'auth.passwordMin',
      confirmPassword: 'auth.confirmMismatch',
      firstName: 'auth.nameMin',
    });
  });

  it('reports a mismatch even when another field also fails', () => {
    expect(messages(signupFormSchema.safeParse({ ...signup, username: '', confirmPassword: 'different1' }))).toEqual({
      username: 'auth.usernameRequired',
      confirmPassword: 'auth.confirmMismatch',
    });
  });

  it('checks only email on forgot, and only password and confirm on reset', () => {
    expect(messages(forgotPasswordFormSchema.safeParse({ email: '' }))).toEqual({ email: 'auth.emailRequired' });
    expect(resetPasswordFormSchema.safeParse({ password: 'longenough', confirmPassword: 'longenough' }).success).toBe(
      true,
    );
    expect(messages(resetPasswordFormSchema.safeParse({ password: 'longenough', confirmPassword: 'x' }))).toEqual({
      confirmPassword: 'auth.confirmMismatch',
    });
  });

  it('needs the current password to update it', () => {
    expect(
      messages(
        updatePasswordFormSchema.safeParse({
          currentPassword: '',
          password: 'longenough',
          confirmPassword: 'longenough',
        }),
      ),
    ).toEqual({ currentPassword: 'auth.passwordRequired' });
  });
});
