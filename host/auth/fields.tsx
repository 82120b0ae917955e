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
  readonly type?: 'text' | 'email';
  /** Optional fields are not marked required. */
  readonly optional?: boolean;
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
  children,
}: {
  form: AuthForm<F>;
  name: F;
  label: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const ruleMessage = useRuleMessage();
  const error = ruleMessage(form.errors[name]);
  const errorId = `${form.idOf(name)}-error`;
  return (
    <div className="tj-form-field">
      <label htmlFor={form.idOf(name)}>{label}</label>
      {children(error === undefined ? undefined : errorId)}
      {error !== undefined && (
        <p id={errorId} className="tj-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField<F extends string>({ form, name, label, type = 'text', optional, ...input }: FieldProps<F>) {
  return (
    <FieldShell form={form} name={name} label={label}>
      {(describedBy) => (
        <input
          {...input}
          id={form.idOf(name)}
          name={name}
          type={type}
          value={form.values[name]}
          aria-required={optional ? undefined : true}
          aria-invalid={describedBy !== undefined}
          aria-describedby={describedBy}
          onChange={(event) => form.setValue(name, event.target.value)}
        />
      )}
    </FieldShell>
  );
}

/** A password with a show/hide toggle (spec 1 §2 "Login form"). */
export function PasswordField<F extends string>({ form, name, label, ...input }: Omit<FieldProps<F>, 'type'>) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <FieldShell form={form} name={name} label={label}>
      {(describedBy) => (
        <span className="tj-password">
          <input
            {...input}
            id={form.idOf(name)}
            name={name}
            type={shown ? 'text' : 'password'}
            value={form.values[name]}
            aria-required
            aria-invalid={describedBy !== undefined}
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
