import { ModalDialog } from '../../components/dialog/ModalDialog';
import { StoreLinks } from '../../components/store-links/StoreLinks';
import { useText } from '../../lib/i18n/catalogue';
import { accountMessages } from '../../lib/i18n/messages/account';

/**
 * 'View Full Details' (spec section 2): a booking's details live in the
 * partner app, so this points there with its store links.
 */
export function BookingDetailsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { bookings } = useText(accountMessages);
  return (
    <ModalDialog
      open={open}
      title={bookings.viewFullDetails}
      description={bookings.downloadApp}
      onDismiss={onClose}
      className="booking-details"
    >
      <StoreLinks />
      <button type="button" className="button button--secondary" onClick={onClose}>
        {bookings.close}
      </button>
    </ModalDialog>
  );
}
