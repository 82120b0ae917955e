import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../src/api/errors.ts';
import { forgotPasswordFormSchema } from '../../src/contract/auth-forms.ts';
import { t as translate } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { requestPasswordReset } from '../../src/session/password-reset.ts';
import { api } from '../api.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { FormFailure, FormSuccess, SubmitButton, TextField } from './fields.tsx';
import { useAuthForm } from './use-auth-form.ts';

const FIELDS = ['email'] as const;
const TOO_MANY_REQUESTS = 429;

/** Spec 2 §8: a failed request says "Please check your Email address" (a rate limit says when to try again). */
function forgotFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === TOO_MANY_REQUESTS) return error.message;
  return translate('auth.checkEmail');
}

/** Route Forgot-Password-Request (/auth/forgot-password): asks the server to mail a reset link. */
export function ForgotPasswordPage() {
  const t = useT();
  const [sent, setSent] = useState('');
  useDocumentTitle(t('auth.forgotTitle'));
  const form = useAuthForm({
    schema: forgotPasswordFormSchema,
    fields: FIELDS,
    failureMessage: forgotFailure,
    onSubmit: async (values) => {
      setSent('');
      setSent(await requestPasswordReset(api, values));
    },
  });

  return (
    <>
      <h1>{t('auth.forgotTitle')}</h1>
      <p className="tj-auth-lead">{t('auth.forgotLead')}</p>
      <form className="tj-auth-form" noValidate onSubmit={form.submit} aria-label={t('auth.forgotTitle')}>
        <TextField form={form} name="email" type="email" label={t('auth.email')} autoComplete="email" autoFocus />
        <FormFailure message={form.failure} />
        <FormSuccess message={sent} />
        <SubmitButton busy={form.busy}>{t('auth.forgotSubmit')}</SubmitButton>
      </form>
      <p className="tj-auth-switch">
        <Link to="/auth/login">{t('auth.backToLogin')}</Link>
      </p>
    </>
  );
}
