import type { ApiKeyInput, ApiKeySummary, CreatedApiKey } from '@shata/domain';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

/*
 * Every request of the console's Integrations page, and the types of its
 * answers. The webhook endpoints' contract is the one the page was built
 * against (issue 29): a change to it is made here, in one place.
 */

/**
 * The event types an endpoint can subscribe to.
 * For the lead: replace with `domainEventTypes` from @shata/domain once the
 * webhooks work has moved them there from apps/server/src/events/schema.ts.
 */
export const webhookEventTypes = [
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
] as const;

export type WebhookEventType = (typeof webhookEventTypes)[number];

export type WebhookStatus = 'active' | 'paused' | 'failing' | 'disabled';
export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** An endpoint as the console lists it: never its secret. */
export interface WebhookEndpoint {
  id: string;
  url: string;
  events: string[];
  status: WebhookStatus;
  /** Why it is failing or disabled, in words. */
  statusReason: string | null;
  createdAt: string;
  createdBy: string;
  lastDelivery: { status: DeliveryStatus; at: string } | null;
}

/** The answer to an endpoint's creation: the only time its signing secret is sent. */
export interface CreatedWebhookEndpoint
  extends Pick<WebhookEndpoint, 'id' | 'url' | 'events' | 'status' | 'createdAt'> {
  secret: string;
}

export interface WebhookEndpointInput {
  url: string;
  events: string[];
}

/** One event sent (or to be sent) to one endpoint. */
export interface WebhookDelivery {
  id: string;
  eventId: string;
  eventType: string;
  status: DeliveryStatus;
  attempts: number;
  /** The HTTP status of the last attempt; null when it got no answer. */
  lastStatus: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

export interface WebhookDeliveryPage {
  items: WebhookDelivery[];
  nextCursor: string | null;
}

export type OperatorActionType =
  | 'api_key.created'
  | 'api_key.revoked'
  | 'webhook.created'
  | 'webhook.updated'
  | 'webhook.secret_rotated'
  | 'webhook.deleted'
  | 'webhook.delivery_retried';

/** A line of the console's trail: who did what, to which key or endpoint, when. */
export interface OperatorAction {
  id: string;
  actorEmail: string;
  action: OperatorActionType;
  subjectId: string;
  subjectName: string;
  createdAt: string;
}

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
    queryFn: ({ signal }) => apiFetch<{ endpoints: WebhookEndpoint[] }>(webhooksPath, { signal }),
    select: (answer) => answer.endpoints,
  });

/** POST /api/admin/webhooks: the answer's secret is shown once, like a key. */
export function createWebhook(input: WebhookEndpointInput): Promise<CreatedWebhookEndpoint> {
  return apiFetch(webhooksPath, { method: 'POST', json: input });
}

/** PATCH /api/admin/webhooks/:id: pauses, or resumes (which re-activates a failing or disabled one). */
export function setWebhookPaused(id: string, paused: boolean): Promise<WebhookEndpoint> {
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
