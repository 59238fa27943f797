import type { PartnerQueuePage, PartnerReview, QueuedPartner } from '@shata/domain';
import { approvalOrderMessages, messages } from '@shata/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, partnerFixture, stubApi } from '../../testing/api-stub';
import { renderRoutes } from '../../testing/render';
import { OperatorPartnerPage as PartnerReviewPage } from './OperatorPartnerPage';
import { OperatorQueuePage } from './OperatorQueuePage';

const routes = [
  { path: '/admin', element: <OperatorQueuePage /> },
  { path: '/admin/partners/:partnerId', element: <PartnerReviewPage /> },
];

const queueUrl = 'GET /api/admin/partners';

function summary(index: number, overrides: Partial<QueuedPartner> = {}): QueuedPartner {
  return {
    _id: `p-${index}`,
    name: `Partner ${index}`,
    companyName: `Company ${index}`,
    personalEmail: `partner${index}@example.com`,
    stage: 'waitingForKyc',
    submittedAt: '2025-05-06T10:00:00.000Z',
    ...overrides,
  };
}

function queuePage(items: QueuedPartner[], total = items.length, page = 1): PartnerQueuePage {
  return { items, total, page, pageSize: 20 };
}

describe('the queue', () => {
  it('lists partners with their stage, and links each to their review', async () => {
    stubApi({
      [queueUrl]: queuePage([summary(1), summary(2, { name: null, stage: 'documentsMissing' })]),
    });
    renderRoutes(routes, { path: '/admin' });

    const table = await screen.findByRole('table', { name: 'Partners, oldest submission first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    // The stage comes next to the name, where a phone shows it without scrolling.
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Waiting for KYC', 'Company 1', 'partner1@example.com', expect.any(String)]);
    expect(rows[1]).toHaveTextContent('Partner 1Waiting for KYC');
    // Without a name yet, a partner is named by their e-mail.
    expect(within(rows[2] as HTMLElement).getByRole('link')).toHaveTextContent(
      'partner2@example.com',
    );
    expect(within(rows[1] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/partners/p-1',
    );
    expect(screen.getByText('2 partners')).toBeVisible();
  });

  it('asks the server for the chosen stage and the searched words, from page 1', async () => {
    const user = userEvent.setup();
    const api = stubApi({ [queueUrl]: queuePage([summary(1)], 45, 1) });
    renderRoutes(routes, { path: '/admin?page=2' });
    await screen.findByRole('table');
    expect(api.calls(queueUrl)[0]?.url.searchParams.get('page')).toBe('2');

    await user.selectOptions(screen.getByLabelText('Stage'), 'Company verification');
    await waitFor(() =>
      expect(api.calls(queueUrl).at(-1)?.url.searchParams.get('stage')).toBe('companyVerification'),
    );
    await user.type(screen.getByLabelText('Search'), 'Asha Events{Enter}');

    await waitFor(() => {
      const search = api.calls(queueUrl).at(-1)?.url.searchParams;
      expect(search?.get('q')).toBe('Asha Events');
      expect(search?.get('stage')).toBe('companyVerification');
      expect(search?.get('page')).toBe('1');
    });
  });

  it('pages through the queue', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [queueUrl]: ({ url }: { url: URL }) =>
        queuePage(
          [summary(Number(url.searchParams.get('page')))],
          45,
          Number(url.searchParams.get('page')),
        ),
    });
    renderRoutes(routes, { path: '/admin' });
    await screen.findByText('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Partner 2' })).toBeVisible();
    expect(api.calls(queueUrl).at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it('says when no partner matches, and offers a retry when the queue fails', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [queueUrl]: jsonResponse({ statusCode: 500, message: 'Something went wrong.' }, 500),
    });
    renderRoutes(routes, { path: '/admin?stage=rejected' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The queue could not be loaded.');

    api.handlers[queueUrl] = queuePage([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('No partners match these filters.')).toBeVisible();
  });
});

// Buttons name what they act on in a visually hidden span, which jsdom joins without a space.
describe("a partner's review", () => {
  const detailUrl = 'GET /api/admin/partners/p-1';
  const reviewUrl = (field: string) => `PUT /api/admin/partners/p-1/review/${field}`;

  function detail(overrides: Partial<PartnerReview['partner']> = {}): PartnerReview {
    return {
      partner: partnerFixture({
        _id: 'p-1',
        name: 'Asha Rao',
        companyName: 'Asha Events',
        aadharNo: 'XXXX XXXX 2346',
        videoUrl: 'https://kyc.example.com/v/1.mp4',
        ...overrides,
      }),
      stage: 'waitingForKyc',
      submittedAt: '2025-05-06T10:00:00.000Z',
      documents: [
        {
          type: 'aadharCard',
          url: '/api/partners/p-1/documents/aadharCard',
          contentType: 'image/jpeg',
          sizeBytes: 2048,
          uploadedAt: '2025-05-06T10:00:00.000Z',
        },
      ],
      audit: [
        {
          id: 'a-1',
          at: '2025-05-06T10:00:00.000Z',
          actorEmail: 'asha@example.com',
          actorRole: 'partner',
          subject: 'aadharCard',
          from: null,
          to: 'uploaded',
          reason: null,
        },
        {
          id: 'a-2',
          at: '2025-05-07T09:30:00.000Z',
          actorEmail: 'operator@example.com',
          actorRole: 'operator',
          subject: 'kycStatus',
          from: 'pending',
          to: 'rejected',
          reason: 'The face in the video does not match the Aadhaar photo.',
        },
      ],
    };
  }

  it('shows the typed fields beside the documents, the progress ring and the audit trail', async () => {
    stubApi({ [detailUrl]: detail() });
    renderRoutes(routes, { path: '/admin/partners/p-1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeVisible();
    expect(screen.getByText('XXXX XXXX 2346')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Aadhaar document' })).toHaveAttribute(
      'src',
      '/api/partners/p-1/documents/aadharCard',
    );
    expect(screen.getByRole('progressbar', { name: 'Registration 40% complete' })).toBeVisible();
    const audit = screen.getByRole('table', { name: /Changes to this partner/ });
    const [, upload, rejection] = within(audit).getAllByRole('row');
    expect(upload).toHaveTextContent('asha@example.com (partner)');
    expect(upload).toHaveTextContent('Aadhaar');
    expect(upload).toHaveTextContent('— → uploaded');
    const cells = within(rejection as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      expect.stringMatching(/2025/),
      'operator@example.com (operator)',
      messages.review.fieldLabels.kycStatus,
      'pending → rejected',
      'The face in the video does not match the Aadhaar photo.',
    ]);
  });

  it('zooms an image in and back', async () => {
    const user = userEvent.setup();
    stubApi({ [detailUrl]: detail() });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const zoom = await screen.findByRole('group', { name: 'Zoom the Aadhaar image' });

    await user.click(within(zoom).getByRole('button', { name: 'Zoom in' }));
    expect(within(zoom).getByText('125%')).toBeVisible();
    await user.click(within(zoom).getByRole('button', { name: 'Reset zoom' }));
    expect(within(zoom).getByText('100%')).toBeVisible();
  });

  const readyForFinal = { kycStatus: 'AKYC', cvStatus: 'ACV', ipvStatus: 'approved' };

  it('offers only the next decision, and says what each later one waits for', async () => {
    stubApi({ [detailUrl]: detail() });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const video = await screen.findByRole('region', { name: 'Video KYC' });
    expect(within(video).getByRole('button', { name: /^Approve\s*Video KYC$/ })).toBeEnabled();

    const order = approvalOrderMessages;
    for (const [name, waiting] of [
      ['Company verification', order.cvStatus],
      ['In-person verification', order.ipvStatus],
      ['Final approval', order.status],
    ] as const) {
      const card = screen.getByRole('region', { name });
      expect(within(card).getByText(waiting)).toBeVisible();
      expect(within(card).queryByRole('button')).toBeNull();
    }
  });

  it('waits for the recording before Video KYC can be approved', async () => {
    stubApi({ [detailUrl]: detail({ videoUrl: null }) });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const video = await screen.findByRole('region', { name: 'Video KYC' });
    expect(within(video).getByText(approvalOrderMessages.kycStatus)).toBeVisible();
    expect(within(video).queryByRole('button')).toBeNull();
  });

  it('asks before the final approval: Not yet changes nothing, confirming sends it', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [detailUrl]: detail(readyForFinal),
      [reviewUrl('status')]: detail({ ...readyForFinal, status: 'approved' }),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const card = await screen.findByRole('region', { name: 'Final approval' });
    const approve = within(card).getByRole('button', { name: /^Approve\s*Final approval$/ });

    await user.click(approve);
    const dialog = screen.getByRole('dialog', { name: 'Give final approval?' });
    expect(dialog).toHaveAccessibleDescription(
      'Asha Rao will be fully approved: My Account and My Bookings open to them, and they are told by e-mail.',
    );
    expect(within(dialog).getByRole('button', { name: 'Not yet' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls(reviewUrl('status'))).toHaveLength(0);
    expect(approve).toHaveFocus();

    await user.click(approve);
    await user.click(screen.getByRole('button', { name: 'Give final approval' }));
    expect(await within(card).findByText('Approved (approved)')).toBeVisible();
    expect(api.calls(reviewUrl('status'))[0]?.body).toEqual({ decision: 'approve' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card).getByRole('heading', { name: 'Final approval' })).toHaveFocus();
  });

  it('approves a verification and shows the answer', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [detailUrl]: detail(),
      [reviewUrl('kycStatus')]: detail({ kycStatus: 'AKYC' }),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });

    await user.click(await screen.findByRole('button', { name: /^Approve\s*Video KYC$/ }));

    const card = screen.getByRole('region', { name: 'Video KYC' });
    expect(await within(card).findByText('Approved (AKYC)')).toBeVisible();
    expect(api.calls(reviewUrl('kycStatus'))[0]?.body).toEqual({ decision: 'approve' });
    expect(within(card).getByRole('button', { name: /^Approve\s*Video KYC$/ })).toBeDisabled();
  });

  it('asks for a reason before turning a verification down, and sends it', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [detailUrl]: detail({ kycStatus: 'AKYC' }),
      [reviewUrl('cvStatus')]: detail({ kycStatus: 'AKYC', cvStatus: 'rejected' }),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const card = await screen.findByRole('region', { name: 'Company verification' });

    await user.click(within(card).getByRole('button', { name: /^Reject\s*Company verification$/ }));
    await user.click(within(card).getByRole('button', { name: /^Reject\s*Company verification$/ }));

    expect(within(card).getByText('Give a reason for turning this down.')).toBeVisible();
    expect(api.calls(reviewUrl('cvStatus'))).toHaveLength(0);

    await user.type(
      within(card).getByLabelText('Reason for rejecting Company verification'),
      'The CIN belongs to another company.',
    );
    await user.click(within(card).getByRole('button', { name: /^Reject\s*Company verification$/ }));

    expect(await within(card).findByText('Rejected')).toBeVisible();
    expect(api.calls(reviewUrl('cvStatus'))[0]?.body).toEqual({
      decision: 'reject',
      reason: 'The CIN belongs to another company.',
    });
  });

  it("keeps the form and shows the server's refusal", async () => {
    const user = userEvent.setup();
    stubApi({
      [detailUrl]: detail(readyForFinal),
      [reviewUrl('status')]: jsonResponse(
        { statusCode: 400, message: 'Give a reason for turning this down.' },
        400,
      ),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const card = await screen.findByRole('region', { name: 'Final approval' });

    await user.click(within(card).getByRole('button', { name: /^Reject\s*Final approval$/ }));
    await user.type(within(card).getByLabelText('Reason for rejecting Final approval'), 'No.');
    await user.click(within(card).getByRole('button', { name: /^Reject\s*Final approval$/ }));

    expect(await within(card).findByText('Give a reason for turning this down.')).toBeVisible();
    expect(within(card).getByLabelText('Reason for rejecting Final approval')).toHaveValue('No.');
  });
});
