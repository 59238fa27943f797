import { messages } from '@shata/domain';
import { useId } from 'react';
import { keepTabInDialog } from '../../components/dialog/keep-tab-in-dialog';
import { useModalDialog } from '../../components/dialog/use-modal-dialog';

interface LogoutDialogProps {
  open: boolean;
  /** The sign-out is under way: both buttons wait. */
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Called once the dialog has closed, for focus to go back where it came from. */
  onClosed?: () => void;
}

/**
 * The logout confirmation (spec section 2), on the native <dialog> shown
 * modally: the browser makes the page inert and closes it on Escape, and Tab
 * wraps inside it. (A script-built dialog would inject a <style>, which the
 * CSP refuses.)
 */
export function LogoutDialog({ open, busy, onCancel, onConfirm, onClosed }: LogoutDialogProps) {
  const dialogRef = useModalDialog(open, onClosed);
  const titleId = useId();
  const questionId = useId();

  return (
    <dialog
      ref={dialogRef}
      className="logout-dialog"
      aria-labelledby={titleId}
      aria-describedby={questionId}
      onKeyDown={keepTabInDialog}
      onCancel={(event) => {
        // Escape: the state closes the dialog, so it never disagrees with it.
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onClose={() => {
        // Closed by the browser anyway (a repeated Escape): bring the state along.
        if (open && !busy) onCancel();
      }}
    >
      <h2 id={titleId} className="logout-dialog__title">
        {messages.logoutDialog.title}
      </h2>
      <p id={questionId} className="logout-dialog__question">
        {messages.logoutDialog.question}
      </p>
      <div className="logout-dialog__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={onCancel}
        >
          {messages.logoutDialog.cancel}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={onConfirm}
        >
          {messages.logoutDialog.confirm}
        </button>
      </div>
    </dialog>
  );
}
