export interface ConfirmActionProps {
  /** What is asked, in the learner's language ("Delete “Volcano”? …"). */
  readonly question: string;
  /** The action's name: the group's accessible name and the confirming button's text. */
  readonly action: string;
  readonly cancel: string;
  /** While an action runs, confirming waits. */
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The question before an action that cannot be undone (discard a goal, delete a graph), with its two answers. */
export function ConfirmAction({ question, action, cancel, busy, onConfirm, onCancel }: ConfirmActionProps) {
  return (
    <div className="row" part="confirm" role="group" aria-label={action}>
      <p>{question}</p>
      <button type="button" className="lookup-button" disabled={busy} onClick={onConfirm}>
        {action}
      </button>
      <button type="button" onClick={onCancel}>
        {cancel}
      </button>
    </div>
  );
}
