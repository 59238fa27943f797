import { messages } from '@shata/domain';
import { useId } from 'react';
import { keepTabInDialog } from '../../components/dialog/keep-tab-in-dialog';
import { useModalDialog } from '../../components/dialog/use-modal-dialog';
import { StoreLinks } from '../../components/store-links/StoreLinks';

/**
 * 'View Full Details' (spec section 2): a booking's details live in the
 * partner app, so this points there with its store links. The native modal
 * <dialog> keeps focus in (Tab wraps) and closes on Escape; a script-built
 * one would inject a <style>, which the CSP refuses.
 */
export function BookingDetailsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialogRef = useModalDialog(open);
  const titleId = useId();
  const textId = useId();

  return (
    <dialog
      ref={dialogRef}
      className="booking-details"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={keepTabInDialog}
      onClose={() => {
        // Escape closes it in the browser: bring the state along.
        if (open) onClose();
      }}
    >
      <h2 id={titleId} className="booking-details__title">
        {messages.bookings.viewFullDetails}
      </h2>
      <p id={textId} className="booking-details__text">
        {messages.bookings.downloadApp}
      </p>
      <StoreLinks />
      <button type="button" className="button button--secondary" onClick={onClose}>
        {messages.bookings.close}
      </button>
    </dialog>
  );
}
