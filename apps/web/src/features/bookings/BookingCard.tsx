import {
  type BookingItem,
  type BookingKind,
  bookingStatusColor,
  formatBookingDate,
  knownBookingStatus,
} from '@shata/domain';
import { useState } from 'react';
import { useText } from '../../lib/i18n/catalogue';
import { useLocale } from '../../lib/i18n/locale';
import { bookingsCatalogue } from './bookings-catalogue';

const kindModifier: Record<BookingKind, string> = {
  Catering: 'catering',
  Photography: 'photography',
  Event: 'event',
};

/**
 * One booking in the grid (spec section 2): thumbnail, event type, kind
 * badge, partner name, start date and status pill. The whole card is one
 * button, opening the details dialog.
 */
export function BookingCard({ booking, onOpen }: { booking: BookingItem; onOpen: () => void }) {
  const text = useText(bookingsCatalogue);
  const { locale } = useLocale();
  const known = knownBookingStatus(booking.status);
  // English shows the status as stored; another language (or the pseudo-locale) its word for a status it knows.
  const status = text !== bookingsCatalogue.en && known ? text.statuses[known] : booking.status;
  return (
    <li className="booking-card">
      <button
        type="button"
        className="booking-card__button"
        aria-haspopup="dialog"
        onClick={onOpen}
      >
        <BookingThumbnail url={booking.thumbnailUrl} eventType={booking.eventType} />
        <span className="booking-card__body">
          <span className="booking-card__heading">
            <span className="booking-card__event-type">{booking.eventType}</span>
            <span className={`booking-kind booking-kind--${kindModifier[booking.kind]}`}>
              {text.kinds[booking.kind]}
            </span>
          </span>
          <span className="booking-card__partner">{booking.partnerName}</span>
          <time className="booking-card__date" dateTime={booking.dateFrom}>
            {formatBookingDate(booking.dateFrom, locale)}
          </time>
          <span className={`booking-status booking-status--${bookingStatusColor(booking.status)}`}>
            {status}
          </span>
        </span>
      </button>
    </li>
  );
}

/**
 * The record's image, or the event type written on a plain tile when there is
 * none or it fails to load. Decorative either way: the card says the event type.
 */
function BookingThumbnail({ url, eventType }: { url: string | null; eventType: string }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) {
    return (
      <span
        className="booking-card__thumbnail booking-card__thumbnail--placeholder"
        aria-hidden="true"
      >
        {eventType}
      </span>
    );
  }
  return (
    <img
      className="booking-card__thumbnail"
      src={url}
      alt=""
      loading="lazy"
      width={320}
      height={180}
      onError={() => setFailed(true)}
    />
  );
}
