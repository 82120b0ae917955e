import { useId } from 'react';
import { Link } from 'react-router';
import { signupFormSchema, USERNAME_INPUT_MAXLENGTH } from '../../src/contract/auth-forms.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { session } from '../../src/kit/session.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { useCompleteSignIn } from './complete-sign-in.ts';
import { FormFailure, PasswordField, SubmitButton, TextField } from './fields.tsx';
import { useAuthForm } from './use-auth-form.ts';

const FIELDS = ['username', 'email', 'password', 'confirmPassword', 'firstName', 'tjKey'] as const;
// The bootcamp form has a fixed plan instead of a subscription key.
const BOOTCAMP_FIELDS = ['username', 'email', 'password', 'confirmPassword', 'firstName'] as const;

/**
 * Spec 1 §2 "Signup form"; the bootcamp variant (signup-bootcamp23) shows a disabled plan field with the free offer
 * in place of the subscription key. After signing up the learner is logged in with the same credentials.
 */
export function SignupForm({ bootcamp }: { bootcamp: boolean }) {
  const t = useT();
  const planId = useId();
  const completeSignIn = useCompleteSignIn();
  useDocumentTitle(t('auth.signupTitle'));
  const form = useAuthForm({
    schema: signupFormSchema,
    fields: bootcamp ? BOOTCAMP_FIELDS : FIELDS,
    onSubmit: async (values) => completeSignIn(await session.actions.signup(values)),
  });

  return (
    <>
      <h1>{t('auth.signupTitle')}</h1>
      <p className="tj-auth-lead">{t(bootcamp ? 'auth.signupBootcampLead' : 'auth.signupLead')}</p>
      <form className="tj-auth-form" noValidate onSubmit={form.submit} aria-label={t('auth.signupTitle')}>
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
        <TextField form={form} name="email" type="email" label={t('auth.email')} autoComplete="email" />
        <PasswordField form={form} name="password" label={t('auth.password')} autoComplete="new-password" />
        <PasswordField
          form={form}
          name="confirmPassword"
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
        />
        <TextField form={form} name="firstName" label={t('auth.name')} autoComplete="given-name" />
        {bootcamp ? (
          <div className="tj-form-field">
            <label htmlFor={planId}>{t('auth.plan')}</label>
            <input id={planId} type="text" value={t('auth.bootcampOffer')} disabled readOnly />
          </div>
        ) : (
          <TextField
            form={form}
            name="tjKey"
            label={t('auth.subscriptionKey')}
            autoComplete="off"
            spellCheck={false}
            optional
          />
        )}
        <FormFailure message={form.failure} />
        <SubmitButton busy={form.busy}>{t('auth.signupSubmit')}</SubmitButton>
      </form>
      <p className="tj-auth-switch">
        {t('auth.haveAccount')} <Link to="/auth/login">{t('auth.loginLink')}</Link>
      </p>
    </>
  );
}
