// The forgot-password flow of spec 1 §4 and spec 2 §7.1: request a mail, validate the key from its link, reset.
import { ApiError } from '../api/errors.ts';
import type { ForgotPasswordForm, ResetPasswordForm } from '../contract/auth-forms.ts';
import type { AuthApi } from './session.ts';

/** POST /auth/request-forgot-password: resolves with the server's msg for the learner. */
export async function requestPasswordReset(api: AuthApi, form: ForgotPasswordForm): Promise<string> {
  const answer = await api.call('auth.requestForgotPassword', { body: { email: form.email } });
  return answer.msg;
}

/** GET /auth/check-forgot-request/{id}: true on a 200; anything else leads to login (spec 1 §4), so false. */
export async function checkResetKey(api: AuthApi, passwordRequestKey: string): Promise<boolean> {
  try {
    await api.call('auth.checkForgotRequest', { params: { id: passwordRequestKey } });
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

/** POST /auth/reset-password: resolves with the server's msg; rejects with its message (ApiError). */
export async function resetPassword(
  api: AuthApi,
  passwordRequestKey: string,
  form: ResetPasswordForm,
): Promise<string> {
  const answer = await api.call('auth.resetPassword', {
    body: { resetPasswordRequest: passwordRequestKey, password: form.password, confirmPassword: form.confirmPassword },
  });
  return answer.msg;
}
