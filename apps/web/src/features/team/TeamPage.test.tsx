import { messages, type OperatorRole, type TeamMember, teamMessages } from '@shata/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authUrls, jsonResponse, sessionFixture, stubApi } from '../../testing/api-stub';
import { renderRoutes } from '../../testing/render';
import { TeamPage } from './TeamPage';

const routes = [
  { path: '/admin', element: <h1>Queue</h1> },
  { path: '/admin/team', element: <TeamPage /> },
];

const urls = {
  team: 'GET /api/admin/operators',
  invite: 'POST /api/admin/operators',
  role: 'PUT /api/admin/operators/u-2/role',
  disable: 'POST /api/admin/operators/u-2/disable',
  enable: 'POST /api/admin/operators/u-3/enable',
};

const me: TeamMember = {
  id: 'u-1',
  email: 'asha@shata.example',
  role: 'admin',
  status: 'active',
  secondFactor: true,
};
const ravi: TeamMember = {
  id: 'u-2',
  email: 'ravi@shata.example',
  role: 'reviewer',
  status: 'active',
  secondFactor: true,
};
const meera: TeamMember = {
  id: 'u-3',
  email: 'meera@shata.example',
  role: 'approver',
  status: 'disabled',
  secondFactor: false,
};

function openTeam(answers: Parameters<typeof stubApi>[0] = {}, role: OperatorRole = 'admin') {
  const api = stubApi({
    [authUrls.session]: sessionFixture({ id: 'u-1', email: me.email, role }),
    [urls.team]: { operators: [me, ravi, meera] },
    ...answers,
  });
  renderRoutes(routes, { path: '/admin/team' });
  return api;
}

const card = async (email: string) =>
  (await screen.findByRole('heading', { name: new RegExp(email) })).closest('li') as HTMLElement;

describe('the Team screen', () => {
  it('lists every operator with their role and status, and offers no change of one’s own account', async () => {
    openTeam();
    const list = await screen.findByRole('list', { name: 'Operators, by e-mail' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const own = await card(me.email);
    expect(own).toHaveTextContent('asha@shata.example (you)AdminActive');
    expect(within(own).queryByRole('button')).toBeNull();
    expect(own).toHaveTextContent('Another admin changes your own role or account.');
    expect(await card(ravi.email)).toHaveTextContent('ReviewerActive');
    const disabled = await card(meera.email);
    expect(disabled).toHaveTextContent('ApproverDisabled');
    expect(
      within(disabled).getByRole('button', { name: /^Enable\s*meera@shata\.example$/ }),
    ).toBeEnabled();
  });

  it('invites an operator with a role, says so, and asks for the team again', async () => {
    const user = userEvent.setup();
    const invited: TeamMember = {
      id: 'u-4',
      email: 'zoya@shata.example',
      role: 'approver',
      status: 'invited',
      secondFactor: false,
    };
    const api = openTeam({ [urls.invite]: jsonResponse(invited, 201) });
    const form = await screen.findByRole('form', { name: 'Invite an operator' });

    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(within(form).getByText(messages.validation.required.email)).toBeVisible();
    expect(api.calls(urls.invite)).toHaveLength(0);

    await user.type(within(form).getByLabelText('E-mail address'), 'zoya@shata.example');
    await user.selectOptions(within(form).getByLabelText('Role'), 'Approver');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Invitation sent to zoya@shata.example.')).toBeVisible();
    expect(api.calls(urls.invite)[0]?.body).toEqual({
      email: 'zoya@shata.example',
      role: 'approver',
    });
    expect(within(form).getByLabelText('E-mail address')).toHaveValue('');
    expect(api.calls(urls.team).length).toBeGreaterThan(1);
  });

  it('shows the server’s refusal of an invitation', async () => {
    const user = userEvent.setup();
    const taken = teamMessages.emailTaken('ravi@shata.example');
    openTeam({
      [urls.invite]: jsonResponse(
        { statusCode: 409, code: 'user_already_exists', message: taken },
        409,
      ),
    });
    const form = await screen.findByRole('form', { name: 'Invite an operator' });
    await user.type(within(form).getByLabelText('E-mail address'), 'ravi@shata.example');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(taken)).toBeVisible();
  });

  it('changes a role once another is chosen', async () => {
    const user = userEvent.setup();
    const api = openTeam({ [urls.role]: { ...ravi, role: 'approver' } });
    const item = await card(ravi.email);
    const change = within(item).getByRole('button', {
      name: /^Change role\s*ravi@shata\.example$/,
    });
    expect(change).toBeDisabled();
    await user.selectOptions(within(item).getByLabelText('Role: ravi@shata.example'), 'Approver');
    await user.click(change);
    expect(await within(item).findByText('ravi@shata.example is now Approver.')).toBeVisible();
    expect(api.calls(urls.role)[0]?.body).toEqual({ role: 'approver' });
  });

  it('asks before disabling an account, and enables one again at once', async () => {
    const user = userEvent.setup();
    const api = openTeam({
      [urls.disable]: { ...ravi, status: 'disabled' },
      [urls.enable]: { ...meera, status: 'active' },
    });
    const item = await card(ravi.email);
    await user.click(within(item).getByRole('button', { name: /^Disable\s*ravi@shata\.example$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Disable ravi@shata.example?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.calls(urls.disable)).toHaveLength(0);

    await user.click(within(item).getByRole('button', { name: /^Disable\s*ravi@shata\.example$/ }));
    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    expect(
      await within(item).findByText('ravi@shata.example is disabled and signed out.'),
    ).toBeVisible();
    expect(api.calls(urls.disable)).toHaveLength(1);

    const other = await card(meera.email);
    await user.click(
      within(other).getByRole('button', { name: /^Enable\s*meera@shata\.example$/ }),
    );
    expect(await within(other).findByText('meera@shata.example can sign in again.')).toBeVisible();
  });

  it('resets a second factor after a question, asking the admin for a fresh code first when the server wants one', async () => {
    const user = userEvent.setup();
    let fresh = false;
    const reset = 'POST /api/admin/operators/u-2/second-factor/reset';
    const api = openTeam({
      [reset]: () =>
        fresh
          ? { ...ravi, secondFactor: false }
          : jsonResponse(
              {
                statusCode: 403,
                code: 'two_factor_step_up_required',
                message: 'Enter a fresh code from your authenticator app to do this.',
              },
              403,
            ),
      'POST /api/auth/two-factor/verify-totp': () => {
        fresh = true;
        return { user: {} };
      },
    });
    const item = await card(ravi.email);
    expect(
      within(await card(meera.email)).queryByRole('button', { name: /Reset second factor/ }),
    ).toBeNull();
    await user.click(
      within(item).getByRole('button', { name: /^Reset second factor\s*ravi@shata\.example$/ }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Reset the second factor of ravi@shata.example?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reset second factor' }));

    const prompt = await within(item).findByRole('region', { name: 'Confirm it is you' });
    await user.type(within(prompt).getByLabelText('Code from your app'), '123456');
    await user.click(within(prompt).getByRole('button', { name: 'Verify' }));
    expect(
      await within(item).findByText(
        'ravi@shata.example sets up a new second factor at their next sign-in.',
      ),
    ).toBeVisible();
    expect(api.calls(reset)).toHaveLength(2);
  });

  it('tells an operator who is no admin whose work it is, and asks the server nothing', async () => {
    const api = openTeam({}, 'approver');
    expect(
      await screen.findByText(
        'Only admins manage the team. Ask an admin to invite a colleague or change a role.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    expect(api.calls(urls.team)).toHaveLength(0);
  });
});
