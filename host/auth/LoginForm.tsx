import { Link, useLocation } from 'react-router';
import { loginFormSchema, USERNAME_INPUT_MAXLENGTH } from '../../src/contract/auth-forms.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { session } from '../../src/kit/session.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { useCompleteSignIn } from './complete-sign-in.ts';
import { FormFailure, PasswordField, SubmitButton, TextField } from './fields.tsx';
import { GoogleSignIn } from './GoogleSignIn.tsx';
import { cameFromInvalidResetLink } from './reset-link-notice.ts';
import { useAuthForm } from './use-auth-form.ts';
import { useHostConfig } from './use-host-config.ts';

const FIELDS = ['username', 'password'] as const;

/** Spec 1 §2 "Login form". */
export function LoginForm() {
  const t = useT();
  const completeSignIn = useCompleteSignIn();
  const { googleSignIn } = useHostConfig();
  const resetLinkInvalid = cameFromInvalidResetLink(useLocation().state);
  useDocumentTitle(t('auth.loginTitle'));
  const form = useAuthForm({
    schema: loginFormSchema,
    fields: FIELDS,
    onSubmit: async (values) => completeSignIn(await session.actions.login(values)),
  });

  return (
    <>
      <h1>{t('auth.loginTitle')}</h1>
      <p className="tj-auth-lead">{t('auth.loginLead')}</p>
      {resetLinkInvalid && (
        <div className="tj-form-failure" role="alert">
          {t('auth.resetLinkInvalid')} <Link to="/auth/forgot-password">{t('auth.resetLinkAskAgain')}</Link>
        </div>
      )}
      <form className="tj-auth-form" noValidate onSubmit={form.submit} aria-label={t('auth.loginTitle')}>
        <TextField
          form={form}
          name="username"
          label={t('auth.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={USERNAME_INPUT_MAXLENGTH}
          autoFocus
        />
        <PasswordField form={form} name="password" label={t('auth.password')} autoComplete="current-password" />
        <p className="tj-auth-aside">
          <Link to="/auth/forgot-password">{t('auth.forgotPasswordLink')}</Link>
        </p>
        <FormFailure message={form.failure} />
        <SubmitButton busy={form.busy}>{t('auth.loginSubmit')}</SubmitButton>
      </form>
      <p className="tj-auth-divider">
        <span>{t('auth.or')}</span>
      </p>
      <GoogleSignIn available={googleSignIn} />
      <p className="tj-auth-switch">
        {t('auth.noAccount')} <Link to="/auth/signup">{t('auth.signupLink')}</Link>
      </p>
    </>
  );
}
