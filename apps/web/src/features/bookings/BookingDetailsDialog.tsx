import { messages } from '@shata/domain';
import { ModalDialog } from '../../components/dialog/ModalDialog';
import { StoreLinks } from '../../components/store-links/StoreLinks';

/**
 * 'View Full Details' (spec section 2): a booking's details live in the
 * partner app, so this points there with its store links.
 */
export function BookingDetailsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalDialog
      open={open}
      title={messages.bookings.viewFullDetails}
      description={messages.bookings.downloadApp}
      onDismiss={onClose}
      className="booking-details"
    >
      <StoreLinks />
      <button type="button" className="button button--secondary" onClick={onClose}>
        {messages.bookings.close}
      </button>
    </ModalDialog>
  );
}
