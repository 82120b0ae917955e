import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import './auth.css';
import { useT } from '../../src/i18n/use-t.ts';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { messageKey } from './form-errors.ts';
import type { AuthForm } from './use-auth-form.ts';

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'maxLength' | 'autoFocus' | 'inputMode' | 'autoCapitalize' | 'spellCheck'
>;

interface FieldProps<F extends string> extends InputProps {
  readonly form: AuthForm<F>;
  readonly name: F;
  readonly label: string;
  readonly type?: 'text' | 'email' | 'url';
  /** Optional fields are not marked required. */
  readonly optional?: boolean;
  /** What the field wants (an example, when it is needed), read with the label. */
  readonly hint?: string;
}

/** What a field's control is told: the hint and error it is described by, and whether its value breaks a rule. */
interface ControlProps {
  readonly describedBy: string | undefined;
  readonly invalid: boolean;
}

/** The rule's message in the learner's language (rules name their messages by key). */
function useRuleMessage(): (message: string | undefined) => string | undefined {
  const t = useT();
  return (message) => {
    if (message === undefined) return undefined;
    const key: MessageKey | null = messageKey(message);
    return key === null ? message : t(key);
  };
}

function FieldShell<F extends string>({
  form,
  name,
  label,
  hint,
  children,
}: {
  form: AuthForm<F>;
  name: F;
  label: string;
  hint?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const ruleMessage = useRuleMessage();
  const error = ruleMessage(form.errors[name]);
  const hintId = `${form.idOf(name)}-hint`;
  const errorId = `${form.idOf(name)}-error`;
  const describedBy = [hint === undefined ? '' : hintId, error === undefined ? '' : errorId].filter(Boolean).join(' ');
  return (
    <div className="tj-form-field">
      <label htmlFor={form.idOf(name)}>{label}</label>
      {hint !== undefined && (
        <p id={hintId} className="tj-field-hint">
          {hint}
        </p>
      )}
      {children({ describedBy: describedBy || undefined, invalid: error !== undefined })}
      {error !== undefined && (
        <p id={errorId} className="tj-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField<F extends string>({
  form,
  name,
  label,
  type = 'text',
  optional,
  hint,
  ...input
}: FieldProps<F>) {
  return (
    <FieldShell form={form} name={name} label={label} hint={hint}>
      {({ describedBy, invalid }) => (
        <input
          {...input}
          id={form.idOf(name)}
          name={name}
          type={type}
          value={form.values[name]}
          aria-required={optional ? undefined : true}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => form.setValue(name, event.target.value)}
        />
      )}
    </FieldShell>
  );
}

/** Text of several lines (feedback, say); `maxLength` bounds typing, the form's rule says why. */
export function TextAreaField<F extends string>({
  form,
  name,
  label,
  hint,
  rows = 5,
  maxLength,
}: Pick<FieldProps<F>, 'form' | 'name' | 'label' | 'hint' | 'maxLength'> & { readonly rows?: number }) {
  return (
    <FieldShell form={form} name={name} label={label} hint={hint}>
      {({ describedBy, invalid }) => (
        <textarea
          id={form.idOf(name)}
          name={name}
          rows={rows}
          maxLength={maxLength}
          value={form.values[name]}
          aria-required
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => form.setValue(name, event.target.value)}
        />
      )}
    </FieldShell>
  );
}

/** A choice of a few values, each shown by its label (and in its language, when `lang` is given). */
export function SelectField<F extends string>({
  form,
  name,
  label,
  options,
}: {
  form: AuthForm<F>;
  name: F;
  label: string;
  options: readonly { readonly value: string; readonly label: string; readonly lang?: string }[];
}) {
  return (
    <FieldShell form={form} name={name} label={label}>
      {({ describedBy, invalid }) => (
        <select
          id={form.idOf(name)}
          name={name}
          value={form.values[name]}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => form.setValue(name, event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** A password with a show/hide toggle (spec 1 §2 "Login form"). */
export function PasswordField<F extends string>({ form, name, label, hint, ...input }: Omit<FieldProps<F>, 'type'>) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <FieldShell form={form} name={name} label={label} hint={hint}>
      {({ describedBy, invalid }) => (
        <span className="tj-password">
          <input
            {...input}
            id={form.idOf(name)}
            name={name}
            type={shown ? 'text' : 'password'}
            value={form.values[name]}
            aria-required
            aria-invalid={invalid}
            aria-describedby={describedBy}
            // A shown password must not be spell-checked: the browser could send it to a spelling service.
            spellCheck={false}
            autoCapitalize="none"
            onChange={(event) => form.setValue(name, event.target.value)}
          />
          <button
            type="button"
            className="tj-password-toggle"
            aria-pressed={shown}
            aria-controls={form.idOf(name)}
            aria-label={t('auth.showPassword')}
            title={t(shown ? 'auth.hidePassword' : 'auth.showPassword')}
            onClick={() => setShown((value) => !value)}
          >
            <EyeIcon open={!shown} />
          </button>
        </span>
      )}
    </FieldShell>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {!open && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
    </svg>
  );
}

/** The submit button: disabled with a spinner while the call runs (spec 1 §4 "Form submit"). */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <button type="submit" className="tj-button tj-button-primary tj-submit" disabled={busy} aria-busy={busy}>
      {busy && <span className="tj-spinner" aria-hidden="true" />}
      <span>{children}</span>
      {busy && <span className="tj-visually-hidden">{t('auth.working')}</span>}
    </button>
  );
}

/**
 * The page error area (spec 2 §8): always in the page so that a message put into it is announced at once.
 */
export function FormFailure({ message }: { message: string }) {
  return (
    <div className="tj-form-failure" role="alert" data-empty={message === ''}>
      {message}
    </div>
  );
}

/** A success message from the server (forgot and reset password), read out politely. */
export function FormSuccess({ message }: { message: string }) {
  return (
    <div className="tj-form-success" role="status" data-empty={message === ''}>
      {message}
    </div>
  );
}

/** The page's spinner with what it is waiting for (interstitials, OAuth return). */
export function Spinner() {
  return <span className="tj-spinner tj-spinner-large" aria-hidden="true" />;
}
