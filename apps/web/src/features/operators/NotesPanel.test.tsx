import type { PartnerNote, PartnerNotesPage, PartnerReview } from '@shata/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, partnerFixture, type StubRequest, stubApi } from '../../testing/api-stub';
import { renderRoutes } from '../../testing/render';
import { OperatorPartnerPage } from './OperatorPartnerPage';

const routes = [{ path: '/admin/partners/:partnerId', element: <OperatorPartnerPage /> }];

const urls = {
  detail: 'GET /api/admin/partners/p-1',
  notes: 'GET /api/admin/partners/p-1/notes',
  add: 'POST /api/admin/partners/p-1/notes',
};

const detail: PartnerReview = {
  partner: partnerFixture({ _id: 'p-1', name: 'Asha Rao', companyName: 'Asha Events' }),
  stage: 'companyVerification',
  submittedAt: '2025-05-06T10:00:00.000Z',
  documents: [],
  audit: [],
  auditNextCursor: null,
  aadhaarQr: null,
  checks: [],
  relatedPartners: {},
};

function note(overrides: Partial<PartnerNote> = {}): PartnerNote {
  return {
    id: 'n-1',
    text: 'Called the partner:\nnew GST certificate coming.',
    stage: null,
    documentType: 'gstCertificate',
    authorEmail: 'ravi@shata.example',
    createdAt: '2025-05-07T09:30:00.000Z',
    ...overrides,
  };
}

const page = (items: PartnerNote[], nextCursor: string | null = null): PartnerNotesPage => ({
  items,
  nextCursor,
});

async function openPanel() {
  return screen.findByRole('region', { name: 'Internal notes' });
}

describe("operators' notes on a partner's page", () => {
  it('lists the notes newest first with author, time and subject, and loads older ones', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [urls.detail]: detail,
      [urls.notes]: ({ url }: StubRequest) =>
        url.searchParams.get('before') === 'older'
          ? page([note({ id: 'n-0', text: 'First contact', documentType: null })])
          : page(
              [
                note({ id: 'n-2', text: 'Visit booked', stage: 'inPerson', documentType: null }),
                note(),
              ],
              'older',
            ),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const panel = await openPanel();
    expect(within(panel).getByText(/the partner never sees these/)).toBeVisible();

    const list = await within(panel).findByRole('list', { name: 'Notes, newest first' });
    const [newest, older] = within(list).getAllByRole('listitem');
    expect(newest).toHaveTextContent('by ravi@shata.example');
    expect(newest).toHaveTextContent('In-person verification');
    expect(newest).toHaveTextContent('Visit booked');
    expect(
      within(older as HTMLElement).getByText('GST certificate', { selector: '.operator-badge' }),
    ).toBeVisible();
    expect(within(older as HTMLElement).getByText(/new GST certificate coming/)).toHaveTextContent(
      'Called the partner: new GST certificate coming.',
    );
    expect(within(older as HTMLElement).getByRole('time')).toHaveAttribute(
      'datetime',
      '2025-05-07T09:30:00.000Z',
    );

    await user.click(within(panel).getByRole('button', { name: 'Show older notes' }));
    expect(await within(list).findByText('First contact')).toBeVisible();
    expect(api.calls(urls.notes).at(-1)?.url.searchParams.get('before')).toBe('older');
    expect(within(panel).queryByRole('button', { name: 'Show older notes' })).toBeNull();
    // Notes are kept as written: nothing offers to edit or delete one.
    expect(within(list).queryByRole('button')).toBeNull();
  });

  it('adds a note about a stage, counting its characters, then lists it', async () => {
    const user = userEvent.setup();
    const added = note({ id: 'n-9', text: 'Video is clear.', stage: 'kyc', documentType: null });
    const api = stubApi({
      [urls.detail]: detail,
      [urls.notes]: page([]),
      [urls.add]: jsonResponse(added, 201),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const panel = await openPanel();
    expect(await within(panel).findByText('No notes yet.')).toBeVisible();

    const field = within(panel).getByLabelText('New note');
    expect(field).toHaveAccessibleDescription('0 of 2,000 characters');
    await user.type(field, 'Video is clear.');
    expect(field).toHaveAccessibleDescription('15 of 2,000 characters');
    await user.selectOptions(within(panel).getByLabelText('About'), 'A stage: KYC check');

    api.handlers[urls.notes] = page([added]);
    await user.click(within(panel).getByRole('button', { name: 'Add note' }));

    expect(await within(panel).findByText('Note added.')).toBeVisible();
    expect(api.calls(urls.add)[0]?.body).toEqual({ text: 'Video is clear.', stage: 'kyc' });
    const list = await within(panel).findByRole('list', { name: 'Notes, newest first' });
    expect(within(list).getByText('Video is clear.')).toBeVisible();
    expect(field).toHaveValue('');
    expect(within(panel).getByLabelText('About')).toHaveValue('');
  });

  it('refuses an empty note and one over 2,000 characters before asking the server', async () => {
    const user = userEvent.setup();
    const api = stubApi({ [urls.detail]: detail, [urls.notes]: page([]) });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const panel = await openPanel();
    const field = within(panel).getByLabelText('New note');

    await user.click(within(panel).getByRole('button', { name: 'Add note' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Write the note.');

    fireEvent.input(field, { target: { value: 'a'.repeat(2_003) } });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('2,003 of 2,000 characters: 3 too many'),
      ),
    );
    await user.click(within(panel).getByRole('button', { name: 'Add note' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Note must be at most 2000 characters',
    );
    expect(api.calls(urls.add)).toHaveLength(0);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const user = userEvent.setup();
    stubApi({
      [urls.detail]: detail,
      [urls.notes]: page([]),
      [urls.add]: jsonResponse(
        {
          statusCode: 403,
          code: 'role_not_allowed',
          message: 'Your operator role does not allow this.',
        },
        403,
      ),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const panel = await openPanel();
    await user.type(within(panel).getByLabelText('New note'), 'Kept');
    await user.click(within(panel).getByRole('button', { name: 'Add note' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Your operator role does not allow this.',
    );
    expect(within(panel).getByLabelText('New note')).toHaveValue('Kept');
  });
});
