// Authentication calls (spec 2 §7.1).
import { z } from 'zod';
import {
  confirmMatches,
  confirmMismatch,
  emailRule,
  loginUsernameRule,
  nameRule,
  passwordRule,
  signupUsernameRule,
} from '../auth-forms.ts';
import { webAddressRule } from '../profile-forms.ts';
import { tokensSchema, userSchema } from '../user.ts';
import { json, type Endpoint } from '../endpoint.ts';
import { gates } from '../gates.ts';

/** A server message shown to the learner (forgot and reset password). */
const msgAnswer = z.looseObject({ msg: z.string() });

/** A server message confirming what was done (logout, password change). */
const messageAnswer = z.object({ message: z.string() });

/**
 * PATCH /auth/me/profile: the fields a learner may change about themselves, each optional. Username, roles and
 * verified are not among them (strict: an unknown field is refused, not ignored). Changing the email of an account
 * with a password needs the current password, so a borrowed session cannot take the account over by a reset.
 */
export const profileUpdateSchema = z.strictObject({
  firstName: nameRule.optional(),
  email: emailRule.optional(),
  currentPassword: z.string().min(1).optional(),
  /** One of the kit's locales (en, hi, es, de). */
  locale: z.string().min(2).max(10).optional(),
  /** Web addresses of images, or empty for none. */
  avatar: webAddressRule.optional(),
  profileImage: z.object({ Location: webAddressRule }).optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** /auth/me may answer with new tokens instead of the profile. */
export const meRefreshAnswerSchema = z.object({
  message: z.literal('refresh_token'),
  token: z.string().min(1),
  refreshToken: z.string().min(1),
});

export const authEndpoints = {
  'auth.login': {
    summary: 'Log in with username and password',
    method: 'POST',
    path: '/auth/login',
    auth: 'none',
    body: json(z.object({ username: loginUsernameRule, password: passwordRule })),
    answer: json(tokensSchema),
  },
  'auth.signup': {
    summary: 'Sign up',
    method: 'POST',
    path: '/auth/signup',
    auth: 'none',
    body: json(
      z.object({
        firstName: nameRule,
        username: signupUsernameRule,
        password: passwordRule,
        email: emailRule,
        // Sent only when non-empty.
        tjKey: z.string().trim().min(1).optional(),
      }),
    ),
    // The new account's profile; the client then logs in with the same credentials.
    answer: json(userSchema),
  },
  'auth.logout': {
    summary: 'Log out, ending the session',
    method: 'GET',
    path: '/auth/logout',
    // The access token too when there is one: without the refresh token, the server ends the token's session.
    auth: 'default',
    refreshTokenInHeader: 'optional',
    answer: json(messageAnswer),
  },
  'auth.me': {
    summary: 'The signed-in user',
    method: 'GET',
    path: '/auth/me',
    auth: 'bearer',
    // The refresh variant first: the user schema fills defaults, so it would accept the refresh answer too.
    answer: json(z.union([meRefreshAnswerSchema, userSchema])),
  },
  'auth.refreshToken': {
    summary: 'Exchange a refresh token for new tokens',
    method: 'GET',
    path: '/auth/refresh-token',
    auth: 'none',
    refreshTokenInHeader: 'required',
    answer: json(tokensSchema),
  },
  'auth.requestForgotPassword': {
    summary: 'Ask for a password-reset email',
    method: 'POST',
    path: '/auth/request-forgot-password',
    auth: 'none',
    body: json(z.object({ email: emailRule })),
    answer: json(msgAnswer),
  },
  'auth.checkForgotRequest': {
    summary: 'Check a password-reset request',
    method: 'GET',
    path: '/auth/check-forgot-request/{id}',
    auth: 'none',
    // Only the status matters: 200 (a live key) leads to Reset-Password; any 4xx to login.
    answer: json(z.object({ valid: z.literal(true), expiresAt: z.iso.datetime() })),
  },
  'auth.resetPassword': {
    summary: 'Reset the password from a reset email',
    method: 'POST',
    path: '/auth/reset-password',
    auth: 'none',
    body: json(
      z
        .object({
          resetPasswordRequest: z.string().min(1),
          password: passwordRule,
          confirmPassword: z.string().min(1),
        })
        .refine(confirmMatches, confirmMismatch),
    ),
    answer: json(msgAnswer),
  },
  'auth.updatePassword': {
    summary: 'Change the password',
    method: 'POST',
    path: '/auth/update-password',
    auth: 'bearer',
    gates: [gates.editProfile],
    body: json(
      z
        .object({
          currentPassword: z.string().min(1),
          password: passwordRule,
          confirmPassword: z.string().min(1),
        })
        .refine(confirmMatches, confirmMismatch),
    ),
    answer: json(messageAnswer),
  },
  'auth.oauthRequest': {
    summary: 'Finish a sign-in with Google',
    method: 'GET',
    path: '/auth/oauth-request/{id}',
    auth: 'none',
    answer: json(tokensSchema),
  },
  'auth.updateProfile': {
    summary: "Update the signed-in user's profile",
    method: 'PATCH',
    path: '/auth/me/profile',
    auth: 'bearer',
    gates: [gates.editProfile],
    body: json(profileUpdateSchema),
    answer: json(userSchema),
  },
} as const satisfies Record<`auth.${string}`, Endpoint>;
