import type { MessageKey } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import type { Actions } from '../react/use-action.ts';

export interface ActionStatusProps {
  readonly actions: Actions;
  /** The widget's words: that an action runs, and that it failed (`{{message}}`: the server's reason). */
  readonly messages: { readonly running: MessageKey; readonly failed: MessageKey; readonly dismiss: MessageKey };
}

/** An action's progress while it runs (read out politely), and what failed (read out at once) until dismissed. */
export function ActionStatus({ actions, messages }: ActionStatusProps) {
  const t = useT();
  const { state } = actions;
  if (state.status === 'running') {
    return (
      <div className="lookup-loading" part="progress" aria-busy="true">
        <span className="lookup-spinner" aria-hidden="true" />
        <p role="status">{t(messages.running)}</p>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="tj-message" part="failure" role="alert">
        <p>{t(messages.failed, { message: state.message })}</p>
        <button type="button" className="lookup-link" onClick={actions.dismiss}>
          {t(messages.dismiss)}
        </button>
      </div>
    );
  }
  return null;
}
