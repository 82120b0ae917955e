import { useEffect, useId, useRef, useState } from 'react';
import { checkOrigin } from '../../../src/admin/check-origin.ts';
import { PARTNER_ORIGINS_SETTING } from '../../../src/contract/origins.ts';
import { t as translate } from '../../../src/i18n/i18n.ts';
import { useT } from '../../../src/i18n/use-t.ts';
import { administration } from '../../../src/kit/administration.ts';
import { useAction } from '../../../src/react/use-action.ts';
import { useValue } from '../../../src/react/use-value.ts';
import { FormFailure, FormSuccess } from '../../auth/fields.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const PROBLEM_KEYS = {
  empty: 'admin.originEmpty',
  notAddress: 'admin.originNotAddress',
  scheme: 'admin.originScheme',
  path: 'admin.originPath',
  notExact: 'admin.originNotExact',
  listed: 'admin.originListed',
} as const;

/**
 * The partner origins (GET /admin/partner-origins): those of the server's settings, read only, and those added here,
 * each removable after a confirmation. An origin is checked before it is sent, with what is wrong said; each change
 * sends the whole list (PUT /admin/partner-origins), and the server's refusal shows as its message.
 */
export function PartnerOriginsSection() {
  const t = useT();
  const ids = { heading: useId(), settings: useId(), added: useId(), origin: useId(), hint: useId(), problem: useId() };
  const origins = useValue(administration.signals.origins);
  const action = useAction();
  const [written, setWritten] = useState('');
  const [problem, setProblem] = useState('');
  const [removing, setRemoving] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const addedHeading = useRef<HTMLHeadingElement>(null);
  const { run } = action;

  useEffect(() => {
    void run('read', () => administration.actions.readOrigins());
  }, [run]);

  const add = () => {
    setDone('');
    const checked = checkOrigin(written, origins ? [...origins.fromSettings, ...origins.added] : []);
    if ('problem' in checked) {
      setProblem(t(PROBLEM_KEYS[checked.problem], 'suggestion' in checked ? { suggestion: checked.suggestion } : {}));
      return;
    }
    setProblem('');
    void action.run('add', async () => {
      await administration.actions.addOrigin(checked.origin);
      setWritten('');
      setDone(translate('admin.originAdded', { origin: checked.origin }));
    });
  };
  const remove = (origin: string) => {
    setDone('');
    void action
      .run('remove', async () => {
        await administration.actions.removeOrigin(origin);
        setDone(translate('admin.originRemoved', { origin }));
      })
      // The remove button is gone: focus goes to the list it was in.
      .then(() => addedHeading.current?.focus());
  };

  return (
    <section aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{t('admin.origins')}</h2>
      <p className="tj-account-lead">{t('admin.originsLead', { setting: PARTNER_ORIGINS_SETTING })}</p>
      {origins && (
        <>
          <h3 id={ids.settings}>{t('admin.fromSettings', { setting: PARTNER_ORIGINS_SETTING })}</h3>
          {origins.fromSettings.length === 0 ? (
            <p>{t('admin.noOrigins')}</p>
          ) : (
            <ul className="tj-admin-list" aria-labelledby={ids.settings}>
              {origins.fromSettings.map((origin) => (
                <li key={origin}>
                  <code>{origin}</code>
                </li>
              ))}
            </ul>
          )}
          <h3 id={ids.added} ref={addedHeading} tabIndex={-1}>
            {t('admin.addedHere')}
          </h3>
          {origins.added.length === 0 ? (
            <p>{t('admin.noOrigins')}</p>
          ) : (
            <ul className="tj-admin-list" aria-labelledby={ids.added}>
              {origins.added.map((origin) => (
                <li key={origin}>
                  <code>{origin}</code>
                  <button
                    type="button"
                    className="tj-button"
                    aria-label={t('admin.removeOrigin', { origin })}
                    onClick={() => setRemoving(origin)}
                  >
                    {t('admin.remove')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form
            className="tj-admin-row"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              add();
            }}
          >
            <label htmlFor={ids.origin}>{t('admin.origin')}</label>
            <input
              id={ids.origin}
              type="text"
              inputMode="url"
              value={written}
              placeholder="https://school.example"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={problem !== ''}
              aria-describedby={`${ids.hint} ${ids.problem}`}
              onChange={(event) => setWritten(event.target.value)}
            />
            <button type="submit" className="tj-button">
              {t('admin.addOrigin')}
            </button>
          </form>
          <p id={ids.hint} className="tj-field-hint">
            {t('admin.originHint')}
          </p>
          <p id={ids.problem} className="tj-field-error" role="alert">
            {problem}
          </p>
        </>
      )}
      <FormSuccess message={done} />
      <FormFailure message={action.state.status === 'failed' ? action.state.message : ''} />
      {removing && (
        <ConfirmDialog
          title={t('admin.removeTitle')}
          question={t('admin.confirmRemove', { origin: removing })}
          action={t('admin.remove')}
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
