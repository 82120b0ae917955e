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
import { tokensSchema, userSchema } from '../entities.ts';
import { json, notShown, notShownBody, type Endpoint } from '../endpoint.ts';

/** A server message shown to the learner (forgot and reset password). */
const msgAnswer = z.looseObject({ msg: z.string() });

/** /auth/me may answer with new tokens instead of the profile. */
export const meRefreshAnswerSchema = z.object({
  message: z.literal('refresh_token'),
  token: z.string().min(1),
  refreshToken: z.string().min(1),
});

export const authEndpoints = {
  'auth.login': {
    method: 'POST',
    path: '/auth/login',
    auth: 'none',
    body: json(z.object({ username: loginUsernameRule, password: passwordRule })),
    answer: json(tokensSchema),
  },
  'auth.signup': {
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
    answer: notShown,
  },
  'auth.logout': {
    method: 'GET',
    path: '/auth/logout',
    auth: 'none',
    refreshTokenInHeader: true,
    answer: notShown,
  },
  'auth.me': {
    method: 'GET',
    path: '/auth/me',
    auth: 'bearer',
    // The refresh variant first: the user schema fills defaults, so it would accept the refresh answer too.
    answer: json(z.union([meRefreshAnswerSchema, userSchema])),
  },
  'auth.refreshToken': {
    method: 'GET',
    path: '/auth/refresh-token',
    auth: 'none',
    refreshTokenInHeader: true,
    answer: json(tokensSchema),
  },
  'auth.requestForgotPassword': {
    method: 'POST',
    path: '/auth/request-forgot-password',
    auth: 'none',
    body: json(z.object({ email: emailRule })),
    answer: json(msgAnswer),
  },
  'auth.checkForgotRequest': {
    method: 'GET',
    path: '/auth/check-forgot-request/{id}',
    auth: 'none',
    // Only the status matters: 200 leads to Reset-Password.
    answer: notShown,
  },
  'auth.resetPassword': {
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
    method: 'POST',
    path: '/auth/update-password',
    auth: 'bearer',
    body: json(
      z
        .object({
          currentPassword: z.string().min(1),
          password: passwordRule,
          confirmPassword: z.string().min(1),
        })
        .refine(confirmMatches, confirmMismatch),
    ),
    answer: json(z.looseObject({ message: z.string().optional() })),
  },
  'auth.oauthRequest': {
    method: 'GET',
    path: '/auth/oauth-request/{id}',
    auth: 'none',
    answer: json(tokensSchema),
  },
  'auth.updateProfile': {
    method: 'PATCH',
    path: '/auth/me/profile',
    auth: 'bearer',
    body: notShownBody,
    answer: notShown,
  },
} as const satisfies Record<`auth.${string}`, Endpoint>;
