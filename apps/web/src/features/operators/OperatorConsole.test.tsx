import type {
  AadhaarQrReview,
  AuditEntry,
  PartnerFinding,
  PartnerQueuePage,
  PartnerReview,
  QueuedPartner,
} from '@shata/domain';
import { approvalOrderMessages, messages, type OperatorRole } from '@shata/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  authUrls,
  jsonResponse,
  partnerFixture,
  sessionFixture,
  stubApi,
} from '../../testing/api-stub';
import { stubMatchMedia } from '../../testing/match-media';
import { renderRoutes } from '../../testing/render';
import { OperatorPartnerPage as PartnerReviewPage } from './OperatorPartnerPage';
import { OperatorQueuePage } from './OperatorQueuePage';
import { operatorText } from './operator-text';

const routes = [
  { path: '/admin', element: <OperatorQueuePage /> },
  { path: '/admin/partners/:partnerId', element: <PartnerReviewPage /> },
];

const queueUrl = 'GET /api/admin/partners';

/** The API as the console finds it, signed in as an operator of `role` (an admin unless told). */
const stubConsole = (answers: Parameters<typeof stubApi>[0] = {}, role: OperatorRole = 'admin') =>
  stubApi({ [authUrls.session]: sessionFixture({ role }), ...answers });

function summary(index: number, overrides: Partial<QueuedPartner> = {}): QueuedPartner {
  return {
    _id: `p-${index}`,
    name: `Partner ${index}`,
    companyName: `Company ${index}`,
    personalEmail: `partner${index}@example.com`,
    businessType: null,
    stage: 'waitingForKyc',
    submittedAt: '2025-05-06T10:00:00.000Z',
    problemCount: 0,
    timeInStage: {
      since: '2025-05-06T10:00:00.000Z',
      workingDays: 3,
      awaitedStep: 'kyc',
      expectedDays: 1,
      overdue: true,
    },
    assignee: null,
    ...overrides,
  };
}

function queuePage(items: QueuedPartner[], total = items.length, page = 1): PartnerQueuePage {
  return { items, total, page, pageSize: 20 };
}

