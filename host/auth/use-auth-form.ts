import { useId, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../src/api/errors.ts';
import { t } from '../../src/i18n/i18n.ts';
import { fieldErrors, firstInvalid } from './form-errors.ts';
import { useFlash } from './use-flash.ts';

export interface AuthFormOptions<F extends string, S extends z.ZodType> {
  /** The contract's form schema (src/contract/auth-forms.ts). */
  readonly schema: S;
  /** The form's fields, in the order they are shown. */
  readonly fields: readonly F[];
  /** What the fields hold at first (the learner's saved profile, say); empty when not given. */
  readonly initialValues?: Readonly<Partial<Record<F, string>>>;
  readonly onSubmit: (values: z.output<S>) => Promise<void>;
  /** The message a failed submit shows; by default the server's own (spec 2 §8). */
  readonly failureMessage?: (error: unknown) => string;
}

export interface AuthForm<F extends string> {
  readonly values: Readonly<Record<F, string>>;
  /** The rule message (an i18n key) of each field that breaks one. */
  readonly errors: Partial<Record<F, string>>;
  /** True while the submit runs: the button is disabled and shows a spinner (spec 1 §4 "Form submit"). */
  readonly busy: boolean;
  /** A failed submit's message, shown for 2 seconds. */
  readonly failure: string;
  readonly idOf: (field: F) => string;
  readonly setValue: (field: F, value: string) => void;
  readonly submit: (event: FormEvent<HTMLFormElement>) => void;
}

export function serverMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : t('api.serverNotResponding');
}

/**
 * One form of the host (the sign-in screens, the password change, the profile and settings pages): values, the
 * contract's rules (checked on submit, then on every change), a busy flag while the call runs and its failure
 * message. Focus goes to the first field with a problem. A failed call keeps every value the learner typed.
 */
export function useAuthForm<F extends string, S extends z.ZodType>(options: AuthFormOptions<F, S>): AuthForm<F> {
  const { schema, fields, initialValues, onSubmit, failureMessage = serverMessage } = options;
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((field) => [field, initialValues?.[field] ?? ''])) as Record<F, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, flashFailure] = useFlash();
  const submitted = useRef(false);
  const baseId = useId();
  const idOf = (field: F) => `${baseId}-${field}`;

  const check = (next: Record<F, string>) => {
    const result = schema.safeParse(next);
    return result.success
      ? { ok: true as const, data: result.data }
      : { ok: false as const, errors: fieldErrors(result.error.issues, fields) };
  };

  const focus = (field: F | undefined) => {
    if (field !== undefined) document.getElementById(idOf(field))?.focus();
  };

  return {
    values,
    errors,
    busy,
    failure,
    idOf,
    setValue(field, value) {
      const next = { ...values, [field]: value };
      setValues(next);
      // Before the first submit a half-typed field is not an error; after it, each fix shows at once.
      if (submitted.current) {
        const checked = check(next);
        setErrors(checked.ok ? {} : checked.errors);
      }
    },
    submit(event) {
      event.preventDefault();
      if (busy) return;
      submitted.current = true;
      const checked = check(values);
      if (!checked.ok) {
        setErrors(checked.errors);
        focus(firstInvalid(checked.errors, fields));
        return;
      }
      setErrors({});
      setBusy(true);
      onSubmit(checked.data)
        .catch((error: unknown) => {
          flashFailure(failureMessage(error));
          focus(fields[0]);
        })
        .finally(() => setBusy(false));
    },
  };
}
