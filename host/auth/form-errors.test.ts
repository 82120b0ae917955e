// Every validation message of spec 1 §5, word for word, as a learner reads it after a failed submit.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  forgotPasswordFormSchema,
  loginFormSchema,
  resetPasswordFormSchema,
  signupFormSchema,
} from '../../src/contract/auth-forms.ts';
import { t } from '../../src/i18n/i18n.ts';
import { fieldErrors, firstInvalid, messageKey } from './form-errors.ts';

const SIGNUP_FIELDS = ['username', 'email', 'password', 'confirmPassword', 'firstName', 'tjKey'] as const;

/** What the form shows under each field for these values, translated to English. */
function shown<F extends string>(schema: z.ZodType, fields: readonly F[], values: Record<string, string>) {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors = fieldErrors(result.error.issues, fields);
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const key = messageKey(String(message));
      if (key === null) throw new Error(`"${String(message)}" is not a message key`);
      return [field, t(key)];
    }),
  );
}

const validSignup = {
  username: 'ada.l-ove_1',
  email: 'ada@example.org',
  password: 'longenough',
  confirmPassword: 'longenough',
  firstName: 'Ada',
  tjKey: '',
};

describe('signup form messages', () => {
  it('says what each empty field needs', () => {
    expect(
      shown(signupFormSchema, SIGNUP_FIELDS, {
        username: '',
        email: '',
        password: '',
        confirmPassword: '',
        firstName: '',
        tjKey: '',
      }),
    ).toEqual({
      username: 'Username is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
      firstName: 'Name is required',
    });
  });

  it('says what is wrong with each filled field', () => {
    expect(
      shown(signupFormSchema, SIGNUP_FIELDS, {
        username: '1ada',
        email: 'ada@',
        password: 'short',
        confirmPassword: 'other',
        firstName: 'A',
        tjKey: '',
      }),
    ).toEqual({
      username: 'Should be alphanumeric and cannot use special characters other than: . - _',
      email: 'Please enter a valid email address',
      password: 'minimum 8 Characters Long',
      confirmPassword: 'Should be same as Password',
      firstName: 'should be at least 2 words',
    });
  });

  it('accepts a valid form, with or without a subscription key', () => {
    expect(shown(signupFormSchema, SIGNUP_FIELDS, validSignup)).toEqual({});
    expect(shown(signupFormSchema, SIGNUP_FIELDS, { ...validSignup, tjKey: '  KEY ' })).toEqual({});
  });

  it('bounds usernames: 3 to 31 characters, a letter first, then letters, digits, . - _', () => {
    const usernameError = (username: string) =>
      shown(signupFormSchema, SIGNUP_FIELDS, { ...validSignup, username }).username;
    expect(usernameError('abc')).toBeUndefined();
    expect(usernameError(`a${'b'.repeat(30)}`)).toBeUndefined();
    for (const bad of ['ab', `a${'b'.repeat(31)}`, '_ada', 'ada lovelace', 'ada@home']) {
      expect(usernameError(bad), bad).toBe(
        'Should be alphanumeric and cannot use special characters other than: . - _',
      );
    }
  });
});

describe('login, forgot and reset form messages', () => {
  it('login: lower-case "username is required", and the password rules', () => {
    expect(shown(loginFormSchema, ['username', 'password'], { username: '', password: '' })).toEqual({
      username: 'username is required',
      password: 'Password is required',
    });
    expect(shown(loginFormSchema, ['username', 'password'], { username: 'ada', password: 'short' })).toEqual({
      password: 'minimum 8 Characters Long',
    });
  });

  it('forgot: only the email', () => {
    expect(shown(forgotPasswordFormSchema, ['email'], { email: '' })).toEqual({ email: 'Email is required' });
    expect(shown(forgotPasswordFormSchema, ['email'], { email: 'nope' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('reset: only password and confirm', () => {
    expect(
      shown(resetPasswordFormSchema, ['password', 'confirmPassword'], { password: 'longenough', confirmPassword: 'x' }),
    ).toEqual({ confirmPassword: 'Should be same as Password' });
  });
});

describe('firstInvalid', () => {
  it('follows the order of the form, not of the errors', () => {
    expect(firstInvalid({ firstName: 'a', email: 'b' }, SIGNUP_FIELDS)).toBe('email');
    expect(firstInvalid({}, SIGNUP_FIELDS)).toBeUndefined();
  });
});