describe('the queue', () => {
  it('lists partners with their business type and stage, and links each to their review', async () => {
    stubConsole({
      [queueUrl]: queuePage([
        summary(1, { businessType: 'individual' }),
        summary(2, { name: null, stage: 'documentsMissing' }),
      ]),
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
    ).toEqual([
      '',
      'Waiting for KYC check',
      '3 working days in stage Overdue: usually 1 working day',
      'Nobody',
      'None',
      'Company 1',
      'partner1@example.com',
      expect.any(String),
    ]);
    expect(rows[1]).toHaveTextContent(
      'Partner 1Individual or sole proprietorWaiting for KYC check',
    );
    // One who registered before the type was asked is read as a company, and the queue says so.
    expect(within(rows[2] as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      'Company (private or public) (not recorded, presumed)',
    );
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

  it('is a list of cards on a 360 px phone: name, stage, problems and waiting time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-09T13:00:00.000Z'));
    stubMatchMedia({ width: 360 });
    stubConsole({
      [queueUrl]: queuePage([
        summary(1, { problemCount: 2, businessType: 'individual' }),
        summary(2, {
          stage: 'companyVerification',
          submittedAt: '2025-05-09T10:00:00.000Z',
        }),
        summary(3, { stage: 'approved', submittedAt: '2025-05-09T12:30:00.000Z' }),
      ]),
    });
    renderRoutes(routes, { path: '/admin' });

    const list = await screen.findByRole('list', { name: 'Partners, oldest submission first' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    const facts = (card: HTMLElement) =>
      within(card)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Partner 1' })).toBeVisible();
    // The kind of business beside the name, as in the table.
    expect(within(first).getByText('Individual or sole proprietor')).toBeVisible();
    expect(within(first).getByRole('link', { name: 'Partner 1' })).toHaveAttribute(
      'href',
      '/admin/partners/p-1',
    );
    expect(facts(first)).toEqual([
      'Stage: Waiting for KYC check',
      'In stage: 3 working days in stage Overdue: usually 1 working day',
      'Assigned to: Nobody',
      'Problems: 2 problems',
      'Waiting: 3 days',
    ]);
    expect(within(first).getByText('3 days')).toHaveAttribute('title', 'Submitted 6 May 2025');
    expect(facts(second)).toEqual([
      'Stage: Company verification',
      'In stage: 3 working days in stage Overdue: usually 1 working day',
      'Assigned to: Nobody',
      'Problems: None',
      'Waiting: 3 hours',
    ]);
    expect(facts(third)).toEqual([
      'Stage: Fully approved',
      'In stage: 3 working days in stage Overdue: usually 1 working day',
      'Assigned to: Nobody',
      'Problems: None',
      'Waiting: Less than an hour',
    ]);
    vi.useRealTimers();
  });

  it('keeps the table on a desktop', async () => {
    stubMatchMedia({ width: 1280 });
    stubConsole({ [queueUrl]: queuePage([summary(1)]) });
    renderRoutes(routes, { path: '/admin' });
    expect(
      await screen.findByRole('table', { name: 'Partners, oldest submission first' }),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Partners, oldest submission first' })).toBeNull();
  });

  it('asks the server for the chosen stage and the searched words, from page 1', async () => {
    const user = userEvent.setup();
    const api = stubConsole({ [queueUrl]: queuePage([summary(1)], 45, 1) });
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
    const api = stubConsole({
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
    const api = stubConsole({
      [queueUrl]: jsonResponse({ statusCode: 500, message: 'Something went wrong.' }, 500),
    });
    renderRoutes(routes, { path: '/admin?stage=rejected' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The queue could not be loaded.');

    api.handlers[queueUrl] = queuePage([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('No partners match these filters.')).toBeVisible();
  });

  it('shows how many problems the checks found for each partner', async () => {
    stubConsole({
      [queueUrl]: queuePage([
        summary(1, { problemCount: 2 }),
        summary(2, { problemCount: 1 }),
        summary(3),
      ]),
    });
    renderRoutes(routes, { path: '/admin' });

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Problems' })).toBeVisible();
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]?.textContent)).toEqual([
      '2 problems',
      '1 problem',
      'None',
    ]);
  });

  it('keeps the Has problems filter in the address and asks the server with the other filters', async () => {
    const user = userEvent.setup();
    const api = stubConsole({ [queueUrl]: queuePage([summary(1, { problemCount: 1 })], 45, 2) });
    const { router } = renderRoutes(routes, { path: '/admin?stage=waitingForKyc&q=Asha&page=2' });
    await screen.findByRole('table');

    await user.selectOptions(screen.getByLabelText('Problems'), 'Has problems');

    await waitFor(() =>
      expect(api.calls(queueUrl).at(-1)?.url.searchParams.get('problems')).toBe('true'),
    );
    const search = api.calls(queueUrl).at(-1)?.url.searchParams;
    expect(search?.get('stage')).toBe('waitingForKyc');
    expect(search?.get('q')).toBe('Asha');
    expect(search?.get('page')).toBe('1');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      stage: 'waitingForKyc',
      q: 'Asha',
      problems: 'true',
    });

    await user.selectOptions(screen.getByLabelText('Problems'), 'All partners');
    await waitFor(() => expect(router.state.location.search).toBe('?stage=waitingForKyc&q=Asha'));
    expect(api.calls(queueUrl).at(-1)?.url.searchParams.has('problems')).toBe(false);
  });

  it('reads the problems filter from the address', async () => {
    const api = stubConsole({ [queueUrl]: queuePage([]) });
    renderRoutes(routes, { path: '/admin?problems=false' });

    expect(await screen.findByText('No partners match these filters.')).toBeVisible();
    expect(screen.getByLabelText('Problems')).toHaveValue('false');
    expect(api.calls(queueUrl)[0]?.url.searchParams.get('problems')).toBe('false');
  });
});

// Buttons name what they act on in a visually hidden span, which jsdom joins without a space.
describe('time in stage on the queue', () => {
  const waited = (workingDays: number, overdue: boolean, expectedDays: number | null = 2) => ({
    since: '2025-05-05T04:30:00.000Z',
    workingDays,
    awaitedStep: expectedDays === null ? null : ('companyVerification' as const),
    expectedDays,
    overdue,
  });

  it('shows each partner’s working days in stage, and says in words which are overdue', async () => {
    stubApi({
      [queueUrl]: queuePage([
        summary(1, { timeInStage: waited(4, true) }),
        summary(2, { timeInStage: waited(1, false) }),
        summary(3, { stage: 'approved', timeInStage: waited(12, false, null) }),
      ]),
    });
    renderRoutes(routes, { path: '/admin' });

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'In stage' })).toBeVisible();
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      '4 working days in stage Overdue: usually 2 working days',
      '1 working day in stage',
      '12 working days in stage',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('4 working days in stage')).toHaveAttribute(
      'dateTime',
      '2025-05-05T04:30:00.000Z',
    );
  });

  it('filters the overdue and sorts by time in stage, in the address and in the request', async () => {
    const user = userEvent.setup();
    const api = stubApi({ [queueUrl]: queuePage([summary(1)], 45, 2) });
    const { router } = renderRoutes(routes, { path: '/admin?stage=companyVerification&page=2' });
    await screen.findByRole('table', { name: 'Partners, oldest submission first' });

    await user.selectOptions(screen.getByLabelText('Time in stage'), 'Overdue');
    await waitFor(() =>
      expect(api.calls(queueUrl).at(-1)?.url.searchParams.get('overdue')).toBe('true'),
    );
    await user.selectOptions(screen.getByLabelText('Order'), 'Longest in stage first');
    await waitFor(() =>
      expect(api.calls(queueUrl).at(-1)?.url.searchParams.get('sort')).toBe('timeInStage'),
    );
    const search = api.calls(queueUrl).at(-1)?.url.searchParams;
    expect(search?.get('stage')).toBe('companyVerification');
    expect(search?.get('page')).toBe('1');
    expect(router.state.location.search).toBe(
      '?stage=companyVerification&overdue=true&sort=timeInStage',
    );
    expect(
      await screen.findByRole('table', { name: 'Partners, longest in stage first' }),
    ).toBeVisible();
  });

  it('reads the order and the overdue filter from the address, and clears filters but keeps the order', async () => {
    const user = userEvent.setup();
    const api = stubApi({ [queueUrl]: queuePage([]) });
    const { router } = renderRoutes(routes, { path: '/admin?overdue=false&sort=timeInStage' });
    expect(await screen.findByText('No partners match these filters.')).toBeVisible();
    expect(api.calls(queueUrl)[0]?.url.searchParams.get('overdue')).toBe('false');
    expect(screen.getByLabelText('Time in stage')).toHaveValue('false');
    expect(screen.getByLabelText('Order')).toHaveValue('timeInStage');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=timeInStage'));
  });
});

