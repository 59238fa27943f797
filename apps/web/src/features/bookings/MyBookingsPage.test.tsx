import type { BookingItem, BookingPage } from '@shata/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../lib/i18n/messages/account';
import {
  approvedPartnerFixture,
  authUrls,
  jsonResponse,
  partnerFixture,
  type StubAnswer,
  stubApi,
} from '../../testing/api-stub';
import { loadInHindi } from '../../testing/hindi';
import { renderRoutes } from '../../testing/render';
import { bookingsCatalogue } from './bookings-catalogue';
import { MyBookingsPage } from './MyBookingsPage';

const bookingsUrl = 'GET /api/bookings';

function booking(overrides: Partial<BookingItem> = {}): BookingItem {
  return {
    id: 'b-1',
    partnerId: 'p-1',
    eventType: 'Wedding Reception',
    partnerName: 'Asha Events',
    dateFrom: '2025-03-05',
    status: 'confirmed',
    kind: 'Event',
    thumbnailUrl: '/thumbnails/wedding.svg',
    ...overrides,
  };
}

const onePage = (items: BookingItem[], nextCursor: string | null = null): BookingPage => ({
  items,
  nextCursor,
});

function renderBookings(
  bookings: StubAnswer,
  partner = approvedPartnerFixture(),
  locale: 'en' | 'hi' = 'en',
) {
  const api = stubApi({
    'GET /api/partners/p-1': partner,
    [bookingsUrl]: bookings,
    [authUrls.clientConfig]: {
      inactivityLogout: false,
      partnerApp: { android: 'https://play.example/shata', ios: 'https://apps.example/shata' },
    },
  });
  const view = renderRoutes(
    [
      { path: '/my-bookings/:partnerId', element: <MyBookingsPage /> },
      { path: '/status/:partnerId', element: <p>Status screen</p> },
    ],
    { path: '/my-bookings/p-1', locale },
  );
  return { api, ...view };
}

/** The cards, each a button in a list item. */
const cards = () => within(screen.getByRole('list')).getAllByRole('button');

