import type { BookingItem } from '@shata/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { keepTabInDialog } from '../../components/dialog/keep-tab-in-dialog';
import { FormMessage } from '../../components/form/FormMessage';
import { cancelBooking } from './admin-api';
import { adminText } from './admin-text';

const text = adminText.bookings.confirm;

/**
 * Asks before a booking is cancelled. A native modal <dialog>, like the
 * logout dialog: the browser makes the page behind it inert and closes it on Escape, and Tab wraps inside it, and no
 * <style> is injected for the CSP to refuse. A refusal stays in the dialog.
 */
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const cancel = useMutation({
    mutationFn: () => cancelBooking(booking.id),
    onSuccess: onCancelled,
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // The safe answer first: Enter does not cancel a booking by accident.
    keepRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="admin-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={keepTabInDialog}
      onClose={onClose}
      onCancel={(event) => {
        // Escape while the cancellation is under way would hide its outcome.
        if (cancel.isPending) event.preventDefault();
      }}
    >
      <h2 id={titleId} className="admin-dialog__title">
        {text.title}
      </h2>
      <p id={textId} className="admin-dialog__text">
        {text.text(subject)}
      </p>
      {cancel.error ? <FormMessage tone="error">{cancel.error.message}</FormMessage> : null}
      <div className="admin-dialog__actions">
        <button
          type="button"
          className="button button--primary admin-button"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate()}
        >
          {text.confirm}
        </button>
        <button
          ref={keepRef}
          type="button"
          className="button button--secondary admin-button"
          disabled={cancel.isPending}
          onClick={onClose}
        >
          {text.keep}
        </button>
      </div>
    </dialog>
  );
}
