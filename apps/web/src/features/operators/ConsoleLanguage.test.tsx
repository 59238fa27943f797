import { messages, type QueuedPartner } from '@shata/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../lib/i18n/catalogue';
import { shellCatalogue } from '../../lib/i18n/shell-catalogue';
import {
  authUrls,
  jsonResponse,
  partnerReviewFixture,
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

const queued: QueuedPartner = {
  _id: 'p-1',
  name: 'Asha Rao',
  companyName: 'Asha Events',
  personalEmail: 'asha@example.com',
  businessType: 'individual',
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
};

// Operators are staff: the console speaks English whatever language the browser chose (issue 31).
describe('the console in a Hindi browser', () => {
  // The shell's Hindi (the loading line, the page title) is fetched first, as a page served in Hindi has it.
  beforeAll(() => loadCatalogue(shellCatalogue, 'hi'));

  it('shows the queue in English: its words, the stage and business type, and the filters', async () => {
    stubApi({
      [authUrls.session]: sessionFixture({ role: 'admin' }),
      'GET /api/admin/partners': { items: [queued], total: 1, page: 1, pageSize: 20 },
    });
    renderRoutes(routes, { path: '/admin', locale: 'hi' });

    expect(await screen.findByRole('heading', { name: 'Partners to review' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Partners, oldest submission first' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('Asha RaoIndividual or sole proprietorWaiting for KYC check');
    expect(row).toHaveTextContent('3 working days in stage Overdue: usually 1 working day');
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveDisplayValue('All stages');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Export the records' })).toBeVisible();
    // The page is in Hindi (the shell's site name); the console's own words stay English.
    expect(document.title).toBe('Partners to review | Shata पार्टनर पोर्टल');
  });

  it("shows a partner's review and a refusal of the server in English", async () => {
    const user = userEvent.setup();
    stubApi({
      [authUrls.session]: sessionFixture({ role: 'admin' }),
      'GET /api/admin/partners/p-1': partnerReviewFixture(),
      'POST /api/admin/partners/p-1/claim': jsonResponse(
        {
          message: messages.cases.alreadyAssigned('lead@example.com'),
          code: 'partner_already_assigned',
        },
        409,
      ),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1', locale: 'hi' });

    expect(await screen.findByRole('heading', { name: 'Verification' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'KYC check' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Documents' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Claim this case' }));
    expect(
      await screen.findByText(
        'This partner is assigned to lead@example.com. To take the case over, assign it to yourself.',
      ),
    ).toBeVisible();
  });
});