describe('MyBookingsPage', () => {
  it("shows 'Loading bookings...' and then a card per booking with everything the spec lists", async () => {
    let answer: (response: Response) => void = () => {};
    const { api } = renderBookings(() => new Promise<Response>((resolve) => (answer = resolve)));

    expect(screen.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
    await waitFor(() => expect(api.calls(bookingsUrl)).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading bookings...');
    answer(jsonResponse(onePage([booking()])));

    const [card] = await screen.findAllByRole('button', { name: /Wedding Reception/ });
    expect(card).toHaveTextContent('Wedding Reception');
    expect(card).toHaveTextContent('Asha Events');
    expect(within(card as HTMLElement).getByText('Event')).toHaveClass('booking-kind');
    expect(within(card as HTMLElement).getByText('5 Mar 2025')).toHaveAttribute(
      'datetime',
      '2025-03-05',
    );
    expect(card?.querySelector('img')).toHaveAttribute('src', '/thumbnails/wedding.svg');
    expect(screen.queryByText('Loading bookings...')).not.toBeInTheDocument();
  });

  it('badges each kind and colours each status as spec section 4 says, ignoring case', async () => {
    renderBookings(
      onePage([
        booking({ id: 'b-1', kind: 'Catering', status: 'PENDING' }),
        booking({ id: 'b-2', kind: 'Photography', status: 'confirmed' }),
        booking({ id: 'b-3', kind: 'Event', status: 'Completed' }),
        booking({ id: 'b-4', kind: 'Event', status: 'cancelled' }),
      ]),
    );
    await screen.findAllByRole('button', { name: /Wedding Reception/ });
    const shown = cards().map((card) => {
      const kind = card.querySelector('.booking-kind')?.textContent;
      const pill = card.querySelector('.booking-status');
      return [kind, pill?.textContent, pill?.className];
    });
    expect(shown).toEqual([
      ['Catering', 'PENDING', 'booking-status booking-status--red'],
      ['Photography', 'confirmed', 'booking-status booking-status--green'],
      ['Event', 'Completed', 'booking-status booking-status--blue'],
      ['Event', 'cancelled', 'booking-status booking-status--grey'],
    ]);
  });

  it('shows the event type on a placeholder when the thumbnail is missing or fails to load', async () => {
    renderBookings(
      onePage([
        booking({ id: 'b-1', eventType: 'Sangeet', thumbnailUrl: null }),
        booking({ id: 'b-2', eventType: 'Haldi', thumbnailUrl: '/thumbnails/broken.svg' }),
      ]),
    );
    await screen.findAllByRole('button', { name: /Sangeet/ });
    const [missing, broken] = cards();
    expect(missing?.querySelector('img')).toBeNull();
    expect(missing?.querySelector('.booking-card__thumbnail--placeholder')).toHaveTextContent(
      'Sangeet',
    );

    const image = broken?.querySelector('img');
    if (!image) throw new Error('no thumbnail');
    fireEvent.error(image);
    expect(broken?.querySelector('img')).toBeNull();
    expect(broken?.querySelector('.booking-card__thumbnail--placeholder')).toHaveTextContent(
      'Haldi',
    );
  });

  it("opens 'View Full Details' with the partner app's store links, closed by its button or Escape", async () => {
    const user = userEvent.setup();
    renderBookings(onePage([booking()]));
    const [card] = await screen.findAllByRole('button', { name: /Wedding Reception/ });
    await user.click(card as HTMLElement);

    const dialog = screen.getByRole('dialog', { name: 'View Full Details' });
    expect(dialog).toHaveTextContent(/Download it/);
    expect(
      await within(dialog).findByRole('link', { name: 'Get it on Google Play' }),
    ).toHaveAttribute('href', 'https://play.example/shata');
    expect(within(dialog).getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.example/shata',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(card as HTMLElement);
    const reopened = screen.getByRole('dialog', { name: 'View Full Details' });
    // Escape: the browser closes a modal <dialog> itself, firing 'close'.
    (reopened as HTMLDialogElement).close();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(card as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'View Full Details' })).toBeVisible();
  });

  it("says 'No bookings found.' when there are none", async () => {
    renderBookings(onePage([]));
    expect(await screen.findByText('No bookings found.')).toBeVisible();
  });

  it("says 'Failed to load bookings. Please try again later.' when they cannot be loaded", async () => {
    renderBookings(jsonResponse({ statusCode: 500, message: 'Boom' }, 500));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load bookings. Please try again later.',
    );
  });

  it('tries again when asked, and shows the bookings it then gets', async () => {
    const user = userEvent.setup();
    const { api } = renderBookings(jsonResponse({ statusCode: 500, message: 'Boom' }, 500));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load bookings. Please try again later.',
    );

    api.handlers[bookingsUrl] = onePage([booking({ id: 'b-2', eventType: 'Birthday' })]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Birthday')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads the next page when asked, after the cursor of the last one', async () => {
    const user = userEvent.setup();
    const { api } = renderBookings(({ url }: { url: URL }) =>
      url.searchParams.get('cursor') === 'page-2'
        ? onePage([booking({ id: 'b-2', eventType: 'Birthday' })])
        : onePage([booking({ id: 'b-1' })], 'page-2'),
    );
    await screen.findAllByRole('button', { name: /Wedding Reception/ });
    await user.click(screen.getByRole('button', { name: 'Load more bookings' }));

    expect(await screen.findByRole('button', { name: /Birthday/ })).toBeVisible();
    expect(cards()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more bookings' })).not.toBeInTheDocument();
    expect(api.calls(bookingsUrl).map((call) => call.url.searchParams.get('cursor'))).toEqual([
      null,
      'page-2',
    ]);
    expect(api.calls(bookingsUrl)[0]?.url.searchParams.get('partnerId')).toBe('p-1');
  });

  it('sends a partner who is not fully approved to their status screen', async () => {
    const { api } = renderBookings(onePage([booking()]), partnerFixture({ status: 'approved' }));
    expect(await screen.findByText('Status screen')).toBeVisible();
    expect(api.calls(bookingsUrl)).toHaveLength(0);
  });
});

describe('My Bookings in Hindi', () => {
  beforeAll(() => loadInHindi(accountMessages, bookingsCatalogue));

  it('names the screen in Hindi, and each card its kind, day and status in Hindi', async () => {
    renderBookings(
      onePage([booking(), booking({ id: 'b-2', kind: 'Catering', status: 'On hold' })]),
      approvedPartnerFixture(),
      'hi',
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'मेरी बुकिंग' })).toBeVisible();
    const [first, second] = await screen.findAllByRole('button', { name: /Wedding Reception/ });
    const card = within(first as HTMLElement);
    expect(card.getByText('इवेंट')).toHaveClass('booking-kind');
    expect(card.getByText('5 मार्च 2025')).toHaveAttribute('datetime', '2025-03-05');
    expect(card.getByText('पक्की')).toHaveClass('booking-status');
    expect(within(second as HTMLElement).getByText('कैटरिंग')).toBeVisible();
    // A status operators do not give is shown as stored.
    expect(within(second as HTMLElement).getByText('On hold')).toBeVisible();
  });

  it("opens 'View Full Details' in Hindi", async () => {
    const user = userEvent.setup();
    renderBookings(onePage([booking()]), approvedPartnerFixture(), 'hi');
    const [card] = await screen.findAllByRole('button', { name: /Wedding Reception/ });
    await user.click(card as HTMLElement);

    const dialog = screen.getByRole('dialog', { name: 'पूरी जानकारी देखें' });
    expect(dialog).toHaveTextContent('इस बुकिंग की पूरी जानकारी Shata Partner ऐप में है।');
    await user.click(within(dialog).getByRole('button', { name: 'बंद करें' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says in Hindi when there are none', async () => {
    renderBookings(onePage([]), approvedPartnerFixture(), 'hi');
    expect(await screen.findByText('कोई बुकिंग नहीं मिली।')).toBeVisible();
  });

  it('says in Hindi when the bookings cannot be loaded', async () => {
    renderBookings(
      jsonResponse({ statusCode: 500, message: 'Boom' }, 500),
      approvedPartnerFixture(),
      'hi',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'बुकिंग लोड नहीं हो सकीं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
    );
  });
});
