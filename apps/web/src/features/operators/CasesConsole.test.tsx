import type { Colleague, PartnerQueuePage, PartnerReview, QueuedPartner } from '@shata/domain';
import { messages } from '@shata/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  authUrls,
  jsonResponse,
  partnerFixture,
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

const queueUrl = 'GET /api/admin/partners';
const detailUrl = 'GET /api/admin/partners/p-1';
const assigneesUrl = 'GET /api/admin/assignees';

const me: Colleague = { id: 'op-asha', email: 'asha@shata.example', role: 'admin' };
const ravi: Colleague = { id: 'op-ravi', email: 'ravi@shata.example', role: 'reviewer' };
const session = sessionFixture({ id: me.id, email: me.email, role: 'admin' });

const timeInStage = {
  since: '2025-05-06T10:00:00.000Z',
  workingDays: 1,
  awaitedStep: 'kyc' as const,
  expectedDays: 1,
  overdue: false,
};

function queued(index: number, overrides: Partial<QueuedPartner> = {}): QueuedPartner {
  return {
    _id: `p-${index}`,
    name: `Partner ${index}`,
    companyName: null,
    personalEmail: `partner${index}@example.com`,
    businessType: null,
    stage: 'waitingForKyc',
    submittedAt: '2025-05-06T10:00:00.000Z',
    problemCount: 0,
    timeInStage,
    assignee: null,
    ...overrides,
  };
}

const page = (items: QueuedPartner[]): PartnerQueuePage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
});

function detail(assignee: PartnerReview['assignee'] = null): PartnerReview {
  return {
    partner: partnerFixture({
      _id: 'p-1',
      name: 'Meera Nair',
      videoUrl: 'https://kyc.example.com/v/1.mp4',
    }),
    stage: 'waitingForKyc',
    submittedAt: '2025-05-06T10:00:00.000Z',
    timeInStage,
    assignee,
    documents: [],
    audit: [],
    auditNextCursor: null,
    aadhaarQr: null,
    checks: [],
    relatedPartners: {},
  };
}

