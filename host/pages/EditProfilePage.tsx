import profileMessages from 'virtual:tj-messages/profile';
import { profileFormSchema, type ProfileForm } from '../../src/contract/profile-forms.ts';
import { isLocaleCode, localeNames, registerMessages, supportedLocales, t as translate } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { session } from '../../src/kit/session.ts';
import { locale, setLocale } from '../../src/preferences/locale.ts';
import { useValue } from '../../src/react/use-value.ts';
import { showToast } from '../../src/toasts/toasts.ts';
import { FormFailure, PasswordField, SelectField, SubmitButton, TextField } from '../auth/fields.tsx';
import { serverMessage, useAuthForm } from '../auth/use-auth-form.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import './account.css';

void registerMessages(profileMessages);

const FIELDS = ['firstName', 'email', 'currentPassword', 'locale', 'profileImage', 'avatar'] as const;

const LANGUAGES = supportedLocales.map((code) => ({ value: code, label: localeNames[code], lang: code }));

/** Whether the form's email is another address than the learner's: only then is the current password asked for. */
const changesEmail = (email: string) => email.trim().toLowerCase() !== session.signals.user.peek().email.toLowerCase();

/** PATCH /auth/me/profile with what the form holds; the current password only with a new email. */
async function saveProfile({ currentPassword, profileImage, ...values }: ProfileForm): Promise<void> {
  const password = changesEmail(values.email) && currentPassword !== undefined ? { currentPassword } : {};
  await session.actions.updateProfile({ ...values, ...password, profileImage: { Location: profileImage } });
  // The learner's preferred language is the one the page shows them.
  if (values.locale !== locale.peek()) await setLocale(values.locale);
}

/**
 * Spec 1 §2 /profile/edit: the learner's name, email, preferred language and pictures, as PATCH /auth/me/profile
 * takes them. The username, roles and verification are not the learner's to change.
 */
export function EditProfilePage() {
  const t = useT();
  const me = useValue(session.signals.user);
  useDocumentTitle(t('profile.title'));
  const form = useAuthForm({
    schema: profileFormSchema,
    fields: FIELDS,
    initialValues: {
      firstName: me.firstName,
      email: me.email,
      locale: isLocaleCode(me.locale) ? me.locale : locale.peek(),
      profileImage: me.profileImage.Location,
      avatar: me.avatar,
    },
    failureMessage: (error) => translate('profile.saveFailed', { reason: serverMessage(error) }),
    onSubmit: async (values) => {
      await saveProfile(values);
      showToast(translate('profile.saved'), 'success');
    },
  });

  return (
    <div className="tj-page tj-account-page">
      <h1>{t('profile.title')}</h1>
      <p className="tj-account-lead">{t('profile.lead', { username: me.username })}</p>
      <form className="tj-auth-form" noValidate onSubmit={form.submit}>
        <TextField form={form} name="firstName" label={t('profile.firstName')} autoComplete="given-name" />
        <TextField form={form} name="email" type="email" label={t('profile.email')} autoComplete="email" />
        {changesEmail(form.values.email) && (
          <PasswordField
            form={form}
            name="currentPassword"
            label={t('profile.currentPassword')}
            hint={t('profile.currentPasswordHint')}
            autoComplete="current-password"
          />
        )}
        <SelectField form={form} name="locale" label={t('profile.locale')} options={LANGUAGES} />
        <TextField
          form={form}
          name="profileImage"
          type="url"
          label={t('profile.profileImage')}
          hint={t('profile.profileImageHint')}
          optional
          autoComplete="photo"
        />
        <TextField
          form={form}
          name="avatar"
          type="url"
          label={t('profile.avatar')}
          hint={t('profile.avatarHint')}
          optional
          autoComplete="off"
        />
        <FormFailure message={form.failure} />
        <SubmitButton busy={form.busy}>{t('profile.save')}</SubmitButton>
      </form>
    </div>
  );
}
