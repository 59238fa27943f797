import { maxLengths } from '@shata/domain';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { ActionButtons } from '../../components/console/ActionButtons';
import { ModalDialog } from '../../components/dialog/ModalDialog';
import { FormMessage } from '../../components/form/FormMessage';
import { TextAreaField } from '../../components/form/TextField';
import { useText } from '../../lib/i18n/catalogue';
import { consoleMessages } from '../../lib/i18n/messages/console';
import { useMessageTranslator } from '../../lib/i18n/translate-message';
import { operatorCatalogue } from './operator-text';

interface ApprovalDialogProps {
  title: string;
  /** What approving does, read with the title. */
  description: string;
  /** The words of the button that approves. */
  confirm: ReactNode;
  /** Given, a reason is required before approving: its field's label and hint. */
  reason?: { label: string; hint: string };
  /** Sends the approval, with the reason (trimmed) when one was asked for. */
  onApprove: (reason: string | undefined) => Promise<unknown>;
  onClose: () => void;
  onApproved: () => void;
}

/**
 * Asks before an approval that cannot be quietly taken back: the final one,
 * which opens the partner's account and mails them, and any approval of a
 * partner with open problems, which needs the operator's reason. A refusal
 * stays in the dialog with what was typed.
 */
export function ApprovalDialog({
  title,
  description,
  confirm,
  reason,
  onApprove,
  onClose,
  onApproved,
}: ApprovalDialogProps) {
  const keep = useText(operatorCatalogue).review.approval.keep;
  const { review } = useText(consoleMessages);
  const say = useMessageTranslator(consoleMessages);
  // The safe answer first, so Enter does not approve by accident; or the reason, which must come first.
  const keepRef = useRef<HTMLButtonElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [typed, setTyped] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const approve = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const given = typed.trim();
    if (reason && !given) {
      setReasonError(review.openProblemsReasonRequired);
      reasonRef.current?.focus();
      return;
    }
    setReasonError(undefined);
    setBusy(true);
    setError(undefined);
    try {
      await onApprove(reason ? given : undefined);
      onApproved();
    } catch (failure) {
      setError(failure instanceof Error ? say(failure.message) : String(failure));
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      open
      title={title}
      description={description}
      busy={busy}
      onDismiss={onClose}
      initialFocusRef={reason ? reasonRef : keepRef}
      className="operator-dialog"
    >
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <form className="form" noValidate onSubmit={approve}>
        {reason ? (
          <TextAreaField
            ref={reasonRef}
            label={reason.label}
            hint={reason.hint}
            className="reject-form__reason"
            rows={3}
            required
            maxLength={maxLengths.reason}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={reasonError}
          />
        ) : null}
        <ActionButtons
          className="operator-dialog__actions"
          busy={busy}
          act={confirm}
          leave={keep}
          onLeave={onClose}
          leaveRef={keepRef}
        />
      </form>
    </ModalDialog>
  );
}
