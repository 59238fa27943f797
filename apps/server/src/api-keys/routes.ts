import { apiKeyInputSchema, apiKeySummarySchema, createdApiKeySchema } from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  caller,
  guard,
  requireFreshSecondFactor,
  requirePermission,
  type Sessions,
} from '../auth/session';
import type { Db } from '../db/client';
import { idParams, withZodSchemas } from '../http/validation';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

/** The console's API keys: made (and shown once), listed, revoked. */
export async function apiKeyRoutes(
  app: FastifyInstance,
  { db, sessions }: { db: Db; sessions: Sessions },
) {
  const routes = withZodSchemas(app);
  const preValidation = guard(sessions, requirePermission('manageIntegrations'));
  // A new way into the portal's data: asked for a fresh code, not only a session.
  const withFreshCode = guard(sessions, requireFreshSecondFactor('manageIntegrations'));

  routes.post(
    '/api/admin/api-keys',
    {
      preValidation: withFreshCode,
      schema: { body: apiKeyInputSchema, response: { 201: createdApiKeySchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createApiKey(db, caller(request), request.body)),
  );

  routes.get(
    '/api/admin/api-keys',
    {
      preValidation,
      schema: { response: { 200: z.object({ keys: z.array(apiKeySummarySchema) }) } },
    },
    async () => listApiKeys(db),
  );

  routes.delete(
    '/api/admin/api-keys/:id',
    { preValidation, schema: { params: idParams } },
    async (request, reply) => {
      await revokeApiKey(db, caller(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
