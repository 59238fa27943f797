import type { AuditEntry, BookingItem, BookingPage, PartnerReview } from '@shata/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, partnerFixture, type StubRequest, stubApi } from '../../testing/api-stub';
import { renderRoutes } from '../../testing/render';
import { OperatorPartnerPage } from './OperatorPartnerPage';

const routes = [{ path: '/admin/partners/:partnerId', element: <OperatorPartnerPage /> }];

const urls = {
  detail: 'GET /api/admin/partners/p-1',
  bookings: 'GET /api/bookings',
  create: 'POST /api/admin/partners/p-1/bookings',
  update: 'PUT /api/admin/bookings/b-1',
  cancel: 'POST /api/admin/bookings/b-1/cancel',
  catering: 'GET /api/admin/records/catering',
  events: 'GET /api/admin/records/events',
  addCatering: 'POST /api/admin/records/catering',
};

const thali = {
  id: '3f1c2a7e-8d4b-4c6a-9e2f-1a2b3c4d5e6f',
  name: 'South Indian thali for 200',
  thumbnailUrl: '/thumbnails/catering.svg',
};
const wedding = {
  id: '7a9b8c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  name: 'Rao–Menon wedding',
  thumbnailUrl: '/thumbnails/wedding.svg',
};

function booking(overrides: Partial<BookingItem> = {}): BookingItem {
  return {
    id: 'b-1',
    partnerId: 'p-1',
    eventType: 'Wedding Reception',
    partnerName: 'Asha Events',
    dateFrom: '2025-10-04',
    status: 'pending',
    eventId: wedding.id,
    cateringEvent: null,
    photographyEvent: null,
    kind: 'Event',
    thumbnailUrl: wedding.thumbnailUrl,
    ...overrides,
  };
}

const page = (items: BookingItem[], nextCursor: string | null = null): BookingPage => ({
  items,
  nextCursor,
});

function auditLine(id: string, to: string): AuditEntry {
  return {
    id,
    at: '2025-05-06T10:00:00.000Z',
    actorEmail: 'operator@example.com',
    actorRole: 'operator',
    subject: 'booking',
    from: null,
    to,
    reason: null,
  };
}

function detail(audit: AuditEntry[] = []): PartnerReview {
  return {
    partner: partnerFixture({ _id: 'p-1', name: 'Asha Rao', companyName: 'Asha Events' }),
    stage: 'approved',
    submittedAt: '2025-05-06T10:00:00.000Z',
    timeInStage: {
      since: '2025-05-06T10:00:00.000Z',
      workingDays: 0,
      awaitedStep: null,
      expectedDays: null,
      overdue: false,
    },
    assignee: null,
    documents: [],
    audit,
    auditNextCursor: null,
    aadhaarQr: null,
    checks: [],
    relatedPartners: {},
  };
}

async function openPanel() {
  const panel = await screen.findByRole('region', { name: 'Bookings' });
  await within(panel).findByRole('list', { name: "The partner's bookings, latest date first" });
  return panel;
}

const items = (panel: HTMLElement) =>
  within(within(panel).getByRole('list')).getAllByRole('listitem');

