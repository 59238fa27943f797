import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { consoleMessages } from '../../lib/i18n/messages/console';
import { useMessageTranslator } from '../../lib/i18n/translate-message';
import { ModalDialog } from '../dialog/ModalDialog';
import { FormMessage } from '../form/FormMessage';
import { ActionButtons } from './ActionButtons';

/**
 * Asks before a change that cannot be taken back (revoking a key, deleting
 * an endpoint, rotating its secret), shown while mounted. The safe answer has
 * the focus, so Enter changes nothing by accident; a refusal stays in the dialog.
 */
export function ConfirmDialog<T>({
  title,
  description,
  act,
  leave,
  onConfirm,
  onDone,
  onClose,
}: {
  title: string;
  description: string;
  act: string;
  leave: string;
  onConfirm: () => Promise<T>;
  onDone: (answer: T) => void;
  onClose: () => void;
}) {
  const say = useMessageTranslator(consoleMessages);
  const leaveRef = useRef<HTMLButtonElement>(null);
  const change = useMutation({ mutationFn: onConfirm, onSuccess: onDone, gcTime: 0 });

  return (
    <ModalDialog
      open
      title={title}
      description={description}
      busy={change.isPending}
      onDismiss={onClose}
      initialFocusRef={leaveRef}
      className="operator-dialog"
    >
      {change.error ? <FormMessage tone="error">{say(change.error.message)}</FormMessage> : null}
      <ActionButtons
        className="operator-dialog__actions"
        busy={change.isPending}
        act={act}
        onAct={() => change.mutate()}
        leave={leave}
        onLeave={onClose}
        leaveRef={leaveRef}
      />
    </ModalDialog>
  );
}
