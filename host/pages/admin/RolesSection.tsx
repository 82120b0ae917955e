import { useId, useRef, useState } from 'react';
import { GRANTABLE_ROLES } from '../../../src/admin/administration.ts';
import { t as translate } from '../../../src/i18n/i18n.ts';
import { useT } from '../../../src/i18n/use-t.ts';
import { administration } from '../../../src/kit/administration.ts';
import { useAction } from '../../../src/react/use-action.ts';
import { useValue } from '../../../src/react/use-value.ts';
import { FormFailure, FormSuccess } from '../../auth/fields.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

type Change = { readonly kind: 'grant' | 'revoke'; readonly role: string };

/**
 * The roles granted to one learner, looked up by username (GET /admin/users/{username}/roles): each can be revoked,
 * and a role of the table granted, after a confirmation naming the learner and the role (PUT …/roles).
 */
export function RolesSection() {
  const t = useT();
  const ids = { heading: useId(), username: useId(), role: useId(), granted: useId() };
  const learner = useValue(administration.signals.learner);
  const action = useAction();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<string>(GRANTABLE_ROLES[0] ?? '');
  const [change, setChange] = useState<Change | null>(null);
  const [done, setDone] = useState('');
  const grantedHeading = useRef<HTMLHeadingElement>(null);

  const lookUp = () => {
    setDone('');
    void action.run('lookUp', () => administration.actions.lookUp(username));
  };
  const confirm = ({ kind, role: changed }: Change) => {
    setDone('');
    void action
      .run(kind, async () => {
        const granted = await administration.actions[kind](changed);
        const key = kind === 'grant' ? 'admin.granted' : 'admin.revoked';
        setDone(translate(key, { username: granted.username, role: changed }));
      })
      // The revoke button is gone: focus goes to the list it was in.
      .then(() => kind === 'revoke' && grantedHeading.current?.focus());
  };

  return (
    <section aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{t('admin.roles')}</h2>
      <p className="tj-account-lead">{t('admin.rolesLead')}</p>
      <form
        className="tj-admin-row"
        onSubmit={(event) => {
          event.preventDefault();
          lookUp();
        }}
      >
        <label htmlFor={ids.username}>{t('admin.username')}</label>
        <input
          id={ids.username}
          type="text"
          value={username}
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          onChange={(event) => setUsername(event.target.value)}
        />
        <button type="submit" className="tj-button" disabled={username.trim() === ''}>
          {t('admin.lookUp')}
        </button>
      </form>
      {learner && (
        <div className="tj-admin-learner">
          <h3 id={ids.granted} ref={grantedHeading} tabIndex={-1}>
            {t('admin.grantedTo', { username: learner.username })}
          </h3>
          {learner.roles.length === 0 ? (
            <p>{t('admin.noRoles', { username: learner.username })}</p>
          ) : (
            <ul className="tj-admin-list" aria-labelledby={ids.granted}>
              {learner.roles.map((held) => (
                <li key={held}>
                  <span className="tj-role-badge">{held}</span>
                  <button
                    type="button"
                    className="tj-button"
                    aria-label={t('admin.revokeRole', { role: held })}
                    onClick={() => setChange({ kind: 'revoke', role: held })}
                  >
                    {t('admin.revoke')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="tj-admin-row">
            <label htmlFor={ids.role}>{t('admin.role')}</label>
            <select id={ids.role} value={role} onChange={(event) => setRole(event.target.value)}>
              {GRANTABLE_ROLES.map((option) => (
                <option key={option} value={option} disabled={learner.roles.includes(option)}>
                  {option}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="tj-button"
              disabled={learner.roles.includes(role)}
              onClick={() => setChange({ kind: 'grant', role })}
            >
              {t('admin.grant')}
            </button>
          </div>
        </div>
      )}
      <FormSuccess message={done} />
      <FormFailure message={action.state.status === 'failed' ? action.state.message : ''} />
      {learner && change && (
        <ConfirmDialog
          title={t(change.kind === 'grant' ? 'admin.grantTitle' : 'admin.revokeTitle')}
          question={t(change.kind === 'grant' ? 'admin.confirmGrant' : 'admin.confirmRevoke', {
            username: learner.username,
            role: change.role,
          })}
          action={t(change.kind === 'grant' ? 'admin.grant' : 'admin.revoke')}
          onConfirm={() => confirm(change)}
          onClose={() => setChange(null)}
        />
      )}
    </section>
  );
}