describe("a partner's bookings in the console", () => {
  it('lists the bookings of that partner with kind, date and status, and loads the next page', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [urls.detail]: detail(),
      [urls.bookings]: ({ url }: StubRequest) =>
        url.searchParams.get('cursor') === 'next'
          ? page([booking({ id: 'b-2', eventType: 'Sangeet', dateFrom: '2025-09-01' })])
          : page(
              [
                booking(),
                booking({
                  id: 'b-3',
                  eventType: 'Birthday Party',
                  status: 'completed',
                  kind: 'Catering',
                  cateringEvent: thali.id,
                }),
              ],
              'next',
            ),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const panel = await openPanel();

    expect(api.calls(urls.bookings)[0]?.url.searchParams.get('partnerId')).toBe('p-1');
    const [first, second] = items(panel);
    expect(within(first as HTMLElement).getByRole('heading')).toHaveTextContent(
      'Wedding Reception',
    );
    expect(first).toHaveTextContent('KindEventDate4 Oct 2025StatusPending');
    expect(second).toHaveTextContent('KindCateringDate4 Oct 2025StatusCompleted');

    await user.click(within(panel).getByRole('button', { name: 'Load more bookings' }));

    expect(await within(panel).findByRole('heading', { name: 'Sangeet' })).toBeVisible();
    expect(items(panel)).toHaveLength(3);
    expect(api.calls(urls.bookings).at(-1)?.url.searchParams.get('cursor')).toBe('next');
    expect(within(panel).queryByRole('button', { name: 'Load more bookings' })).toBeNull();
  });

  it('adds a booking linked to a chosen record, then shows it and the new audit line', async () => {
    const user = userEvent.setup();
    const created = booking({
      id: 'b-9',
      eventType: 'Corporate Lunch',
      dateFrom: '2026-01-15',
      status: 'confirmed',
      kind: 'Catering',
      eventId: null,
      cateringEvent: thali.id,
    });
    const api = stubApi({
      [urls.detail]: detail(),
      [urls.bookings]: page([booking()]),
      [urls.events]: [wedding],
      [urls.catering]: [thali],
      [urls.create]: jsonResponse(created, 201),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const panel = await openPanel();

    await user.click(within(panel).getByRole('button', { name: 'Add a booking' }));
    const form = within(panel).getByRole('form', { name: 'New booking' });
    expect(within(form).getByLabelText('Event type')).toHaveFocus();
    await user.type(within(form).getByLabelText('Event type'), 'Corporate Lunch');
    await user.type(within(form).getByLabelText('Start date'), '2026-01-15');
    await user.selectOptions(within(form).getByLabelText('Status'), 'Confirmed');
    await user.selectOptions(within(form).getByLabelText('Kind'), 'Catering');
    const record = within(form).getByLabelText('Catering record');
    await within(record).findByRole('option', { name: thali.name });
    await user.selectOptions(record, thali.name);

    api.handlers[urls.bookings] = page([created, booking()]);
    api.handlers[urls.detail] = detail([
      auditLine('a-1', 'Corporate Lunch, 2026-01-15, confirmed'),
    ]);
    await user.click(within(form).getByRole('button', { name: 'Add booking' }));

    expect(
      await within(panel).findByText('Booking added: Corporate Lunch on 15 Jan 2026.'),
    ).toBeVisible();
    expect(api.calls(urls.create)[0]?.body).toEqual({
      eventType: 'Corporate Lunch',
      dateFrom: '2026-01-15',
      status: 'confirmed',
      eventId: null,
      cateringEvent: thali.id,
      photographyEvent: null,
    });
    await waitFor(() => expect(items(panel)).toHaveLength(2));
    expect(within(panel).getByRole('heading', { name: 'Corporate Lunch' })).toBeVisible();
    const audit = screen.getByRole('table', { name: /Changes to this partner/ });
    expect(
      await within(audit).findByText('— → Corporate Lunch, 2026-01-15, confirmed'),
    ).toBeVisible();
    // The form is gone and the button that opened it has focus again.
    expect(within(panel).getByRole('button', { name: 'Add a booking' })).toHaveFocus();
  });

  it('adds a new record first when asked, and links the booking to it', async () => {
    const user = userEvent.setup();
    const added = {
      id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
      name: 'Tiffin for 40',
      thumbnailUrl: null,
    };
    const api = stubApi({
      [urls.detail]: detail(),
      [urls.bookings]: page([]),
      [urls.events]: [],
      [urls.catering]: [thali],
      [urls.addCatering]: jsonResponse(added, 201),
      [urls.create]: ({ body }: StubRequest) =>
        jsonResponse(booking({ ...(body as object), id: 'b-9', kind: 'Catering' }), 201),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const panel = await screen.findByRole('region', { name: 'Bookings' });
    expect(await within(panel).findByText('No bookings yet.')).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Add a booking' }));
    await user.type(within(panel).getByLabelText('Event type'), 'Office Lunch');
    await user.type(within(panel).getByLabelText('Start date'), '2026-02-01');
    await user.selectOptions(within(panel).getByLabelText('Kind'), 'Catering');
    await user.selectOptions(within(panel).getByLabelText('Catering record'), 'Add a new record…');
    const fieldset = within(panel).getByRole('group', { name: 'New catering record' });
    await user.type(within(fieldset).getByLabelText('Name of the new record'), 'Tiffin for 40');
    await user.click(within(panel).getByRole('button', { name: 'Add booking' }));

    expect(await within(panel).findByText(/^Booking added: Office Lunch/)).toBeVisible();
    expect(api.calls(urls.addCatering)[0]?.body).toEqual({
      name: 'Tiffin for 40',
      thumbnailUrl: null,
    });
    expect(api.calls(urls.create)[0]?.body).toMatchObject({
      eventType: 'Office Lunch',
      status: 'pending',
      cateringEvent: added.id,
    });
  });

  it("checks the form before sending, and shows the server's refusal, keeping what was typed", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [urls.detail]: detail(),
      [urls.bookings]: page([booking()]),
      [urls.events]: [wedding],
      [urls.create]: jsonResponse(
        { statusCode: 400, message: 'There is no record with the eventId given.' },
        400,
      ),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const panel = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Add a booking' }));
    const form = within(panel).getByRole('form', { name: 'New booking' });

    await user.click(within(form).getByRole('button', { name: 'Add booking' }));
    expect(within(form).getByLabelText('Event type')).toHaveAccessibleDescription(
      'Event type is required',
    );
    expect(within(form).getByLabelText('Start date')).toHaveAccessibleDescription(
      'Choose the start date',
    );
    expect(api.calls(urls.create)).toHaveLength(0);
    expect(within(form).getByLabelText('Event type')).toHaveFocus();

    await user.type(within(form).getByLabelText('Event type'), 'Sangeet');
    await user.type(within(form).getByLabelText('Start date'), '2026-03-10');
    await user.click(within(form).getByRole('button', { name: 'Add booking' }));

    const alert = await within(form).findByText('There is no record with the eventId given.');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(within(form).getByLabelText('Event type')).toHaveValue('Sangeet');
    expect(within(form).getByLabelText('Event type')).not.toHaveAttribute('aria-invalid');
  });

  it('edits a booking in the same form, filled in with it', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [urls.detail]: detail(),
      [urls.bookings]: page([booking()]),
      [urls.events]: [wedding],
      [urls.update]: ({ body }: StubRequest) => booking(body as Partial<BookingItem>),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const panel = await openPanel();

    await user.click(
      within(panel).getByRole('button', { name: /^Edit\s*Wedding Reception on 4 Oct 2025$/ }),
    );
    const form = within(panel).getByRole('form', {
      name: 'Edit Wedding Reception on 4 Oct 2025',
    });
    expect(within(form).getByLabelText('Event type')).toHaveValue('Wedding Reception');
    expect(within(form).getByLabelText('Start date')).toHaveValue('2025-10-04');
    expect(within(form).getByLabelText('Status')).toHaveValue('pending');
    expect(within(form).getByLabelText('Kind')).toHaveValue('Event');
    await waitFor(() =>
      expect(within(form).getByLabelText('Event record')).toHaveValue(wedding.id),
    );
    expect(within(form).getByLabelText('Event record')).toHaveDisplayValue(wedding.name);

    await user.clear(within(form).getByLabelText('Event type'));
    await user.type(within(form).getByLabelText('Event type'), 'Wedding Lunch');
    await user.selectOptions(within(form).getByLabelText('Status'), 'Confirmed');
    api.handlers[urls.bookings] = page([
      booking({ eventType: 'Wedding Lunch', status: 'confirmed' }),
    ]);
    await user.click(within(form).getByRole('button', { name: 'Save booking' }));

    expect(
      await within(panel).findByText('Booking saved: Wedding Lunch on 4 Oct 2025.'),
    ).toBeVisible();
    expect(api.calls(urls.update)[0]?.body).toEqual({
      eventType: 'Wedding Lunch',
      dateFrom: '2025-10-04',
      status: 'confirmed',
      eventId: wedding.id,
      cateringEvent: null,
      photographyEvent: null,
    });
    expect(await within(panel).findByRole('heading', { name: 'Wedding Lunch' })).toBeVisible();
    expect(items(panel)[0]).toHaveTextContent('StatusConfirmed');
  });

  it('cancels a booking only once the operator confirms', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [urls.detail]: detail(),
      [urls.bookings]: page([booking()]),
      [urls.cancel]: booking({ status: 'cancelled' }),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const panel = await openPanel();
    const cancelName = /^Cancel booking\s*Wedding Reception on 4 Oct 2025$/;

    await user.click(within(panel).getByRole('button', { name: cancelName }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveAccessibleDescription(
      "Wedding Reception on 4 Oct 2025 stays on the partner's bookings, marked cancelled. No e-mail is sent.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls(urls.cancel)).toHaveLength(0);
    expect(within(panel).getByRole('button', { name: cancelName })).toHaveFocus();

    await user.click(within(panel).getByRole('button', { name: cancelName }));
    dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    api.handlers[urls.bookings] = page([booking({ status: 'cancelled' })]);
    api.handlers[urls.detail] = detail([
      auditLine('a-2', 'Wedding Reception, 2025-10-04, cancelled'),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(
      await within(panel).findByText('Booking cancelled: Wedding Reception on 4 Oct 2025.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls(urls.cancel)).toHaveLength(1);
    await waitFor(() => expect(items(panel)[0]).toHaveTextContent('StatusCancelled'));
    // A cancelled booking cannot be cancelled again; focus stays on the booking.
    expect(within(panel).queryByRole('button', { name: cancelName })).toBeNull();
    expect(within(panel).getByRole('button', { name: /^Edit\s*Wedding Reception/ })).toHaveFocus();
    const audit = screen.getByRole('table', { name: /Changes to this partner/ });
    expect(
      await within(audit).findByText(/Wedding Reception, 2025-10-04, cancelled/),
    ).toBeVisible();
  });
});
