import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  GAME_FEEDBACK_MAX_LENGTH,
  GAME_SESSION_ID_MAX_LENGTH,
  gameSessionFeedbackSchema,
} from '../../src/contract/game-story.ts';
import { t as translate } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { sendGameFeedback } from '../../src/kit/game-feedback.ts';
import { FormFailure, FormSuccess, SubmitButton, TextAreaField, TextField } from '../auth/fields.tsx';
import { useAuthForm } from '../auth/use-auth-form.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';

const FIELDS = ['gameSessionId', 'userFeedback'] as const;

/**
 * Spec 1 §2 route /game/feedback: a learner's feedback on a game session (POST /game-story/feedback), signed in or
 * not. A game links here with ?gameSessionId=…, which fills the session's field.
 */
export function GameFeedbackPage() {
  const t = useT();
  const [params] = useSearchParams();
  const [sent, setSent] = useState('');
  useDocumentTitle(t('host.gameFeedback.title'));
  const form = useAuthForm({
    schema: gameSessionFeedbackSchema,
    fields: FIELDS,
    initialValues: { gameSessionId: params.get('gameSessionId') ?? '' },
    onSubmit: async (values) => {
      setSent('');
      await sendGameFeedback(values);
      setSent(translate('host.gameFeedback.sent'));
    },
  });

  return (
    <div className="tj-page">
      <h1>{t('host.gameFeedback.title')}</h1>
      <p>{t('host.gameFeedback.lead')}</p>
      <form className="tj-auth-form" noValidate onSubmit={form.submit} aria-label={t('host.gameFeedback.title')}>
        <TextField
          form={form}
          name="gameSessionId"
          label={t('host.gameFeedback.session')}
          maxLength={GAME_SESSION_ID_MAX_LENGTH}
        />
        <TextAreaField
          form={form}
          name="userFeedback"
          label={t('host.gameFeedback.feedback')}
          maxLength={GAME_FEEDBACK_MAX_LENGTH}
        />
        <FormFailure message={form.failure} />
        <FormSuccess message={sent} />
        <SubmitButton busy={form.busy}>{t('host.gameFeedback.send')}</SubmitButton>
      </form>
    </div>
  );
}
