import {
  createdWebhookEndpointSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookEndpointInputSchemaFor,
  webhookEndpointSummarySchema,
  webhookEndpointUpdateSchemaFor,
} from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  caller,
  guard,
  requireFreshSecondFactor,
  requirePermission,
  type Sessions,
} from '../auth/session';
import { idParams, withZodSchemas } from '../http/validation';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  retryDelivery,
  rotateSecret,
  updateEndpoint,
  type WebhookConsole,
} from './service';

const deliveryParams = idParams.extend({ deliveryId: z.string() });

const endpointList = z.object({ endpoints: z.array(webhookEndpointSummarySchema) });

/** A rotation's answer: the new secret, shown once, and until when the old one still signs. */
const rotatedSecret = z.object({ secret: z.string(), previousSecretUntil: z.string() });

/** The console's webhook endpoints: operators add, pause, rotate, delete, and watch deliveries. */
export async function webhookRoutes(
  app: FastifyInstance,
  { sessions, ...context }: WebhookConsole & { sessions: Sessions },
) {
  const routes = withZodSchemas(app);
  const preValidation = guard(sessions, requirePermission('manageIntegrations'));
  // A new way into the portal's data: asked for a fresh code, not only a session.
  const withFreshCode = guard(sessions, requireFreshSecondFactor('manageIntegrations'));
  // Plain http only where private addresses are allowed: development and tests.
  const allowHttp = { allowHttp: context.allowPrivate };

  routes.post(
    '/api/admin/webhooks',
    {
      preValidation: withFreshCode,
      schema: {
        body: webhookEndpointInputSchemaFor(allowHttp),
        response: { 201: createdWebhookEndpointSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createEndpoint(context, caller(request), request.body)),
  );

  routes.get(
    '/api/admin/webhooks',
    { preValidation, schema: { response: { 200: endpointList } } },
    async () => ({ endpoints: await listEndpoints(context.db) }),
  );

  routes.patch(
    '/api/admin/webhooks/:id',
    {
      preValidation,
      schema: {
        params: idParams,
        body: webhookEndpointUpdateSchemaFor(allowHttp),
        response: { 200: webhookEndpointSummarySchema },
      },
    },
    async (request) => updateEndpoint(context, caller(request), request.params.id, request.body),
  );

  routes.post(
    '/api/admin/webhooks/:id/rotate-secret',
    { preValidation, schema: { params: idParams, response: { 200: rotatedSecret } } },
    async (request) => rotateSecret(context, caller(request), request.params.id),
  );

  routes.delete(
    '/api/admin/webhooks/:id',
    { preValidation, schema: { params: idParams } },
    async (request, reply) => {
      await deleteEndpoint(context, caller(request), request.params.id);
      return reply.code(204).send();
    },
  );

  routes.get(
    '/api/admin/webhooks/:id/deliveries',
    {
      preValidation,
      schema: {
        params: idParams,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveryPageSchema },
      },
    },
    async (request) => listDeliveries(context.db, request.params.id, request.query.cursor),
  );

  routes.post(
    '/api/admin/webhooks/:id/deliveries/:deliveryId/retry',
    { preValidation, schema: { params: deliveryParams, response: { 200: webhookDeliverySchema } } },
    async (request) =>
      retryDelivery(context, caller(request), request.params.id, request.params.deliveryId),
  );
}
