import type { BookingItem } from '@shata/domain';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { ActionButtons } from '../../components/console/ActionButtons';
import { ModalDialog } from '../../components/dialog/ModalDialog';
import { FormMessage } from '../../components/form/FormMessage';
import { useText } from '../../lib/i18n/catalogue';
import { consoleMessages } from '../../lib/i18n/messages/console';
import { useMessageTranslator } from '../../lib/i18n/translate-message';
import { cancelBooking } from './operator-api';
import { operatorCatalogue } from './operator-text';

/** Asks before a booking is cancelled, shown while mounted. A refusal stays in the dialog. */
export function CancelBookingDialog({
  booking,
  subject,
  onClose,
  onCancelled,
}: {
  booking: BookingItem;
  /** The booking in words ('Wedding Reception on 4 Oct 2025'). */
  subject: string;
  onClose: () => void;
  onCancelled: (cancelled: BookingItem) => void;
}) {
  const text = useText(operatorCatalogue).bookings.confirm;
  const say = useMessageTranslator(consoleMessages);
  // The safe answer first: Enter does not cancel a booking by accident.
  const keepRef = useRef<HTMLButtonElement>(null);
  const cancel = useMutation({
    mutationFn: () => cancelBooking(booking.id),
    onSuccess: onCancelled,
  });

  return (
    <ModalDialog
      open
      title={text.title}
      description={text.text(subject)}
      // Escape while the cancellation is under way would hide its outcome.
      busy={cancel.isPending}
      onDismiss={onClose}
      initialFocusRef={keepRef}
      className="operator-dialog"
    >
      {cancel.error ? <FormMessage tone="error">{say(cancel.error.message)}</FormMessage> : null}
      <ActionButtons
        className="operator-dialog__actions"
        busy={cancel.isPending}
        act={text.confirm}
        onAct={() => cancel.mutate()}
        leave={text.keep}
        onLeave={onClose}
        leaveRef={keepRef}
      />
    </ModalDialog>
  );
}
