import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import promptsMessages from 'virtual:tj-messages/prompts';
import { PROMPT_LABEL_MAX, type PromptFields } from '../contract/endpoints/prompts.ts';
import { promptVisibilities, type Prompt } from '../contract/prompts.ts';
import { registerMessages } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { PromptTrial } from './PromptTrial.tsx';

void registerMessages(promptsMessages);

export const emptyPromptFields: PromptFields = {
  label: '',
  prompt: '',
  visibility: 'private',
  description: '',
  type: '',
  subtype: '',
};

/** A prompt's fields as the form starts them: the prompt's own, or empty for a new one. */
export function fieldsOf(prompt: Prompt | undefined): PromptFields {
  if (!prompt) return emptyPromptFields;
  const visibility = promptVisibilities.find((known) => known === prompt.visibility) ?? 'private';
  return {
    label: prompt.label,
    prompt: prompt.prompt,
    visibility,
    description: prompt.description ?? '',
    type: prompt.type ?? '',
    subtype: prompt.subtype ?? '',
  };
}

export interface PromptFormProps {
  readonly initial: PromptFields;
  /** The submit button's words ("Add intent", "Save"). */
  readonly submit: string;
  /** Sends the fields; true when they were saved (the form then empties or closes). */
  readonly onSubmit: (fields: PromptFields) => Promise<boolean>;
  /** Shown when editing: Cancel and Escape leave without saving. */
  readonly onCancel?: () => void;
  readonly busy: boolean;
  /** Fields of the caller's own after the six (Kaaro Alpha's row number). */
  readonly children?: ReactNode;
}

/**
 * The six fields of a prompt (spec 1 §3 "Prompt/intent": label, prompt, visibility, description, type, subtype), shared
 * by Kaaro's intents and Kaaro Alpha's experiment rows. Label and prompt are required; a refused save keeps what was
 * typed. The prompt as written can be tried with Eddie before it is saved (PromptTrial). The widget showing it says what failed (its ActionStatus).
 */
export function PromptForm({ initial, submit, onSubmit, onCancel, busy, children }: PromptFormProps) {
  const t = useT();
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  const [fields, setFields] = useState(initial);
  const set = (name: keyof PromptFields) => (event: { target: { value: string } }) =>
    setFields((now) => ({ ...now, [name]: event.target.value }));
  const incomplete = fields.label.trim() === '' || fields.prompt.trim() === '';

  useEffect(() => {
    if (onCancel) first.current?.focus();
  }, [onCancel]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || incomplete) return;
    if (await onSubmit(fields)) {
      if (!onCancel) setFields(emptyPromptFields);
    } else first.current?.focus();
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !onCancel || busy) return;
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };

  return (
    <form className="prompt-form" part="prompt-form" onSubmit={(event) => void save(event)} onKeyDown={cancelOnEscape}>
      <label htmlFor={`${id}-label`}>{t('prompts.label')}</label>
      <input
        id={`${id}-label`}
        ref={first}
        required
        value={fields.label}
        maxLength={PROMPT_LABEL_MAX}
        onChange={set('label')}
      />
      <label htmlFor={`${id}-prompt`}>{t('prompts.prompt')}</label>
      <textarea
        id={`${id}-prompt`}
        required
        rows={3}
        value={fields.prompt}
        placeholder={t('prompts.promptPlaceholder')}
        onChange={set('prompt')}
      />
      <label htmlFor={`${id}-visibility`}>{t('prompts.visibility')}</label>
      <select id={`${id}-visibility`} value={fields.visibility} onChange={set('visibility')}>
        {promptVisibilities.map((visibility) => (
          <option key={visibility} value={visibility}>
            {t(`prompts.visibility.${visibility}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-description`}>{t('prompts.description')}</label>
      <input id={`${id}-description`} value={fields.description} onChange={set('description')} />
      <label htmlFor={`${id}-type`}>{t('prompts.type')}</label>
      <input id={`${id}-type`} value={fields.type} onChange={set('type')} />
      <label htmlFor={`${id}-subtype`}>{t('prompts.subtype')}</label>
      <input id={`${id}-subtype`} value={fields.subtype} onChange={set('subtype')} />
      {children}
      <div className="row">
        <button type="submit" className="lookup-button" disabled={busy || incomplete}>
          {submit}
        </button>
        {onCancel && (
          <button type="button" disabled={busy} onClick={onCancel}>
            {t('prompts.cancel')}
          </button>
        )}
      </div>
      <PromptTrial prompt={fields.prompt} />
    </form>
  );
}
