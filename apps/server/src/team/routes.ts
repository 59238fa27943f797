import { operatorInvitationSchema, operatorRoleSchema } from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import {
  caller,
  guard,
  requireFreshSecondFactor,
  requirePermission,
  type Sessions,
} from '../auth/session';
import { idParams, withZodSchemas } from '../http/validation';
import {
  changeRole,
  inviteOperator,
  listTeam,
  resetSecondFactor,
  setDisabled,
  type TeamContext,
} from './service';

/** The console's Team screen: admins invite operators, change their roles, disable and enable them. */
export async function teamRoutes(
  app: FastifyInstance,
  { sessions, ...context }: TeamContext & { sessions: Sessions },
) {
  const routes = withZodSchemas(app);
  const preValidation = guard(sessions, requirePermission('manageOperators'));
  // Who may open the console, and with which role: asked for a fresh code, not only a session.
  const withFreshCode = guard(sessions, requireFreshSecondFactor('manageOperators'));

  routes.get('/api/admin/operators', { preValidation }, async () => listTeam(context.db));

  routes.post(
    '/api/admin/operators',
    { preValidation: withFreshCode, schema: { body: operatorInvitationSchema } },
    async (request, reply) =>
      reply.code(201).send(await inviteOperator(context, caller(request), request.body)),
  );

  routes.put(
    '/api/admin/operators/:id/role',
    { preValidation: withFreshCode, schema: { params: idParams, body: operatorRoleSchema } },
    async (request) => changeRole(context, caller(request), request.params.id, request.body.role),
  );

  routes.post(
    '/api/admin/operators/:id/disable',
    { preValidation, schema: { params: idParams } },
    async (request) => setDisabled(context, caller(request), request.params.id, true),
  );

  routes.post(
    '/api/admin/operators/:id/enable',
    { preValidation, schema: { params: idParams } },
    async (request) => setDisabled(context, caller(request), request.params.id, false),
  );

  routes.post(
    '/api/admin/operators/:id/second-factor/reset',
    { preValidation: withFreshCode, schema: { params: idParams } },
    async (request) => resetSecondFactor(context, caller(request), request.params.id),
  );
}
