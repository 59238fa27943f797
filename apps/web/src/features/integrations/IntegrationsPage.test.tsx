import {
  type ApiKeySummary,
  composeApiKey,
  formatDateTime,
  type OperatorAction,
  type WebhookDelivery,
  type WebhookEndpointInput,
  type WebhookEndpointSummary,
} from '@shata/domain';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, type StubAnswer, type StubRequest, stubApi } from '../../testing/api-stub';
import { renderRoutes } from '../../testing/render';
import { IntegrationsPage } from './IntegrationsPage';

const routes = [
  { path: '/admin', element: <h1>Queue</h1> },
  { path: '/admin/integrations', element: <IntegrationsPage /> },
];

const urls = {
  keys: 'GET /api/admin/api-keys',
  createKey: 'POST /api/admin/api-keys',
  revokeKey: 'DELETE /api/admin/api-keys/k-1',
  webhooks: 'GET /api/admin/webhooks',
  createWebhook: 'POST /api/admin/webhooks',
  patchWebhook: 'PATCH /api/admin/webhooks/w-1',
  rotate: 'POST /api/admin/webhooks/w-1/rotate-secret',
  deleteWebhook: 'DELETE /api/admin/webhooks/w-1',
  deliveries: 'GET /api/admin/webhooks/w-1/deliveries',
  retry: 'POST /api/admin/webhooks/w-1/deliveries/d-2/retry',
  trail: 'GET /api/admin/operator-actions',
};

const newKey = composeApiKey('Q'.repeat(43));
const newSecret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

function apiKey(overrides: Partial<ApiKeySummary> = {}): ApiKeySummary {
  return {
    id: 'k-1',
    name: 'Booking engine',
    prefix: 'shata_AbCdEfGh',
    scopes: ['bookings:write', 'records:write'],
    createdAt: '2026-11-20T10:00:00.000Z',
    createdBy: 'ops@example.com',
    lastUsedAt: null,
    revokedAt: null,
    ...overrides,
  };
}

function endpoint(overrides: Partial<WebhookEndpointSummary> = {}): WebhookEndpointSummary {
  return {
    id: 'w-1',
    url: 'https://hooks.example.com/shata',
    events: ['partner.approved', 'booking.created'],
    status: 'active',
    statusReason: null,
    createdAt: '2026-11-21T09:30:00.000Z',
    createdBy: 'ops@example.com',
    previousSecretUntil: null,
    deliveries: { pending: 0, delivered: 1, failed: 0 },
    lastDelivery: {
      eventType: 'partner.approved',
      status: 'delivered',
      lastStatus: 204,
      at: '2026-11-22T08:00:00.000Z',
    },
    ...overrides,
  };
}

function delivery(id: string, overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id,
    eventId: `e-${id}`,
    eventType: 'partner.approved',
    status: 'delivered',
    attempts: 1,
    lastStatus: 200,
    lastError: null,
    nextAttemptAt: null,
    deliveredAt: '2026-11-22T08:00:00.000Z',
    createdAt: '2026-11-22T08:00:00.000Z',
    ...overrides,
  };
}

