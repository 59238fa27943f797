import { useRef, useState } from 'react';
import { ModalDialog } from '../../components/dialog/ModalDialog';
import { FormMessage } from '../../components/form/FormMessage';
import { ActionButtons } from './ActionButtons';
import { operatorText } from './operator-text';

const text = operatorText.review.finalApproval;

/**
 * Asks before the final approval, which opens the partner's account and
 * mails them: the one decision an operator cannot quietly take back.
 */
export function FinalApprovalDialog({
  name,
  onApprove,
  onClose,
  onApproved,
}: {
  name: string;
  onApprove: () => Promise<unknown>;
  onClose: () => void;
  onApproved: () => void;
}) {
  // The safe answer first: Enter does not approve by accident.
  const keepRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const approve = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await onApprove();
      onApproved();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      open
      title={text.title}
      description={text.text(name)}
      busy={busy}
      onDismiss={onClose}
      initialFocusRef={keepRef}
      className="operator-dialog"
    >
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <ActionButtons
        className="operator-dialog__actions"
        busy={busy}
        act={text.confirm}
        onAct={approve}
        leave={text.keep}
        onLeave={onClose}
        leaveRef={keepRef}
      />
    </ModalDialog>
  );
}
