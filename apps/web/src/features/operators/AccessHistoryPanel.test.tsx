import type { AccessLogEntry, PartnerReview } from '@shata/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  authUrls,
  partnerFixture,
  type StubRequest,
  sessionFixture,
  stubApi,
} from '../../testing/api-stub';
import { renderRoutes } from '../../testing/render';
import { OperatorPartnerPage } from './OperatorPartnerPage';
import { OperatorQueuePage } from './OperatorQueuePage';

const routes = [
  { path: '/admin', element: <OperatorQueuePage /> },
  { path: '/admin/partners/:partnerId', element: <OperatorPartnerPage /> },
];

const urls = {
  detail: 'GET /api/admin/partners/p-1',
  notes: 'GET /api/admin/partners/p-1/notes',
  accessLog: 'GET /api/admin/partners/p-1/access-log',
  queue: 'GET /api/admin/partners',
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

function entry(overrides: Partial<AccessLogEntry> = {}): AccessLogEntry {
  return {
    id: 'a-1',
    at: '2025-05-07T04:30:00.000Z',
    actorEmail: 'ravi@shata.example',
    actorRole: 'reviewer',
    what: 'document',
    documentType: 'panCard',
    fileName: 'panCard.pdf',
    ip: '203.0.113.7',
    ...overrides,
  };
}

const signedInAs = (role: 'reviewer' | 'approver' | 'admin') =>
  sessionFixture({ email: `${role}@shata.example`, role });

describe("a partner's access history in the console", () => {
  it('shows admins who opened which document, when and from where, newest first, and older entries on request', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [authUrls.session]: signedInAs('admin'),
      [urls.detail]: detail,
      [urls.notes]: { items: [], nextCursor: null },
      [urls.accessLog]: ({ url }: StubRequest) =>
        url.searchParams.get('before') === 'older'
          ? {
              items: [entry({ id: 'a-0', documentType: 'aadharCard', fileName: 'aadharCard.png' })],
              nextCursor: null,
            }
          : {
              items: [
                entry({ id: 'a-2', actorEmail: 'meena@shata.example', actorRole: 'admin' }),
                entry(),
              ],
              nextCursor: 'older',
            },
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });

    const panel = await screen.findByRole('region', { name: 'Access history' });
    const table = await within(panel).findByRole('table', {
      name: "Who opened this partner's documents, newest first",
    });
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows()).toEqual([
      ['7 May 2025, 10:00', 'meena@shata.example (admin)', 'PAN (panCard.pdf)', '203.0.113.7'],
      ['7 May 2025, 10:00', 'ravi@shata.example (reviewer)', 'PAN (panCard.pdf)', '203.0.113.7'],
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Show older entries' }));
    expect(await within(table).findByText('Aadhaar (aadharCard.png)')).toBeVisible();
    expect(api.calls(urls.accessLog).at(-1)?.url.searchParams.get('before')).toBe('older');
  });

  it.each(['reviewer', 'approver'] as const)(
    'is not shown to a %s, nor asked for',
    async (role) => {
      const api = stubApi({
        [authUrls.session]: signedInAs(role),
        [urls.detail]: detail,
        [urls.notes]: { items: [], nextCursor: null },
      });
      renderRoutes(routes, { path: '/admin/partners/p-1' });
      await screen.findByRole('region', { name: 'Internal notes' });
      expect(screen.queryByRole('region', { name: 'Access history' })).toBeNull();
      expect(api.calls(urls.accessLog)).toHaveLength(0);
    },
  );
});

describe('the exports of the records', () => {
  const queue = { items: [], total: 0, page: 1, pageSize: 20 };

  it('gives admins the audit trail and the access log of a range as CSV links, checking the range', async () => {
    const user = userEvent.setup();
    stubApi({ [authUrls.session]: signedInAs('admin'), [urls.queue]: queue });
    renderRoutes(routes, { path: '/admin' });
    const panel = await screen.findByRole('region', { name: 'Export the records' });

    const from = within(panel).getByLabelText('From');
    const to = within(panel).getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await user.clear(to);
    await user.type(to, '2026-03-31');
    expect(
      within(panel).getByRole('link', { name: 'Download the audit trail (CSV)' }),
    ).toHaveAttribute('href', '/api/admin/exports/audit.csv?from=2026-01-01&to=2026-03-31');
    expect(
      within(panel).getByRole('link', { name: 'Download the access log (CSV)' }),
    ).toHaveAttribute('href', '/api/admin/exports/access-log.csv?from=2026-01-01&to=2026-03-31');

    await user.clear(to);
    await user.type(to, '2025-12-31');
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'from must be on or before to',
    );
    expect(within(panel).queryByRole('link')).toBeNull();
  });

  it('is not shown to a reviewer', async () => {
    stubApi({ [authUrls.session]: signedInAs('reviewer'), [urls.queue]: queue });
    renderRoutes(routes, { path: '/admin' });
    await screen.findByRole('heading', { name: 'Partners to review' });
    expect(screen.queryByRole('region', { name: 'Export the records' })).toBeNull();
  });
});
