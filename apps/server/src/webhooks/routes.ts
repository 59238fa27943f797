import {
  webhookDeliveriesQuerySchema,
  webhookEndpointInputSchemaFor,
  webhookEndpointUpdateSchemaFor,
} from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { caller, guard, requireOperator, type Sessions } from '../auth/session';
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

/** The console's webhook endpoints: operators add, pause, rotate, delete, and watch deliveries. */
export async function webhookRoutes(
  app: FastifyInstance,
  { sessions, ...context }: WebhookConsole & { sessions: Sessions },
) {
  const routes = withZodSchemas(app);
  const preValidation = guard(sessions, requireOperator);
  // Plain http only where private addresses are allowed: development and tests.
  const allowHttp = { allowHttp: context.allowPrivate };

  routes.post(
    '/api/admin/webhooks',
    { preValidation, schema: { body: webhookEndpointInputSchemaFor(allowHttp) } },
    async (request, reply) =>
      reply.code(201).send(await createEndpoint(context, caller(request), request.body)),
  );

  routes.get('/api/admin/webhooks', { preValidation }, async () => ({
    endpoints: await listEndpoints(context.db),
  }));

  routes.patch(
    '/api/admin/webhooks/:id',
    {
      preValidation,
      schema: { params: idParams, body: webhookEndpointUpdateSchemaFor(allowHttp) },
    },
    async (request) => updateEndpoint(context, caller(request), request.params.id, request.body),
  );

  routes.post(
    '/api/admin/webhooks/:id/rotate-secret',
    { preValidation, schema: { params: idParams } },
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
    { preValidation, schema: { params: idParams, querystring: webhookDeliveriesQuerySchema } },
    async (request) => listDeliveries(context.db, request.params.id, request.query.cursor),
  );

  routes.post(
    '/api/admin/webhooks/:id/deliveries/:deliveryId/retry',
    { preValidation, schema: { params: deliveryParams } },
    async (request) =>
      retryDelivery(context, caller(request), request.params.id, request.params.deliveryId),
  );
}
