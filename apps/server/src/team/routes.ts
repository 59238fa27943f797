import { operatorInvitationSchema, operatorRoleSchema } from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import { caller, guard, requirePermission, type Sessions } from '../auth/session';
import { idParams, withZodSchemas } from '../http/validation';
import { changeRole, inviteOperator, listTeam, setDisabled, type TeamContext } from './service';

/** The console's Team screen: admins invite operators, change their roles, disable and enable them. */
export async function teamRoutes(
  app: FastifyInstance,
  { sessions, ...context }: TeamContext & { sessions: Sessions },
) {
  const routes = withZodSchemas(app);
  const preValidation = guard(sessions, requirePermission('manageOperators'));

  routes.get('/api/admin/operators', { preValidation }, async () => listTeam(context.db));

  routes.post(
    '/api/admin/operators',
    { preValidation, schema: { body: operatorInvitationSchema } },
    async (request, reply) =>
      reply.code(201).send(await inviteOperator(context, caller(request), request.body)),
  );

  routes.put(
    '/api/admin/operators/:id/role',
    { preValidation, schema: { params: idParams, body: operatorRoleSchema } },
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
}