describe('cases in the queue', () => {
  it('shows mine then the unassigned by default, names who has each case, and switches views', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [authUrls.session]: session,
      [queueUrl]: page([queued(1, { assignee: me }), queued(2, { assignee: ravi }), queued(3)]),
    });
    const { router } = renderRoutes(routes, { path: '/admin' });

    const table = await screen.findByRole('table');
    const [, ...rows] = within(table).getAllByRole('row');
    await waitFor(() =>
      expect(rows.map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual([
        'asha@shata.example (you)',
        'ravi@shata.example',
        'Nobody',
      ]),
    );
    expect(api.calls(queueUrl)[0]?.url.searchParams.get('assignee')).toBe('mineAndUnassigned');
    expect(screen.getByLabelText('Cases')).toHaveValue('mineAndUnassigned');

    await user.selectOptions(screen.getByLabelText('Cases'), 'Unassigned');
    await waitFor(() =>
      expect(api.calls(queueUrl).at(-1)?.url.searchParams.get('assignee')).toBe('unassigned'),
    );
    expect(router.state.location.search).toBe('?assignee=unassigned');
  });

  it('assigns the ticked partners to one colleague, and never offers a bulk decision', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [authUrls.session]: session,
      [queueUrl]: page([queued(1), queued(2), queued(3)]),
      [assigneesUrl]: { assignees: [me, ravi] },
      'POST /api/admin/assignments': { assigned: 2 },
    });
    renderRoutes(routes, { path: '/admin' });
    await screen.findByRole('table');
    expect(screen.queryByRole('region', { name: 'Assign the selected partners' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select Partner 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Partner 3' }));
    const bar = screen.getByRole('region', { name: 'Assign the selected partners' });
    expect(bar).toHaveTextContent('2 partners selected');
    // Choosing nobody is caught before asking the server.
    await user.click(within(bar).getByRole('button', { name: 'Assign' }));
    expect(within(bar).getByText('Choose the colleague to assign to.')).toBeVisible();

    await user.selectOptions(await within(bar).findByLabelText('Assign to'), ravi.email);
    const queueCalls = api.calls(queueUrl).length;
    await user.click(within(bar).getByRole('button', { name: 'Assign' }));

    expect(await screen.findByText('2 partners assigned to ravi@shata.example.')).toBeVisible();
    expect(api.calls('POST /api/admin/assignments')[0]?.body).toEqual({
      partnerIds: ['p-1', 'p-3'],
      operatorId: ravi.id,
    });
    await waitFor(() => expect(api.calls(queueUrl).length).toBeGreaterThan(queueCalls));
    expect(screen.getByRole('checkbox', { name: 'Select Partner 1' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: /approve/i })).toBeNull();
  });

  it('ticks the whole page at once, and shows the server’s refusal with the selection kept', async () => {
    const user = userEvent.setup();
    stubApi({
      [authUrls.session]: session,
      [queueUrl]: page([queued(1), queued(2)]),
      [assigneesUrl]: { assignees: [me, ravi] },
      'POST /api/admin/assignments': jsonResponse(
        {
          statusCode: 404,
          code: 'partner_not_found',
          message: messages.cases.partnersNotFound(1),
        },
        404,
      ),
    });
    renderRoutes(routes, { path: '/admin' });
    await screen.findByRole('table');

    await user.click(screen.getByRole('checkbox', { name: 'Select every partner on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select Partner 2' })).toBeChecked();
    const bar = screen.getByRole('region', { name: 'Assign the selected partners' });
    await user.selectOptions(await within(bar).findByLabelText('Assign to'), me.email);
    await user.click(within(bar).getByRole('button', { name: 'Assign' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'One of these partners does not exist: nothing was assigned.',
    );
    expect(screen.getByRole('checkbox', { name: 'Select Partner 1' })).toBeChecked();
  });
});

describe("a partner's case", () => {
  it('is claimed by the operator, then released', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [authUrls.session]: session,
      [detailUrl]: detail(),
      [assigneesUrl]: { assignees: [me, ravi] },
      'POST /api/admin/partners/p-1/claim': detail({ id: me.id, email: me.email }),
      'POST /api/admin/partners/p-1/release': detail(),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });

    const panel = await screen.findByRole('region', { name: 'Case' });
    expect(panel).toHaveTextContent('Assigned to: Nobody');
    await user.click(within(panel).getByRole('button', { name: 'Claim this case' }));

    expect(await within(panel).findByText('The case is yours.')).toBeVisible();
    expect(panel).toHaveTextContent('Assigned to: asha@shata.example (you)');
    expect(within(panel).queryByRole('button', { name: 'Claim this case' })).toBeNull();
    expect(api.calls('POST /api/admin/partners/p-1/claim')).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'Release' }));
    expect(await within(panel).findByText('The case is back among the unassigned.')).toBeVisible();
    expect(panel).toHaveTextContent('Assigned to: Nobody');
  });

  it('is assigned to a colleague chosen from the list', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [authUrls.session]: session,
      [detailUrl]: detail(),
      [assigneesUrl]: { assignees: [me, ravi] },
      'PUT /api/admin/partners/p-1/assignee': detail({ id: ravi.id, email: ravi.email }),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });

    const panel = await screen.findByRole('region', { name: 'Case' });
    await user.selectOptions(
      await within(panel).findByLabelText('Assign to a colleague'),
      ravi.email,
    );
    await user.click(within(panel).getByRole('button', { name: 'Assign' }));

    expect(await within(panel).findByText("The case is now ravi@shata.example's.")).toBeVisible();
    expect(api.calls('PUT /api/admin/partners/p-1/assignee')[0]?.body).toEqual({
      operatorId: ravi.id,
    });
  });

  it('says who beat the operator to a claim, and shows the page as it is now', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [authUrls.session]: session,
      [detailUrl]: detail(),
      'POST /api/admin/partners/p-1/claim': jsonResponse(
        {
          statusCode: 409,
          code: 'partner_already_assigned',
          message: messages.cases.alreadyAssigned(ravi.email),
        },
        409,
      ),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });

    const panel = await screen.findByRole('region', { name: 'Case' });
    api.handlers[detailUrl] = detail({ id: ravi.id, email: ravi.email });
    await user.click(within(panel).getByRole('button', { name: 'Claim this case' }));

    expect(
      await within(panel).findByText(messages.cases.alreadyAssigned(ravi.email)),
    ).toBeVisible();
    await waitFor(() => expect(panel).toHaveTextContent('Assigned to: ravi@shata.example'));
  });

  it('asks before a decision on a colleague’s case, naming them, and allows it', async () => {
    const user = userEvent.setup();
    stubApi({
      [authUrls.session]: session,
      [detailUrl]: detail({ id: ravi.id, email: ravi.email }),
    });
    renderRoutes(routes, { path: '/admin/partners/p-1' });

    // The warning shows once the session says who is looking.
    await screen.findByText(/^This case is assigned to ravi@shata\.example\./);
    const verification = screen.getByRole('region', { name: 'Verification' });
    expect(within(verification).queryByRole('button', { name: /Approve/ })).toBeNull();

    await user.click(
      within(verification).getByRole('button', {
        name: 'Decide anyway, instead of ravi@shata.example',
      }),
    );
    expect(
      within(verification).getByRole('button', { name: /^Approve\s*KYC check$/ }),
    ).toBeVisible();
  });

  it('asks nothing before a decision on the operator’s own case', async () => {
    stubApi({ [authUrls.session]: session, [detailUrl]: detail({ id: me.id, email: me.email }) });
    renderRoutes(routes, { path: '/admin/partners/p-1' });

    const verification = await screen.findByRole('region', { name: 'Verification' });
    expect(
      await within(verification).findByRole('button', { name: /^Approve\s*KYC check$/ }),
    ).toBeVisible();
    expect(verification).not.toHaveTextContent('This case is assigned to');
  });
});
