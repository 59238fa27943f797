import {
  type BookingInput,
  type BookingItem,
  bookingStatusColor,
  formatBookingDate,
  isBookingCancelled,
  knownBookingStatus,
} from '@shata/domain';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogButton } from '../../components/console/DialogButton';
import { OperatorPanel } from '../../components/console/OperatorPanel';
import { QueryNotReady } from '../../components/console/QueryNotReady';
import { FormMessage } from '../../components/form/FormMessage';
import { useText } from '../../lib/i18n/catalogue';
import { consoleMessages } from '../../lib/i18n/messages/console';
import { useMessageTranslator } from '../../lib/i18n/translate-message';
import { useReturningFocus } from '../../lib/use-returning-focus';
import { BookingForm } from './BookingForm';
import { bookingFormValues, emptyBookingForm } from './booking-form';
import { CancelBookingDialog } from './CancelBookingDialog';
import {
  createBooking,
  partnerBookingsQueryOptions,
  refreshBookings,
  updateBooking,
} from './operator-api';
import { type OperatorText, operatorCatalogue } from './operator-text';

type BookingsText = OperatorText['bookings'];

/** How the console names a booking: its event type and start date. */
const subjectOf = (booking: Pick<BookingItem, 'eventType' | 'dateFrom'>, text: BookingsText) =>
  text.subject(booking.eventType, formatBookingDate(booking.dateFrom));

const statusLabel = (status: string, text: BookingsText) => {
  const known = knownBookingStatus(status);
  return known ? text.statuses[known] : status;
};

/**
 * The partner's bookings in the console: listed a page at a time, newest date
 * first, with a form to add one, and each editable and cancellable. Every
 * change asks the list and the partner's audit trail again.
 */
export function BookingsPanel({ partnerId }: { partnerId: string }) {
  const text = useText(operatorCatalogue).bookings;
  const queryClient = useQueryClient();
  const adding = useReturningFocus();
  // What the last change did, said politely beside the list.
  const [outcome, setOutcome] = useState<string>();

  const changed = (message: string) => {
    setOutcome(message);
    void refreshBookings(queryClient, partnerId);
  };

  return (
    <OperatorPanel title={text.title} className="operator-bookings">
      {adding.open ? (
        <BookingForm
          title={text.newTitle}
          initial={emptyBookingForm}
          submitText={text.create}
          onSave={(input: BookingInput) => createBooking(partnerId, input)}
          onSaved={(booking) => {
            changed(text.added(subjectOf(booking, text)));
            adding.setOpen(false);
          }}
          onDiscard={() => adding.setOpen(false)}
        />
      ) : (
        <div className="operator-bookings__toolbar">
          <button
            ref={adding.toggleRef}
            type="button"
            className="button button--primary operator-button"
            onClick={() => {
              setOutcome(undefined);
              adding.setOpen(true);
            }}
          >
            {text.add}
          </button>
        </div>
      )}
      {outcome ? <FormMessage tone="success">{outcome}</FormMessage> : null}
      <BookingList
        partnerId={partnerId}
        onChanged={changed}
        onStart={() => setOutcome(undefined)}
      />
    </OperatorPanel>
  );
}

function BookingList({
  partnerId,
  onChanged,
  onStart,
}: {
  partnerId: string;
  onChanged: (message: string) => void;
  onStart: () => void;
}) {
  const text = useText(operatorCatalogue).bookings;
  const say = useMessageTranslator(consoleMessages);
  const bookings = useInfiniteQuery(partnerBookingsQueryOptions(partnerId));

  if (bookings.isPending || bookings.isLoadingError)
    return <QueryNotReady query={bookings} text={text} />;

  const items = bookings.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="operator-panel__empty">{text.empty}</p>;

  return (
    <>
      <ul className="operator-bookings__list" aria-label={text.listLabel}>
        {items.map((booking) => (
          <BookingRow key={booking.id} booking={booking} onChanged={onChanged} onStart={onStart} />
        ))}
      </ul>
      {bookings.isFetchNextPageError ? (
        <FormMessage tone="error">
          {bookings.error ? say(bookings.error.message) : text.loadError}
        </FormMessage>
      ) : null}
      {bookings.hasNextPage ? (
        <div className="operator-bookings__more">
          <button
            type="button"
            className="button button--secondary operator-button"
            disabled={bookings.isFetchingNextPage}
            onClick={() => void bookings.fetchNextPage()}
          >
            {bookings.isFetchingNextPage ? text.loadingMore : text.loadMore}
          </button>
        </div>
      ) : null}
    </>
  );
}

/** One booking: what it is, when, its status, and Edit and Cancel booking. */
function BookingRow({
  booking,
  onChanged,
  onStart,
}: {
  booking: BookingItem;
  onChanged: (message: string) => void;
  onStart: () => void;
}) {
  const text = useText(operatorCatalogue).bookings;
  const editing = useReturningFocus();
  const confirming = useReturningFocus();
  const subject = subjectOf(booking, text);
  const date = formatBookingDate(booking.dateFrom);

  if (editing.open) {
    return (
      <li className="console-box console-box--tight operator-booking--editing">
        <BookingForm
          title={text.editTitle(subject)}
          initial={bookingFormValues(booking)}
          submitText={text.save}
          onSave={(input) => updateBooking(booking.id, input)}
          onSaved={(saved) => {
            onChanged(text.saved(subjectOf(saved, text)));
            editing.setOpen(false);
          }}
          onDiscard={() => editing.setOpen(false)}
        />
      </li>
    );
  }

  return (
    <li className="console-box console-box--tight">
      <h3 className="console-box__title operator-booking__title">{booking.eventType}</h3>
      <dl className="operator-booking__facts">
        <div>
          <dt>{text.facts.kind}</dt>
          <dd>{booking.kind}</dd>
        </div>
        <div>
          <dt>{text.facts.date}</dt>
          <dd>{date ? <time dateTime={booking.dateFrom}>{date}</time> : text.noDate}</dd>
        </div>
        <div>
          <dt>{text.facts.status}</dt>
          <dd>
            <span
              className={`operator-booking__status operator-booking__status--${bookingStatusColor(booking.status)}`}
            >
              {statusLabel(booking.status, text)}
            </span>
          </dd>
        </div>
      </dl>
      <div className="operator-booking__actions">
        <button
          ref={editing.toggleRef}
          type="button"
          className="button button--secondary operator-button"
          onClick={() => {
            onStart();
            editing.setOpen(true);
          }}
        >
          {text.edit}
          <span className="visually-hidden"> {subject}</span>
        </button>
        {isBookingCancelled(booking) ? null : (
          <DialogButton dialog={confirming} subject={subject} onStart={onStart}>
            {text.cancel}
          </DialogButton>
        )}
      </div>
      {confirming.open ? (
        <CancelBookingDialog
          booking={booking}
          subject={subject}
          onClose={() => confirming.setOpen(false)}
          onCancelled={(cancelled) => {
            onChanged(text.cancelled(subjectOf(cancelled, text)));
            // Its Cancel button goes once the list says cancelled: focus stays on the booking.
            confirming.setOpen(false, editing.toggleRef);
          }}
        />
      ) : null}
    </li>
  );
}
