import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { resetPasswordFormSchema } from '../../src/contract/auth-forms.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { resetPassword } from '../../src/session/password-reset.ts';
import { api } from '../api.ts';
import { LOGIN_PATH } from '../guards.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { FormFailure, FormSuccess, PasswordField, SubmitButton } from './fields.tsx';
import { RESET_LINK_INVALID } from './reset-link-notice.ts';
import { useAuthForm } from './use-auth-form.ts';

/** Spec 2 §9.1 "redirect after reset 2 s". */
export const RESET_DONE_REDIRECT_MS = 2000;

const FIELDS = ['password', 'confirmPassword'] as const;

/** Route Reset-Password (/auth/reset-password/{key}): a new password and its confirmation, then login. */
export function ResetPasswordPage() {
  const t = useT();
  const { key } = useParams();
  const navigate = useNavigate();
  const [done, setDone] = useState('');
  useDocumentTitle(t('auth.resetTitle'));
  const form = useAuthForm({
    schema: resetPasswordFormSchema,
    fields: FIELDS,
    onSubmit: async (values) => setDone(await resetPassword(api, key ?? '', values)),
  });

  useEffect(() => {
    if (done === '') return undefined;
    const timer = setTimeout(() => void navigate(LOGIN_PATH, { replace: true }), RESET_DONE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  // An invalid or missing key goes to login (spec 1 §4), which says the link could not be used.
  if (!key) return <Navigate to={LOGIN_PATH} replace state={RESET_LINK_INVALID} />;
  return (
    <>
      <h1>{t('auth.resetTitle')}</h1>
      <p className="tj-auth-lead">{t('auth.resetLead')}</p>
      <form className="tj-auth-form" noValidate onSubmit={form.submit} aria-label={t('auth.resetTitle')}>
        <fieldset disabled={done !== ''}>
          <PasswordField
            form={form}
            name="password"
            label={t('auth.newPassword')}
            autoComplete="new-password"
            autoFocus
          />
          <PasswordField
            form={form}
            name="confirmPassword"
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
          />
        </fieldset>
        <FormFailure message={form.failure} />
        <FormSuccess message={done === '' ? '' : `${done} ${t('auth.goingToLogin')}`} />
        <SubmitButton busy={form.busy || done !== ''}>{t('auth.resetSubmit')}</SubmitButton>
      </form>
      <p className="tj-auth-switch">
        <Link to={LOGIN_PATH}>{t('auth.backToLogin')}</Link>
      </p>
    </>
  );
}
