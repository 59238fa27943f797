import './bookings.css';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { RequireFullyApproved } from '../../components/guards/RequireFullyApproved';
import { LoadError } from '../../components/load-error/LoadError';
import { useText } from '../../lib/i18n/catalogue';
import { accountMessages, useLoadAtOnce } from '../../lib/i18n/messages/account';
import { partnerQueryOptions } from '../../lib/partners';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BookingCard } from './BookingCard';
import { BookingDetailsDialog } from './BookingDetailsDialog';
import { bookingsQueryOptions } from './bookings-api';
import { bookingsCatalogue } from './bookings-catalogue';

/**
 * /my-bookings/:partnerId (spec section 2), for fully approved partners only;
 * anyone else is sent to their status screen to see what is still missing.
 */
export function MyBookingsPage() {
  useLoadAtOnce(accountMessages, bookingsCatalogue);
  const { partnerId = '' } = useParams();
  const headingId = useId();
  const text = useText(accountMessages).bookings;
  useDocumentTitle(text.title);
  const partner = useQuery(partnerQueryOptions(partnerId));

  return (
    <RequireFullyApproved>
      <section className="bookings-page" aria-labelledby={headingId}>
        <h1 id={headingId} className="bookings-page__title">
          {text.title}
        </h1>
        {partner.isLoadingError ? (
          <LoadError
            message={text.loadError}
            retrying={partner.isFetching}
            onRetry={() => void partner.refetch()}
          />
        ) : partner.data ? (
          <BookingGrid partnerId={partnerId} headingId={headingId} />
        ) : (
          <p className="bookings-page__loading" role="status">
            {text.loading}
          </p>
        )}
      </section>
    </RequireFullyApproved>
  );
}

function BookingGrid({ partnerId, headingId }: { partnerId: string; headingId: string }) {
  const text = useText(accountMessages).bookings;
  const bookings = useInfiniteQuery(bookingsQueryOptions(partnerId));
  const [detailsOpen, setDetailsOpen] = useState(false);
  const openDetails = () => setDetailsOpen(true);

  if (bookings.isPending) {
    return (
      <p className="bookings-page__loading" role="status">
        {text.loading}
      </p>
    );
  }
  if (bookings.isLoadingError) {
    return (
      <LoadError
        message={text.loadError}
        retrying={bookings.isFetching}
        onRetry={() => void bookings.refetch()}
      />
    );
  }
  const items = bookings.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="bookings-page__empty">{text.empty}</p>;

  return (
    <>
      <ul className="booking-grid" aria-labelledby={headingId}>
        {items.map((booking) => (
          <BookingCard key={booking.id} booking={booking} onOpen={openDetails} />
        ))}
      </ul>
      {/* The More button below asks again. */}
      {bookings.isFetchNextPageError && (
        <p className="bookings-page__error" role="alert">
          {text.loadError}
        </p>
      )}
      {bookings.hasNextPage && (
        <MoreBookings
          loading={bookings.isFetchingNextPage}
          // A failed page waits for the button: scrolling must not retry it in a loop.
          autoLoad={!bookings.isFetchNextPageError}
          onMore={() => bookings.fetchNextPage()}
        />
      )}
      <BookingDetailsDialog open={detailsOpen} onClose={() => setDetailsOpen(false)} />
    </>
  );
}

/** Loads the next page when the partner scrolls near the end, or presses the button. */
function MoreBookings({
  loading,
  autoLoad,
  onMore,
}: {
  loading: boolean;
  autoLoad: boolean;
  onMore: () => void;
}) {
  const text = useText(accountMessages).bookings;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const onMoreRef = useRef(onMore);
  onMoreRef.current = onMore;

  useEffect(() => {
    const button = buttonRef.current;
    if (!button || loading || !autoLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onMoreRef.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [loading, autoLoad]);

  return (
    <div className="bookings-page__more">
      <button
        ref={buttonRef}
        type="button"
        className="button button--secondary"
        disabled={loading}
        onClick={onMore}
      >
        {loading ? text.loadingMore : text.loadMore}
      </button>
    </div>
  );
}
