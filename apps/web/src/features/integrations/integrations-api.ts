import type {
  ApiKeyInput,
  ApiKeySummary,
  CreatedApiKey,
  CreatedWebhookEndpoint,
  OperatorAction,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEndpointInput,
  WebhookEndpointSummary,
} from '@shata/domain';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

/* Every request of the console's Integrations page; the answers' types are the domain's. */

/** Every query of the page sits under the console's key; signing out drops them with the rest. */
const integrationsKey = ['operator', 'integrations'] as const;
const apiKeysQueryKey = [...integrationsKey, 'api-keys'] as const;
const webhooksQueryKey = [...integrationsKey, 'webhooks'] as const;
const operatorActionsQueryKey = [...integrationsKey, 'operator-actions'] as const;
const deliveriesQueryKey = (endpointId: string) =>
  [...integrationsKey, 'deliveries', endpointId] as const;

const apiKeysPath = '/api/admin/api-keys';
const webhooksPath = '/api/admin/webhooks';
const webhookPath = (id: string) => `${webhooksPath}/${encodeURIComponent(id)}`;

/** GET /api/admin/api-keys: every key, newest first, without the secret. */
export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: apiKeysQueryKey,
    queryFn: ({ signal }) => apiFetch<{ keys: ApiKeySummary[] }>(apiKeysPath, { signal }),
    select: (answer) => answer.keys,
  });

/**
 * POST /api/admin/api-keys. The answer carries the key, shown once: it is
 * handed to the caller only, never stored in the query cache (the list is
 * asked for again instead).
 */
export function createApiKey(input: ApiKeyInput): Promise<CreatedApiKey> {
  return apiFetch(apiKeysPath, { method: 'POST', json: input });
}

/** DELETE /api/admin/api-keys/:id: revoked at once. */
export function revokeApiKey(id: string): Promise<void> {
  return apiFetch(`${apiKeysPath}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** GET /api/admin/webhooks: every endpoint, without its secret. */
export const webhooksQueryOptions = () =>
  queryOptions({
    queryKey: webhooksQueryKey,
    queryFn: ({ signal }) =>
      apiFetch<{ endpoints: WebhookEndpointSummary[] }>(webhooksPath, { signal }),
    select: (answer) => answer.endpoints,
  });

/** POST /api/admin/webhooks: the answer's secret is shown once, like a key. */
export function createWebhook(input: WebhookEndpointInput): Promise<CreatedWebhookEndpoint> {
  return apiFetch(webhooksPath, { method: 'POST', json: input });
}

/** PATCH /api/admin/webhooks/:id: pauses, or resumes (which re-activates a failing or disabled one). */
export function setWebhookPaused(id: string, paused: boolean): Promise<WebhookEndpointSummary> {
  return apiFetch(webhookPath(id), { method: 'PATCH', json: { paused } });
}

/** POST /api/admin/webhooks/:id/rotate-secret: the new secret, shown once. */
export function rotateWebhookSecret(id: string): Promise<{ secret: string }> {
  return apiFetch(`${webhookPath(id)}/rotate-secret`, { method: 'POST' });
}

/** DELETE /api/admin/webhooks/:id */
export function deleteWebhook(id: string): Promise<void> {
  return apiFetch(webhookPath(id), { method: 'DELETE' });
}

/** GET /api/admin/webhooks/:id/deliveries?cursor=: newest first, a page at a time. */
export const deliveriesQueryOptions = (endpointId: string) =>
  infiniteQueryOptions({
    queryKey: deliveriesQueryKey(endpointId),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<WebhookDeliveryPage>(
        `${webhookPath(endpointId)}/deliveries${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** POST /api/admin/webhooks/:id/deliveries/:deliveryId/retry: sent again now. */
export function retryDelivery(endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
  return apiFetch(`${webhookPath(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/retry`, {
    method: 'POST',
  });
}

/** GET /api/admin/operator-actions: the console's trail, newest first. */
export const operatorActionsQueryOptions = () =>
  queryOptions({
    queryKey: operatorActionsQueryKey,
    queryFn: ({ signal }) =>
      apiFetch<{ actions: OperatorAction[] }>('/api/admin/operator-actions', { signal }),
    select: (answer) => answer.actions,
  });

/** After a change to the keys: their list and the trail are asked again. */
export function refreshApiKeys(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
    queryClient.invalidateQueries({ queryKey: operatorActionsQueryKey }),
  ]);
}

/** After a change to an endpoint: the list, its deliveries (if given) and the trail are asked again. */
export function refreshWebhooks(queryClient: QueryClient, endpointId?: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
    queryClient.invalidateQueries({ queryKey: operatorActionsQueryKey }),
    endpointId
      ? queryClient.invalidateQueries({ queryKey: deliveriesQueryKey(endpointId) })
      : undefined,
  ]);
}
