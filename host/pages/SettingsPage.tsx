import settingsMessages from 'virtual:tj-messages/settings';
import { useId } from 'react';
import { socialFormOf, socialFormSchema } from '../../src/contract/profile-forms.ts';
import { registerMessages, t as translate } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { session } from '../../src/kit/session.ts';
import { showToast } from '../../src/toasts/toasts.ts';
import { FormFailure, SubmitButton, TextField } from '../auth/fields.tsx';
import { serverMessage, useAuthForm } from '../auth/use-auth-form.ts';
import { FontSizeControl } from '../shell/FontSizeControl.tsx';
import { LanguageSelect } from '../shell/LanguageSelect.tsx';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import './account.css';

void registerMessages(settingsMessages);

const SOCIAL_FIELDS = ['sourceCodeHostUsername', 'professionalNetworkUrl', 'shortMessageHandle'] as const;

/**
 * Spec 1 §2 /Settings: the language and the font size (GUI scale, 55 to 120, every widget follows it), which apply
 * at once as the navbar's do; and the social fields of the learner's profile (a source-code-host username, a
 * professional-network address and a short-message handle), saved with PUT /userProfiles/{discriminator}.
 */
export function SettingsPage() {
  const t = useT();
  const displayId = useId();
  useDocumentTitle(t('settings.title'));
  return (
    <div className="tj-page tj-account-page">
      <h1>{t('settings.title')}</h1>
      <section aria-labelledby={displayId}>
        <h2 id={displayId}>{t('settings.display')}</h2>
        <p className="tj-account-lead">{t('settings.displayLead')}</p>
        <div className="tj-account-display">
          <LanguageSelect />
          <FontSizeControl />
        </div>
      </section>
      <SocialSettings />
    </div>
  );
}

function SocialSettings() {
  const t = useT();
  const headingId = useId();
  const form = useAuthForm({
    schema: socialFormSchema,
    fields: SOCIAL_FIELDS,
    initialValues: socialFormOf(session.signals.user.peek().settings.social),
    failureMessage: (error) => translate('settings.saveFailed', { reason: serverMessage(error) }),
    onSubmit: async (social) => {
      await session.actions.updateSocialSettings(social);
      showToast(translate('settings.saved'), 'success');
    },
  });
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('settings.social')}</h2>
      <p className="tj-account-lead">{t('settings.socialLead')}</p>
      <form className="tj-auth-form" noValidate onSubmit={form.submit}>
        <TextField
          form={form}
          name="sourceCodeHostUsername"
          label={t('settings.sourceCodeHostUsername')}
          hint={t('settings.sourceCodeHostUsernameHint')}
          optional
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          form={form}
          name="professionalNetworkUrl"
          type="url"
          label={t('settings.professionalNetworkUrl')}
          hint={t('settings.professionalNetworkUrlHint')}
          optional
          autoComplete="url"
        />
        <TextField
          form={form}
          name="shortMessageHandle"
          label={t('settings.shortMessageHandle')}
          hint={t('settings.shortMessageHandleHint')}
          optional
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <FormFailure message={form.failure} />
        <SubmitButton busy={form.busy}>{t('settings.save')}</SubmitButton>
      </form>
    </section>
  );
}