describe("a partner's review", () => {
  const detailUrl = 'GET /api/admin/partners/p-1';
  const reviewUrl = (field: string) => `PUT /api/admin/partners/p-1/review/${field}`;

  function detail(
    overrides: Partial<PartnerReview['partner']> = {},
    review: Partial<
      Pick<PartnerReview, 'aadhaarQr' | 'checks' | 'relatedPartners' | 'audit' | 'auditNextCursor'>
    > = {},
  ): PartnerReview {
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
      timeInStage: {
        since: '2025-05-06T10:00:00.000Z',
        workingDays: 1,
        awaitedStep: 'kyc',
        expectedDays: 1,
        overdue: false,
      },
      assignee: null,
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
      auditNextCursor: null,
      aadhaarQr: null,
      checks: [],
      relatedPartners: {},
      ...review,
    };
  }

  it('shows the typed fields beside the documents, the progress ring and the audit trail', async () => {
    stubConsole({ [detailUrl]: detail() });
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

  it('shows the working days in stage beside the stage, and says when they are overdue', async () => {
    const overdue = {
      ...detail(),
      timeInStage: {
        since: '2025-05-06T10:00:00.000Z',
        workingDays: 6,
        awaitedStep: 'inPersonVerification' as const,
        expectedDays: 5,
        overdue: true,
      },
    };
    stubApi({ [detailUrl]: overdue });
    renderRoutes(routes, { path: '/admin/partners/p-1' });

    const label = await screen.findByText('Time in stage');
    expect(label.nextElementSibling).toHaveTextContent(
      '6 working days in stage Overdue: usually 5 working days',
    );
  });

  it('names the API key that recorded a change, as the integration API', async () => {
    const byKey = {
      id: 'a-3',
      at: '2025-05-08T09:30:00.000Z',
      actorEmail: 'API key "Partner app" (shata_Ab12cd34)',
      actorRole: 'apiKey' as const,
      subject: 'videoUrl' as const,
      from: null,
      to: 'https://kyc.example.com/v/1.mp4',
      reason: null,
    };
    stubConsole({ [detailUrl]: detail({}, { audit: [byKey] }) });
    renderRoutes(routes, { path: '/admin/partners/p-1' });

    const audit = await screen.findByRole('table', { name: /Changes to this partner/ });
    const [, row] = within(audit).getAllByRole('row');
    expect(within(row as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent(
      'API key "Partner app" (shata_Ab12cd34) (integration API)',
    );
  });

  it('shows the business type beside the name, the LLPIN, and only the documents that type needs as required', async () => {
    stubConsole({ [detailUrl]: detail({ businessType: 'llp', llpinNo: 'AAB-1234' }) });
    renderRoutes(routes, { path: '/admin/partners/p-1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeVisible();
    const facts = screen.getByText('Business type').closest('div');
    expect(facts).toHaveTextContent('Business typeLimited liability partnership (LLP)');
    expect(screen.getByText('AAB-1234')).toBeVisible();
    const missing = (label: string) =>
      screen.getByRole('heading', { level: 3, name: label }).closest('.document-card');
    expect(missing('Incorporation certificate (CIN)')).toHaveTextContent('(Required)');
    expect(missing('GST certificate')).toHaveTextContent('(Not asked of this business type)');
    expect(missing('PAN')).toHaveTextContent('(Optional)');
  });

  it('shows the latest audit entries, and older ones a page at a time on request', async () => {
    const user = userEvent.setup();
    const entry = (n: number): AuditEntry => ({
      id: `a-${n}`,
      at: '2025-05-06T10:00:00.000Z',
      actorEmail: `upload${n}@example.com`,
      actorRole: 'partner',
      subject: 'aadharCard',
      from: null,
      to: 'uploaded',
      reason: null,
    });
    const entries = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => entry(from + index));
    const auditUrl = 'GET /api/admin/partners/p-1/audit';
    const api = stubConsole({
      [detailUrl]: detail({}, { audit: entries(1, 50), auditNextCursor: 'after-50' }),
      [auditUrl]: ({ url }: { url: URL }) =>
        url.searchParams.get('before') === 'after-50'
          ? { items: entries(51, 50), nextCursor: 'after-100' }
          : { items: entries(101, 3), nextCursor: null },
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const audit = await screen.findByRole('table', { name: /Changes to this partner/ });
    expect(within(audit).getAllByRole('row')).toHaveLength(51);
    expect(api.calls(auditUrl)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    // Focus goes to the first entry added, to read on from there.
    await waitFor(() =>
      expect(within(audit).getByText('upload51@example.com').closest('tr')).toHaveFocus(),
    );
    expect(within(audit).getAllByRole('row')).toHaveLength(101);
    expect(api.calls(auditUrl)[0]?.url.searchParams.get('before')).toBe('after-50');

    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    await waitFor(() =>
      expect(within(audit).getByText('upload101@example.com').closest('tr')).toHaveFocus(),
    );
    expect(within(audit).getAllByRole('row')).toHaveLength(104);
    expect(api.calls(auditUrl)[1]?.url.searchParams.get('before')).toBe('after-100');
    // The oldest entry is shown: nothing more to ask for.
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();
  });

  it('says when older audit entries could not be loaded, and tries again on request', async () => {
    const user = userEvent.setup();
    const auditUrl = 'GET /api/admin/partners/p-1/audit';
    const api = stubConsole({
      [detailUrl]: detail({}, { auditNextCursor: 'after-2' }),
      [auditUrl]: jsonResponse({ statusCode: 503, message: 'Try again in a moment.' }, 503),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const more = await screen.findByRole('button', { name: 'Show older entries' });
    const trail = screen.getByRole('region', { name: 'Audit trail' });

    await user.click(more);
    expect(await within(trail).findByRole('alert')).toHaveTextContent(
      'Older entries could not be loaded.',
    );
    expect(more).toHaveFocus();

    api.handlers[auditUrl] = {
      items: [
        {
          id: 'a-0',
          at: '2025-05-01T08:00:00.000Z',
          actorEmail: 'first@example.com',
          actorRole: 'partner',
          subject: 'gstCertificate',
          from: null,
          to: 'uploaded',
          reason: null,
        },
      ],
      nextCursor: null,
    };
    await user.click(more);
    expect(await within(trail).findByText('first@example.com')).toBeVisible();
    expect(within(trail).queryByRole('alert')).toBeNull();
  });

  it('zooms an image in and back', async () => {
    const user = userEvent.setup();
    stubConsole({ [detailUrl]: detail() });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const zoom = await screen.findByRole('group', { name: 'Zoom the Aadhaar image' });

    await user.click(within(zoom).getByRole('button', { name: 'Zoom in' }));
    expect(within(zoom).getByText('125%')).toBeVisible();
    await user.click(within(zoom).getByRole('button', { name: 'Reset zoom' }));
    expect(within(zoom).getByText('100%')).toBeVisible();
  });

  const readyForFinal = { kycStatus: 'AKYC', cvStatus: 'ACV', ipvStatus: 'approved' };

  it('offers only the next decision, and says what each later one waits for', async () => {
    stubConsole({ [detailUrl]: detail() });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const video = await screen.findByRole('region', { name: 'KYC check' });
    expect(within(video).getByRole('button', { name: /^Approve\s*KYC check$/ })).toBeEnabled();

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

  it('waits for the recording before the KYC check can be approved', async () => {
    stubConsole({ [detailUrl]: detail({ videoUrl: null }) });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const video = await screen.findByRole('region', { name: 'KYC check' });
    expect(within(video).getByText(approvalOrderMessages.kycStatus)).toBeVisible();
    expect(within(video).queryByRole('button')).toBeNull();
  });

  it('asks before the final approval: Not yet changes nothing, confirming sends it', async () => {
    const user = userEvent.setup();
    const api = stubConsole({
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
    expect(await within(card).findByText('Fully approved')).toBeVisible();
    expect(api.calls(reviewUrl('status'))[0]?.body).toEqual({ decision: 'approve', from: null });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card).getByRole('heading', { name: 'Final approval' })).toHaveFocus();
  });

  it('offers the final decision to approvers only: a reviewer is told whose it is', async () => {
    stubConsole({ [detailUrl]: detail(readyForFinal) }, 'reviewer');
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const card = await screen.findByRole('region', { name: 'Final approval' });
    expect(await within(card).findByText(operatorText.review.approversOnly)).toBeVisible();
    expect(within(card).queryByRole('button')).toBeNull();
    // Every other stage stays theirs to decide.
    const inPerson = screen.getByRole('region', { name: 'In-person verification' });
    expect(within(inPerson).queryByText(operatorText.review.approversOnly)).toBeNull();
  });

  it('shows in the dialog who else may give the final approval, when four eyes refuse it', async () => {
    const user = userEvent.setup();
    const fourEyes = messages.review.fourEyesRequired(['meera@shata.example']);
    const api = stubConsole({
      [detailUrl]: detail(readyForFinal),
      [reviewUrl('status')]: jsonResponse(
        { statusCode: 409, code: 'four_eyes_required', message: fourEyes },
        409,
      ),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const card = await screen.findByRole('region', { name: 'Final approval' });
    await user.click(within(card).getByRole('button', { name: /^Approve\s*Final approval$/ }));
    await user.click(screen.getByRole('button', { name: 'Give final approval' }));

    const dialog = screen.getByRole('dialog', { name: 'Give final approval?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(fourEyes);
    expect(fourEyes).toContain('Ask another approver: meera@shata.example.');
    expect(api.calls(reviewUrl('status'))).toHaveLength(1);
  });

  it('approves a verification and shows the answer', async () => {
    const user = userEvent.setup();
    const api = stubConsole({
      [detailUrl]: detail(),
      [reviewUrl('kycStatus')]: detail({ kycStatus: 'AKYC' }),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });

    await user.click(await screen.findByRole('button', { name: /^Approve\s*KYC check$/ }));

    const card = screen.getByRole('region', { name: 'KYC check' });
    // In words, the stored code only in the tooltip.
    const value = await within(card).findByText('KYC approved');
    expect(value).toBeVisible();
    expect(value).toHaveAttribute('title', 'Status code AKYC');
    expect(card).not.toHaveTextContent('AKYC');
    expect(api.calls(reviewUrl('kycStatus'))[0]?.body).toEqual({ decision: 'approve', from: null });
    // Decided: no Approve or Reject left beside it, and focus stays on the verification.
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).getByRole('heading', { name: 'KYC check' })).toHaveFocus();
  });

  it('names every decided verification in words, with no buttons beside it', async () => {
    stubConsole({ [detailUrl]: detail({ ...readyForFinal, status: 'approved' }) });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const verification = await screen.findByRole('region', { name: 'Verification' });
    for (const [name, words, code] of [
      ['KYC check', 'KYC approved', 'AKYC'],
      ['Company verification', 'Company verification approved', 'ACV'],
      ['In-person verification', 'In-person verification approved', 'approved'],
      ['Final approval', 'Fully approved', 'approved'],
    ] as const) {
      const card = within(verification).getByRole('region', { name });
      expect(card).toHaveTextContent(`Now: ${words}`);
      expect(within(card).getByText(words)).toHaveAttribute('title', `Status code ${code}`);
      expect(within(card).queryByRole('button')).toBeNull();
    }
  });

  it('keeps only Approve beside a verification turned down, for when the partner puts it right', async () => {
    stubConsole({ [detailUrl]: detail({ kycStatus: 'AKYC', cvStatus: 'rejected' }) });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const card = await screen.findByRole('region', { name: 'Company verification' });
    expect(card).toHaveTextContent('Now: Company verification not approved');
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve Company verification']);
  });

  it('asks for a reason before turning a verification down, and sends it', async () => {
    const user = userEvent.setup();
    const api = stubConsole({
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

    expect(await within(card).findByText('Company verification not approved')).toBeVisible();
    // Turned down: no Reject left, and focus stays on the verification.
    expect(within(card).queryByRole('button', { name: /^Reject/ })).toBeNull();
    expect(within(card).getByRole('heading', { name: 'Company verification' })).toHaveFocus();
    expect(api.calls(reviewUrl('cvStatus'))[0]?.body).toEqual({
      decision: 'reject',
      reason: 'The CIN belongs to another company.',
      from: null,
    });
  });

  it("keeps the form and shows the server's refusal", async () => {
    const user = userEvent.setup();
    stubConsole({
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

  const qr = (overrides: Partial<AadhaarQrReview> = {}): AadhaarQrReview => ({
    result: 'verified',
    source: 'scan',
    checkedAt: '2025-05-06T10:00:00.000Z',
    last4: '2346',
    name: 'ASHA K RAO',
    yearOfBirth: 1990,
    gender: 'F',
    state: 'Karnataka',
    district: 'Bengaluru Urban',
    pincode: '560034',
    warnings: [],
    warningCount: 0,
    ...overrides,
  });
  const forged = qr({
    result: 'signatureInvalid',
    source: 'upload',
    last4: null,
    name: null,
    yearOfBirth: null,
    gender: null,
    state: null,
    district: null,
    pincode: null,
  });

  const aadhaarRow = async () => {
    const details = await screen.findByRole('region', { name: 'Details' });
    return within(details).getByText('Aadhaar number (masked)').parentElement as HTMLElement;
  };

  it.each([
    ['verified', qr(), 'Verified by UIDAI signature', 'operator-badge--success'],
    ['signatureInvalid', forged, 'Signature invalid', 'operator-badge--danger'],
    [
      'mismatch',
      qr({ result: 'mismatch', last4: '9999' }),
      'Number mismatch',
      'operator-badge--warning',
    ],
    ['null', null, 'Not checked', 'operator-badge--neutral'],
  ] as const)(
    'says in words what the Aadhaar QR check found (%s)',
    async (_, aadhaarQr, words, style) => {
      stubConsole({ [detailUrl]: detail({}, { aadhaarQr }) });
      renderRoutes(routes, { path: '/admin/partners/p-1' });

      const row = await aadhaarRow();
      expect(row).toHaveTextContent(`XXXX XXXX 2346 ${words}`);
      expect(within(row).getByText(words)).toHaveClass('operator-badge', style);
      const panel = screen.getByRole('region', { name: 'Aadhaar QR' });
      expect(within(panel).getByText(words)).toBeVisible();
    },
  );

  it('says where the QR came from and when it was checked', async () => {
    stubConsole({ [detailUrl]: detail({}, { aadhaarQr: qr({ source: 'upload' }) }) });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const panel = await screen.findByRole('region', { name: 'Aadhaar QR' });

    expect(panel).toHaveTextContent('SourceRead from the uploaded Aadhaar picture');
    // India time.
    expect(panel).toHaveTextContent('Checked6 May 2025, 15:30');
  });

  it("puts the QR's details beside the typed ones, and the PAN among the typed fields", async () => {
    stubConsole({
      [detailUrl]: detail(
        {
          panNo: 'ABCDE1234F',
          gstNo: '29ABCDE1234F1Z5',
          companyAddress: {
            address: '12',
            street: 'MG Road',
            landmark: '',
            city: 'Bengaluru',
            state: 'Karnataka',
            country: 'India',
            postalCode: '560001',
          },
        },
        { aadhaarQr: qr() },
      ),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });

    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('PAN number').parentElement).toHaveTextContent(
      'PAN numberABCDE1234F',
    );
    const table = screen.getByRole('table', {
      name: 'What the partner typed beside what the QR says',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Detail', 'Typed by the partner', 'On the QR'],
      ['Name', 'Asha Rao', 'ASHA K RAO'],
      ['Aadhaar last 4 digits', '2346', '2346'],
      ['State', 'Karnataka', 'Karnataka'],
      ['Postal code', '560001', '560034'],
      ['District', 'Not asked', 'Bengaluru Urban'],
      ['Year of birth', 'Not asked', '1990'],
      ['Gender', 'Not asked', 'Female'],
    ]);
  });

  it('keeps the verified result and lists every forged or mismatched attempt as a warning, with its time', async () => {
    const aadhaarQr = qr({
      warnings: [
        {
          result: 'signatureInvalid',
          source: 'scan',
          checkedAt: '2025-05-07T04:30:00.000Z',
          last4: null,
          signerFingerprint: null,
        },
        {
          result: 'mismatch',
          source: 'upload',
          checkedAt: '2025-05-05T04:30:00.000Z',
          last4: '9994',
          signerFingerprint: 'AB:CD',
        },
      ],
      warningCount: 3,
    });
    stubApi({ [detailUrl]: detail({}, { aadhaarQr }) });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const panel = await screen.findByRole('region', { name: 'Aadhaar QR' });

    expect(within(panel).getByText('Verified by UIDAI signature')).toBeVisible();
    expect(within(panel).getByRole('table')).toBeVisible();
    expect(panel).toHaveTextContent('The best result of every attempt is shown');
    const warning = within(panel).getByRole('note');
    expect(
      within(warning).getByRole('heading', { name: 'Forged or mismatched attempts' }),
    ).toBeVisible();
    const attempts = within(warning)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(attempts).toEqual([
      '7 May 2025, 10:00: Signature invalid (Scanned by the partner)',
      '5 May 2025, 10:00: Number mismatch: a QR for an Aadhaar ending 9994 (Read from the uploaded Aadhaar picture)',
    ]);
    expect(warning).toHaveTextContent('and 1 older attempt');
  });

  it('shows no warning when every attempt was genuine', async () => {
    stubApi({ [detailUrl]: detail({}, { aadhaarQr: qr() }) });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const panel = await screen.findByRole('region', { name: 'Aadhaar QR' });
    expect(within(panel).queryByRole('note')).toBeNull();
    expect(panel).not.toHaveTextContent('Forged or mismatched');
  });

  it('shows none of the details of a QR whose signature is invalid, nor of a missing one', async () => {
    const api = stubConsole({ [detailUrl]: detail({}, { aadhaarQr: forged }) });
    const { unmount } = renderRoutes(routes, { path: '/admin/partners/p-1' });
    const panel = await screen.findByRole('region', { name: 'Aadhaar QR' });
    expect(within(panel).queryByRole('table')).toBeNull();
    expect(panel).toHaveTextContent('UIDAI did not sign this QR, so nothing it says is shown');
    unmount();

    api.handlers[detailUrl] = detail();
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const unchecked = await screen.findByRole('region', { name: 'Aadhaar QR' });
    expect(within(unchecked).queryByRole('table')).toBeNull();
    expect(unchecked).toHaveTextContent('The partner has not scanned the QR on their Aadhaar');
  });

  const duplicatePan: PartnerFinding = {
    code: 'duplicate_pan',
    level: 'problem',
    message: 'Another partner (Ravi Kumar) gave the same PAN.',
    relatedPartnerIds: ['p-2'],
  };
  const checks: PartnerFinding[] = [
    duplicatePan,
    {
      code: 'duplicate_mobile',
      level: 'problem',
      message: '2 other partners (Meena S, Lakshmi Caterers) gave the same mobile number.',
      relatedPartnerIds: ['p-3', 'p-4'],
    },
    {
      code: 'qr_name_mismatch',
      level: 'warning',
      message: "The name on the Aadhaar QR, MEENA, is not the profile's (Asha Rao).",
    },
    {
      code: 'gstin_state_mismatch',
      level: 'ok',
      message: "The GSTIN's state, Karnataka (29), is the address's.",
    },
  ];

  it('lists the findings by level, with links to the other partners they are about', async () => {
    const user = userEvent.setup();
    // p-4 has gone since the check was made: it keeps a link, without a name.
    stubConsole({
      [detailUrl]: detail(
        {},
        { checks, relatedPartners: { 'p-2': 'Ravi Kumar', 'p-3': 'Meena S' } },
      ),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const panel = await screen.findByRole('region', { name: 'Checks' });

    expect(panel).toHaveTextContent('2 problems, 1 warning, 1 passed.');
    const problems = within(within(panel).getByRole('region', { name: 'Problems' })).getAllByRole(
      'listitem',
    );
    const [pan, mobile] = problems.filter((item) => item.classList.contains('operator-finding'));
    expect(pan).toHaveTextContent(`Problem ${duplicatePan.message}`);
    expect(within(pan as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/partners/p-2',
    );
    expect(within(pan as HTMLElement).getByRole('link')).toHaveAccessibleName('Open Ravi Kumar');
    const others = within(
      within(mobile as HTMLElement).getByRole('list', { name: 'Partners this is about' }),
    ).getAllByRole('link');
    expect(others.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Open Meena S', '/admin/partners/p-3'],
      ['Open other partner 2 of 2', '/admin/partners/p-4'],
    ]);

    const warnings = within(panel).getByRole('region', { name: 'Warnings' });
    expect(within(warnings).getByRole('listitem')).toHaveTextContent(
      "Warning The name on the Aadhaar QR, MEENA, is not the profile's (Asha Rao).",
    );

    // The passed checks are folded away until asked for.
    const passed = within(panel).getByText("The GSTIN's state, Karnataka (29), is the address's.");
    expect(passed).not.toBeVisible();
    await user.click(within(panel).getByText('Passed checks (1)'));
    expect(passed).toBeVisible();
    expect(passed.closest('li')).toHaveTextContent('Passed');
  });

  it("opens the other partner's page from a finding", async () => {
    const user = userEvent.setup();
    stubConsole({
      [detailUrl]: detail({}, { checks: [duplicatePan] }),
      'GET /api/admin/partners/p-2': detail({ _id: 'p-2', name: 'Ravi Kumar' }),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });

    await user.click(await screen.findByRole('link', { name: "Open the other partner's page" }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeVisible();
  });

  it('asks for a reason before approving a partner with open problems, and sends it', async () => {
    const user = userEvent.setup();
    const api = stubConsole({
      [detailUrl]: detail({}, { checks }),
      [reviewUrl('kycStatus')]: detail({ kycStatus: 'AKYC' }, { checks }),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const verification = await screen.findByRole('region', { name: 'Verification' });
    expect(verification).toHaveTextContent(
      'This partner has 2 problems open in their checks: approving asks you why.',
    );
    const card = within(verification).getByRole('region', { name: 'KYC check' });

    await user.click(within(card).getByRole('button', { name: /^Approve\s*KYC check$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Approve KYC check?' });
    expect(dialog).toHaveAccessibleDescription(
      'The partner has 2 problems open in their checks. Say why you approve anyway.',
    );
    const reason = within(dialog).getByLabelText('Reason for approving KYC check');
    expect(reason).toHaveFocus();
    expect(reason).toBeRequired();

    await user.click(within(dialog).getByRole('button', { name: 'Approve KYC check' }));
    expect(within(dialog).getByText(messages.review.openProblemsReasonRequired)).toBeVisible();
    expect(api.calls(reviewUrl('kycStatus'))).toHaveLength(0);

    await user.type(reason, '  Ravi Kumar is her business partner; same firm.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Approve KYC check' }));

    expect(await within(card).findByText('KYC approved')).toBeVisible();
    expect(api.calls(reviewUrl('kycStatus'))[0]?.body).toEqual({
      decision: 'approve',
      reason: 'Ravi Kumar is her business partner; same firm.',
      from: null,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card).getByRole('heading', { name: 'KYC check' })).toHaveFocus();
  });

  it('asks for a reason with the final approval too', async () => {
    const user = userEvent.setup();
    const api = stubConsole({
      [detailUrl]: detail(readyForFinal, { checks }),
      [reviewUrl('status')]: detail({ ...readyForFinal, status: 'approved' }, { checks }),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const card = await screen.findByRole('region', { name: 'Final approval' });

    await user.click(within(card).getByRole('button', { name: /^Approve\s*Final approval$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Give final approval?' });
    expect(dialog).toHaveAccessibleDescription(
      'Asha Rao will be fully approved: My Account and My Bookings open to them, and they are told by e-mail. The partner has 2 problems open in their checks. Say why you approve anyway.',
    );
    await user.type(
      within(dialog).getByLabelText('Reason for approving Final approval'),
      'Checked by phone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Give final approval' }));

    expect(await within(card).findByText('Fully approved')).toBeVisible();
    expect(api.calls(reviewUrl('status'))[0]?.body).toEqual({
      decision: 'approve',
      reason: 'Checked by phone.',
      from: null,
    });
  });

  it("shows the server's refusal in the dialog and keeps the reason", async () => {
    const user = userEvent.setup();
    stubConsole({
      [detailUrl]: detail({}, { checks }),
      [reviewUrl('kycStatus')]: jsonResponse(
        {
          statusCode: 422,
          code: 'reason_required',
          message: messages.review.openProblemsReasonRequired,
        },
        422,
      ),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });

    await user.click(await screen.findByRole('button', { name: /^Approve\s*KYC check$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Approve KYC check?' });
    await user.type(within(dialog).getByLabelText('Reason for approving KYC check'), 'Fine.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve KYC check' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      messages.review.openProblemsReasonRequired,
    );
    expect(within(dialog).getByLabelText('Reason for approving KYC check')).toHaveValue('Fine.');
  });

  it('approves at once when the checks found warnings but no problem', async () => {
    const user = userEvent.setup();
    const notProblems = checks.filter((finding) => finding.level !== 'problem');
    const api = stubConsole({
      [detailUrl]: detail({}, { checks: notProblems }),
      [reviewUrl('kycStatus')]: detail({ kycStatus: 'AKYC' }, { checks: notProblems }),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const card = await screen.findByRole('region', { name: 'KYC check' });

    await user.click(within(card).getByRole('button', { name: /^Approve\s*KYC check$/ }));

    expect(await within(card).findByText('KYC approved')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls(reviewUrl('kycStatus'))[0]?.body).toEqual({ decision: 'approve', from: null });
  });

  it("asks for the partner again only for a refusal over the partner's state, told by its code", async () => {
    const user = userEvent.setup();
    const api = stubConsole({
      [detailUrl]: detail({}, { checks }),
      // A 422 that is not about the partner: the page it shows still holds.
      [reviewUrl('kycStatus')]: jsonResponse(
        { statusCode: 422, code: 'validation_failed', field: 'reason', message: 'Too long.' },
        422,
      ),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });

    await user.click(await screen.findByRole('button', { name: /^Approve\s*KYC check$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Approve KYC check?' });
    await user.type(within(dialog).getByLabelText('Reason for approving KYC check'), 'Fine.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve KYC check' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too long.');
    expect(api.calls(detailUrl)).toHaveLength(1);
  });

  it('asks for the partner again when the server finds a problem the page did not show', async () => {
    const user = userEvent.setup();
    let current = detail();
    const api = stubConsole({
      [detailUrl]: () => current,
      [reviewUrl('kycStatus')]: () => {
        current = detail({}, { checks: [duplicatePan] });
        return jsonResponse(
          {
            statusCode: 422,
            code: 'reason_required',
            message: messages.review.openProblemsReasonRequired,
          },
          422,
        );
      },
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });
    const card = await screen.findByRole('region', { name: 'KYC check' });

    await user.click(within(card).getByRole('button', { name: /^Approve\s*KYC check$/ }));

    expect(await within(card).findByRole('alert')).toHaveTextContent(
      messages.review.openProblemsReasonRequired,
    );
    expect(await screen.findByText(duplicatePan.message)).toBeVisible();
    expect(api.calls(detailUrl)).toHaveLength(2);
    await user.click(within(card).getByRole('button', { name: /^Approve\s*KYC check$/ }));
    expect(screen.getByRole('dialog', { name: 'Approve KYC check?' })).toBeVisible();
  });
});
