import { useId } from 'react';
import { useT } from '../../../src/i18n/use-t.ts';
import { useModalDialog } from '../../shell/use-modal-dialog.ts';

export interface ConfirmDialogProps {
  /** The dialog's heading: what is about to happen ("Grant a role"). */
  readonly title: string;
  /** The question, naming who and what ("Grant Moderator to ada?"). */
  readonly question: string;
  /** The confirming button's text. */
  readonly action: string;
  readonly onConfirm: () => void;
  /** Closed by Cancel, Escape or after confirming; the browser gives focus back to the control that opened it. */
  readonly onClose: () => void;
}

/** A modal question before an administration change: focus stays in it, Cancel is focused first, Escape cancels. */
export function ConfirmDialog({ title, question, action, onConfirm, onClose }: ConfirmDialogProps) {
  const t = useT();
  const titleId = useId();
  const { dialog, close } = useModalDialog();

  return (
    <dialog {...dialog} className="tj-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{title}</h2>
      <p>{question}</p>
      <div className="tj-dialog-actions">
        <button type="button" className="tj-button" autoFocus onClick={() => close()}>
          {t('admin.cancel')}
        </button>
        <button
          type="button"
          className="tj-button tj-button-primary"
          onClick={() => {
            onConfirm();
            close();
          }}
        >
          {action}
        </button>
      </div>
    </dialog>
  );
}
