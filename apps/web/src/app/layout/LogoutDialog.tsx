import { ModalDialog } from '../../components/dialog/ModalDialog';
import { useText } from '../../lib/i18n/catalogue';
import { signedInCatalogue } from './signed-in-text';

interface LogoutDialogProps {
  open: boolean;
  /** The sign-out is under way: both buttons wait. */
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Called once the dialog has closed, for focus to go back where it came from. */
  onClosed?: () => void;
}

/** The logout confirmation (spec section 2). */
export function LogoutDialog({ open, busy, onCancel, onConfirm, onClosed }: LogoutDialogProps) {
  const messages = useText(signedInCatalogue);
  return (
    <ModalDialog
      open={open}
      title={messages.logoutDialog.title}
      description={messages.logoutDialog.question}
      busy={busy}
      onDismiss={onCancel}
      onClosed={onClosed}
      className="logout-dialog"
    >
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
    </ModalDialog>
  );
}