function action(overrides: Partial<OperatorAction> = {}): OperatorAction {
  return {
    id: 'a-1',
    actorEmail: 'ops@example.com',
    action: 'api_key.created',
    subjectId: 'k-1',
    subjectName: 'Booking engine',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The page on a fake console API holding `keys`, `endpoints` and the trail's `actions`. */
function renderPage({
  keys = [],
  endpoints = [],
  actions = [],
  handlers = {},
}: {
  keys?: ApiKeySummary[];
  endpoints?: WebhookEndpointSummary[];
  actions?: OperatorAction[];
  handlers?: Record<string, StubAnswer>;
} = {}) {
  const api = stubApi({
    [urls.keys]: () => ({ keys }),
    [urls.webhooks]: () => ({ endpoints }),
    [urls.trail]: () => ({ actions }),
    ...handlers,
  });
  const view = renderRoutes(routes, { path: '/admin/integrations' });
  return { api, ...view };
}

/** Everything the query client holds, queries and mutations, as text. */
function cachedText(queryClient: QueryClient): string {
  return JSON.stringify([
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state),
    queryClient
      .getMutationCache()
      .getAll()
      .map((mutation) => mutation.state),
  ]);
}

/**
 * A button's name: its words, then the subject its hidden text adds (jsdom
 * drops the space between them that a browser keeps).
 */
const escaped = (text: string) => text.replace(/[.*+?^$()|[\]\\/]/g, '\\$&');
const named = (words: string, subject: string) =>
  new RegExp(`^${escaped(words)}\\s*${escaped(subject)}$`);

const keysList = () => screen.findByRole('list', { name: 'API keys, newest first' });
const endpointsList = () => screen.findByRole('list', { name: 'Webhook endpoints' });

describe('the Integrations page', () => {
  it('names itself, leads back to the queue, and lists keys with what an operator tells them by', async () => {
    renderPage({
      keys: [
        apiKey(),
        apiKey({
          id: 'k-2',
          name: 'Old finance export',
          scopes: ['partners:read'],
          lastUsedAt: '2026-11-23T12:00:00.000Z',
          revokedAt: '2026-11-24T12:00:00.000Z',
        }),
      ],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Integrations | Shata Partner Portal'));
    expect(screen.getByRole('link', { name: 'Back to the queue' })).toHaveAttribute(
      'href',
      '/admin',
    );
    // Each key's scopes are a list of their own: the keys are the list's children.
    const [live, revoked] = Array.from((await keysList()).children) as [HTMLElement, HTMLElement];
    expect(within(live).getByRole('heading', { name: 'Booking engine' })).toBeVisible();
    expect(live).toHaveTextContent('shata_AbCdEfGh…');
    expect(live).toHaveTextContent('bookings:writerecords:write');
    expect(live).toHaveTextContent(
      `${formatDateTime('2026-11-20T10:00:00.000Z')} by ops@example.com`,
    );
    expect(live).toHaveTextContent('Last usedNever');
    expect(
      within(live).getByRole('button', { name: named('Revoke', 'Booking engine') }),
    ).toBeVisible();
    expect(revoked).toHaveTextContent(`Revoked ${formatDateTime('2026-11-24T12:00:00.000Z')}`);
    expect(revoked).toHaveTextContent(`Last used${formatDateTime('2026-11-23T12:00:00.000Z')}`);
    expect(within(revoked).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });
});

describe('creating an API key', () => {
  it('shows the key once, with Copy, and forgets it when its dialog closes', async () => {
    const user = userEvent.setup();
    const keys: ApiKeySummary[] = [];
    const actions: OperatorAction[] = [];
    const { api, queryClient, router } = renderPage({
      keys,
      actions,
      handlers: {
        [urls.createKey]: ({ body }: StubRequest) => {
          const { name, scopes } = body as { name: string; scopes: ApiKeySummary['scopes'] };
          keys.unshift(apiKey({ name, scopes }));
          actions.unshift(action({ subjectName: name }));
          return jsonResponse(
            {
              id: 'k-1',
              name,
              scopes,
              prefix: 'shata_AbCdEfGh',
              createdAt: '2026-11-20T10:00:00.000Z',
              key: newKey,
            },
            201,
          );
        },
      },
    });
    expect(await screen.findByText('No API keys yet.')).toBeVisible();
    // Each scope is explained in a line of its own.
    expect(screen.getByRole('checkbox', { name: 'partners:read' })).toHaveAccessibleDescription(
      "Read partners' verification state (never an Aadhaar number or a document).",
    );

    await user.type(screen.getByLabelText('Name'), '  Booking engine ');
    await user.click(screen.getByRole('checkbox', { name: 'bookings:write' }));
    await user.click(screen.getByRole('checkbox', { name: 'events:read' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(api.calls(urls.createKey)[0]?.body).toEqual({
      name: 'Booking engine',
      scopes: ['bookings:write', 'events:read'],
    });
    expect(within(dialog).getByLabelText('API key')).toHaveValue(newKey);
    expect(within(dialog).getByLabelText('API key')).toHaveAttribute('readonly');
    expect(dialog).toHaveTextContent('It will not be shown again');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(newKey);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Copied.');

    // The list and the trail are asked again, and show the key without its secret.
    expect(within(await keysList()).getByRole('heading', { name: 'Booking engine' })).toBeVisible();
    expect(await screen.findByText('created the API key', { exact: false })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Create key' })).toHaveFocus();
    // Shown once: nowhere on the page, in the caches, the storage or the address.
    expect(document.body.innerHTML).not.toContain(newKey);
    await waitFor(() => expect(cachedText(queryClient)).not.toContain(newKey));
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(newKey);
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain(newKey);
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/admin/integrations',
    );
    // The form is empty for the next key.
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'bookings:write' })).not.toBeChecked();
  });

  it('offers the key in a selected field where the clipboard is out of reach', async () => {
    const user = userEvent.setup();
    renderPage({
      handlers: {
        [urls.createKey]: jsonResponse(
          {
            id: 'k-1',
            name: 'Partner app',
            scopes: ['video_kyc:write'],
            prefix: 'shata_AbCdEfGh',
            createdAt: '2026-11-20T10:00:00.000Z',
            key: newKey,
          },
          201,
        ),
      },
    });
    await user.type(await screen.findByLabelText('Name'), 'Partner app');
    await user.click(screen.getByRole('checkbox', { name: 'video_kyc:write' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your new API key' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('not allowed'));

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));

    const field = within(dialog).getByLabelText<HTMLTextAreaElement>('API key');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0)).toBe(newKey);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Copying is not available here');
  });

  it("checks the name and scopes as the server does, and sends nothing until they're right", async () => {
    const user = userEvent.setup();
    const { api } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create key' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      expect.stringContaining('Give the key a name, so you can tell it from the others.'),
    );
    expect(screen.getByRole('group', { name: 'Scopes' })).toHaveAccessibleDescription(
      expect.stringContaining('Choose at least one scope for the key.'),
    );
    expect(api.calls(urls.createKey)).toHaveLength(0);
  });

  it("shows the server's message when it refuses the key", async () => {
    const user = userEvent.setup();
    renderPage({
      handlers: {
        [urls.createKey]: jsonResponse(
          {
            statusCode: 403,
            code: 'operators_only',
            message: 'Only operators can do this.',
          },
          403,
        ),
      },
    });
    await user.type(await screen.findByLabelText('Name'), 'Booking engine');
    await user.click(screen.getByRole('checkbox', { name: 'bookings:write' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Only operators can do this.');
    expect(screen.queryByRole('dialog')).toBeNull();
    // What was typed stays, to send again.
    expect(screen.getByLabelText('Name')).toHaveValue('Booking engine');
  });
});

describe('a fresh code before a new key or endpoint', () => {
  it('asks for one when the server wants it, then makes the key as asked', async () => {
    const user = userEvent.setup();
    let fresh = false;
    const { api } = renderPage({
      handlers: {
        [urls.createKey]: ({ body }: StubRequest) =>
          fresh
            ? jsonResponse(
                {
                  ...(body as object),
                  id: 'k-1',
                  prefix: 'shata_AbCdEfGh',
                  createdAt: '2026-11-20T10:00:00.000Z',
                  key: newKey,
                },
                201,
              )
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
      },
    });
    await user.type(await screen.findByLabelText('Name'), 'Booking engine');
    await user.click(screen.getByRole('checkbox', { name: 'bookings:write' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const prompt = await screen.findByRole('region', { name: 'Confirm it is you' });
    expect(prompt).toHaveTextContent('Enter a fresh code from your authenticator app to do this.');
    await user.type(within(prompt).getByLabelText('Code from your app'), '123456');
    await user.click(within(prompt).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('dialog')).toHaveTextContent(newKey);
    expect(api.calls(urls.createKey).map((call) => call.body)).toEqual([
      { name: 'Booking engine', scopes: ['bookings:write'] },
      { name: 'Booking engine', scopes: ['bookings:write'] },
    ]);
  });
});

describe('revoking an API key', () => {
  it('asks first, revokes on confirmation, and keeps focus on the key', async () => {
    const user = userEvent.setup();
    const keys = [apiKey()];
    const actions: OperatorAction[] = [];
    const { api } = renderPage({
      keys,
      actions,
      handlers: {
        [urls.revokeKey]: () => {
          keys[0] = apiKey({ revokedAt: '2026-11-25T10:00:00.000Z' });
          actions.unshift(action({ id: 'a-2', action: 'api_key.revoked' }));
          return new Response(null, { status: 204 });
        },
      },
    });
    const revoke = within(await keysList()).getByRole('button', {
      name: named('Revoke', 'Booking engine'),
    });

    await user.click(revoke);
    let dialog = screen.getByRole('dialog', { name: 'Revoke the key "Booking engine"?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(revoke).toHaveFocus();
    expect(api.calls(urls.revokeKey)).toHaveLength(0);

    await user.click(revoke);
    dialog = screen.getByRole('dialog', { name: 'Revoke the key "Booking engine"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));

    expect(await screen.findByText('The key "Booking engine" is revoked.')).toBeVisible();
    expect(api.calls(urls.revokeKey)).toHaveLength(1);
    expect(
      await screen.findByText(`Revoked ${formatDateTime('2026-11-25T10:00:00.000Z')}`),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Booking engine' })).toHaveFocus();
    expect(await screen.findByText('revoked the API key', { exact: false })).toBeVisible();
  });

  it('keeps a refusal in the dialog', async () => {
    const user = userEvent.setup();
    renderPage({
      keys: [apiKey()],
      handlers: {
        [urls.revokeKey]: jsonResponse(
          { statusCode: 404, code: 'api_key_not_found', message: 'There is no such API key.' },
          404,
        ),
      },
    });
    await user.click(
      await screen.findByRole('button', { name: named('Revoke', 'Booking engine') }),
    );
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('There is no such API key.');
  });
});

describe('webhook endpoints', () => {
  it('are added with every event type chosen at once, and their secret is shown once', async () => {
    const user = userEvent.setup();
    const endpoints: WebhookEndpointSummary[] = [];
    const { api, queryClient } = renderPage({
      endpoints,
      handlers: {
        [urls.createWebhook]: ({ body }: StubRequest) => {
          const { url, events } = body as WebhookEndpointInput;
          endpoints.push(endpoint({ url, events, lastDelivery: null }));
          return jsonResponse(
            {
              id: 'w-1',
              url,
              events,
              status: 'active',
              createdAt: '2026-11-21T09:30:00.000Z',
              secret: newSecret,
            },
            201,
          );
        },
      },
    });
    expect(await screen.findByText('No webhook endpoints yet.')).toBeVisible();

    await user.type(screen.getByLabelText('Endpoint URL'), 'https://hooks.example.com/shata');
    const events = screen.getByRole('group', { name: 'Event types' });
    await user.click(within(events).getByRole('checkbox', { name: 'All event types' }));
    expect(within(events).getByRole('checkbox', { name: 'booking.cancelled' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your new signing secret' });
    expect(api.calls(urls.createWebhook)[0]?.body).toEqual({
      url: 'https://hooks.example.com/shata',
      events: [
        'partner.profile_saved',
        'partner.submitted',
        'partner.document_added',
        'partner.document_rejected',
        'partner.stage_changed',
        'partner.approved',
        'partner.aadhaar_qr_checked',
        'booking.created',
        'booking.updated',
        'booking.cancelled',
      ],
    });
    expect(within(dialog).getByLabelText('Signing secret')).toHaveValue(newSecret);
    expect(dialog).toHaveTextContent('It will not be shown again');
    const item = within(await endpointsList()).getByRole('listitem');
    expect(item).toHaveTextContent('EventsAll event types');
    expect(item).toHaveTextContent('Last deliveryNone yet');

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    expect(screen.getByRole('button', { name: 'Add endpoint' })).toHaveFocus();
    expect(document.body.innerHTML).not.toContain(newSecret);
    await waitFor(() => expect(cachedText(queryClient)).not.toContain(newSecret));
  });

  it('are checked before sending: a web address and at least one event type', async () => {
    const user = userEvent.setup();
    const { api } = renderPage();
    await user.type(await screen.findByLabelText('Endpoint URL'), 'hooks.example.com');
    const events = screen.getByRole('group', { name: 'Event types' });
    await user.click(within(events).getByRole('checkbox', { name: 'partner.approved' }));
    await user.click(within(events).getByRole('checkbox', { name: 'partner.approved' }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    expect(screen.getByLabelText('Endpoint URL')).toHaveAccessibleDescription(
      expect.stringContaining(
        'Enter the endpoint as a full URL, e.g. https://example.com/webhooks.',
      ),
    );
    expect(events).toHaveAccessibleDescription('Choose at least one event type to receive.');
    expect(api.calls(urls.createWebhook)).toHaveLength(0);
  });

  it("show the server's refusal of an address", async () => {
    const user = userEvent.setup();
    renderPage({
      handlers: {
        [urls.createWebhook]: jsonResponse(
          {
            statusCode: 422,
            code: 'validation_failed',
            message: 'This address is private: the portal sends webhooks only to public addresses.',
          },
          422,
        ),
      },
    });
    await user.type(await screen.findByLabelText('Endpoint URL'), 'https://10.0.0.1/hook');
    await user.click(screen.getByRole('checkbox', { name: 'partner.approved' }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This address is private');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('show their status, with why one is failing or disabled', async () => {
    renderPage({
      endpoints: [
        endpoint(),
        endpoint({ id: 'w-2', url: 'https://paused.example.com/', status: 'paused' }),
        endpoint({
          id: 'w-3',
          url: 'https://failing.example.com/',
          status: 'failing',
          statusReason: 'Deliveries have failed for three days.',
          lastDelivery: {
            eventType: 'booking.created',
            status: 'failed',
            lastStatus: 500,
            at: '2026-11-22T09:00:00.000Z',
          },
        }),
        endpoint({
          id: 'w-4',
          url: 'https://gone.example.com/',
          status: 'disabled',
          statusReason: 'The receiver answered 410 Gone.',
        }),
      ],
    });
    const [active, paused, failing, disabled] = within(await endpointsList()).getAllByRole(
      'listitem',
    ) as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    expect(active).toHaveTextContent('Active');
    expect(active).toHaveTextContent('partner.approved, booking.created');
    expect(active).toHaveTextContent(`Delivered ${formatDateTime('2026-11-22T08:00:00.000Z')}`);
    expect(within(active).getByRole('button', { name: /^Pause/ })).toBeVisible();
    expect(paused).toHaveTextContent('Paused');
    expect(within(paused).getByRole('button', { name: /^Resume/ })).toBeVisible();
    expect(failing).toHaveTextContent('FailingDeliveries have failed for three days.');
    expect(failing).toHaveTextContent(`Failed ${formatDateTime('2026-11-22T09:00:00.000Z')}`);
    expect(within(failing).getByRole('button', { name: /^Re-activate/ })).toBeVisible();
    expect(disabled).toHaveTextContent('DisabledThe receiver answered 410 Gone.');
    expect(within(disabled).getByRole('button', { name: /^Re-activate/ })).toBeVisible();
  });

  it('are paused and resumed', async () => {
    const user = userEvent.setup();
    const endpoints = [endpoint()];
    const actions: OperatorAction[] = [];
    const { api } = renderPage({
      endpoints,
      actions,
      handlers: {
        [urls.patchWebhook]: ({ body }: StubRequest) => {
          const { paused } = body as { paused: boolean };
          endpoints[0] = endpoint({ status: paused ? 'paused' : 'active' });
          actions.unshift(action({ action: 'webhook.updated', subjectName: endpoints[0].url }));
          return endpoints[0];
        },
      },
    });
    const pause = await screen.findByRole('button', {
      name: named('Pause', 'https://hooks.example.com/shata'),
    });

    await user.click(pause);

    expect(
      await screen.findByText('Deliveries to https://hooks.example.com/shata are paused.'),
    ).toBeVisible();
    expect(api.calls(urls.patchWebhook)[0]?.body).toEqual({ paused: true });
    const resume = await screen.findByRole('button', {
      name: named('Resume', 'https://hooks.example.com/shata'),
    });
    expect(screen.getByText('changed the webhook endpoint', { exact: false })).toBeVisible();

    await user.click(resume);

    expect(
      await screen.findByText('Deliveries to https://hooks.example.com/shata are resumed.'),
    ).toBeVisible();
    expect(api.calls(urls.patchWebhook)[1]?.body).toEqual({ paused: false });
  });

  it('have their secret rotated after a question that tells of the 24-hour overlap', async () => {
    const user = userEvent.setup();
    const { api } = renderPage({
      endpoints: [endpoint()],
      handlers: { [urls.rotate]: { secret: newSecret } },
    });
    const rotate = await screen.findByRole('button', {
      name: named('Rotate secret', 'https://hooks.example.com/shata'),
    });

    await user.click(rotate);
    const question = screen.getByRole('dialog', { name: 'Rotate the signing secret?' });
    expect(question).toHaveAccessibleDescription(expect.stringContaining('For 24 hours'));
    expect(api.calls(urls.rotate)).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'Rotate secret' }));

    const shown = await screen.findByRole('dialog', { name: 'Your new signing secret' });
    expect(api.calls(urls.rotate)).toHaveLength(1);
    expect(within(shown).getByLabelText('Signing secret')).toHaveValue(newSecret);
    expect(shown).toHaveAccessibleDescription(
      expect.stringContaining('The old secret still signs them for 24 hours, then stops.'),
    );
    await user.click(within(shown).getByRole('button', { name: 'Done' }));

    expect(rotate).toHaveFocus();
    expect(document.body.innerHTML).not.toContain(newSecret);
  });

  it('are deleted after a question, and focus goes to the message saying so', async () => {
    const user = userEvent.setup();
    const endpoints = [endpoint()];
    const { api } = renderPage({
      endpoints,
      handlers: {
        [urls.deleteWebhook]: () => {
          endpoints.length = 0;
          return new Response(null, { status: 204 });
        },
      },
    });
    await user.click(
      await screen.findByRole('button', {
        name: named('Delete', 'https://hooks.example.com/shata'),
      }),
    );
    const question = screen.getByRole('dialog', { name: 'Delete this webhook endpoint?' });
    expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Delete endpoint' }));

    const message = await screen.findByText(
      'The endpoint https://hooks.example.com/shata is deleted.',
    );
    expect(api.calls(urls.deleteWebhook)).toHaveLength(1);
    expect(await screen.findByText('No webhook endpoints yet.')).toBeVisible();
    expect(message.closest('[role="status"]')).toHaveFocus();
  });
});

describe("an endpoint's deliveries", () => {
  it('are listed on demand, a page at a time, and one is sent again', async () => {
    const user = userEvent.setup();
    let retried = false;
    const { api } = renderPage({
      endpoints: [endpoint()],
      handlers: {
        [urls.deliveries]: ({ url }: StubRequest) =>
          url.searchParams.get('cursor') === 'c-2'
            ? { items: [delivery('d-3', { eventType: 'booking.created' })], nextCursor: null }
            : {
                items: [
                  delivery('d-1', {
                    status: 'pending',
                    attempts: 2,
                    lastStatus: null,
                    lastError: 'The receiver did not answer in 10 seconds.',
                    nextAttemptAt: '2026-11-22T09:30:00.000Z',
                    deliveredAt: null,
                  }),
                  retried
                    ? delivery('d-2', { attempts: 6 })
                    : delivery('d-2', {
                        status: 'failed',
                        attempts: 5,
                        lastStatus: 500,
                        lastError: 'Internal Server Error',
                        deliveredAt: null,
                      }),
                ],
                nextCursor: 'c-2',
              },
        [urls.retry]: () => {
          retried = true;
          return delivery('d-2', { status: 'pending' });
        },
      },
    });
    const toggle = await screen.findByRole('button', {
      name: named('Show deliveries', 'https://hooks.example.com/shata'),
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list', {
      name: 'Deliveries to https://hooks.example.com/shata, newest first',
    });
    const [pending, failed] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(pending).toHaveTextContent('partner.approvedPending');
    expect(pending).toHaveTextContent('Attempts2');
    expect(pending).toHaveTextContent('Last answerThe receiver did not answer in 10 seconds.');
    expect(pending).toHaveTextContent(`Next try${formatDateTime('2026-11-22T09:30:00.000Z')}`);
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('Last answerHTTP 500: Internal Server Error');
    expect(failed).toHaveTextContent('Delivered—');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByRole('heading', { name: 'booking.created' })).toBeVisible();
    expect(api.calls(urls.deliveries).at(-1)?.url.searchParams.get('cursor')).toBe('c-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await user.click(
      within(failed).getByRole('button', { name: named('Send again', 'partner.approved') }),
    );

    expect(
      await within(failed).findByText('The partner.approved delivery is sent again.'),
    ).toBeVisible();
    expect(api.calls(urls.retry)).toHaveLength(1);
    // The list is asked again and shows the delivery as it is now.
    await waitFor(() => expect(failed).toHaveTextContent('Attempts6'));
  });
});

describe('the recent changes', () => {
  it('say who did what to which, and when, newest first', async () => {
    renderPage({
      actions: [
        action({
          id: 'a-3',
          action: 'webhook.delivery_retried',
          subjectName: 'https://hooks.example.com/shata',
          createdAt: '2026-11-22T10:00:00.000Z',
        }),
        action({
          id: 'a-2',
          action: 'webhook.secret_rotated',
          subjectName: 'https://hooks.example.com/shata',
          actorEmail: 'lead@example.com',
        }),
        action(),
      ],
    });
    const list = await screen.findByRole('list', {
      name: 'Recent changes to keys and webhooks, newest first',
    });
    const lines = within(list).getAllByRole('listitem');

    expect(lines.map((line) => line.textContent)).toEqual([
      `${formatDateTime('2026-11-22T10:00:00.000Z')}ops@example.com sent a delivery again to https://hooks.example.com/shata`,
      `${formatDateTime('2026-11-20T10:00:00.000Z')}lead@example.com rotated the secret of https://hooks.example.com/shata`,
      `${formatDateTime('2026-11-20T10:00:00.000Z')}ops@example.com created the API key Booking engine`,
    ]);
    expect(
      within(lines[0] as HTMLElement).getByText(formatDateTime('2026-11-22T10:00:00.000Z')),
    ).toHaveAttribute('datetime', '2026-11-22T10:00:00.000Z');
  });
});
