import { useNavigate } from 'react-router';
import { updatePasswordFormSchema } from '../../src/contract/auth-forms.ts';
import { t as translate } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { showToast } from '../../src/toasts/toasts.ts';
import { session } from '../../src/kit/session.ts';
import { FormFailure, PasswordField, SubmitButton } from '../auth/fields.tsx';
import { serverMessage, useAuthForm } from '../auth/use-auth-form.ts';
import { LOGIN_PATH } from '../guards.ts';
import { useModalDialog } from './use-modal-dialog.ts';

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;

/**
 * Change password (spec 2 §7.1 update-password): success says "Password changed successfully" and, as after any
 * password change, the learner signs in again at /auth/login; a refusal shows the server's message as an error toast.
 * A modal dialog: focus stays in it, Escape closes it.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const { dialog, close } = useModalDialog();
  const form = useAuthForm({
    schema: updatePasswordFormSchema,
    fields: FIELDS,
    failureMessage: (error) => {
      showToast(serverMessage(error), 'error');
      return serverMessage(error);
    },
    onSubmit: async (values) => {
      await session.actions.changePassword(values);
      showToast(translate('auth.passwordChanged'), 'success');
      await navigate(LOGIN_PATH, { replace: true });
    },
  });

  return (
    <dialog
      {...dialog}
      className="tj-dialog"
      aria-labelledby={form.idOf('currentPassword') + '-title'}
      onClose={onClose}
    >
      <h2 id={form.idOf('currentPassword') + '-title'}>{t('host.changePassword')}</h2>
      <form className="tj-auth-form" noValidate onSubmit={form.submit}>
        <PasswordField
          form={form}
          name="currentPassword"
          label={t('auth.currentPassword')}
          autoComplete="current-password"
          autoFocus
        />
        <PasswordField form={form} name="password" label={t('auth.newPassword')} autoComplete="new-password" />
        <PasswordField
          form={form}
          name="confirmPassword"
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
        />
        <FormFailure message={form.failure} />
        <div className="tj-dialog-actions">
          <button type="button" className="tj-button" onClick={() => close()}>
            {t('host.cancel')}
          </button>
          <SubmitButton busy={form.busy}>{t('host.changePassword')}</SubmitButton>
        </div>
      </form>
    </dialog>
  );
}
