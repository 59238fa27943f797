import { assignCaseSchema, bulkAssignSchema } from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import { caller, guard, requirePermission, type Sessions } from '../auth/session';
import { idParams, withZodSchemas } from '../http/validation';
import {
  assignableOperators,
  assignCase,
  bulkAssign,
  type CasesContext,
  claimCase,
  releaseCase,
} from './service';

/**
 * Cases (issue 30): claim a partner, assign one or many to a colleague,
 * release one; and the colleagues a case may go to. Every route needs the
 * review permission; none decides anything about the partner.
 */
export async function caseRoutes(
  app: FastifyInstance,
  { sessions, ...context }: CasesContext & { sessions: Sessions },
) {
  const routes = withZodSchemas(app);
  const preValidation = guard(sessions, requirePermission('review'));

  routes.get('/api/admin/assignees', { preValidation }, async () => ({
    assignees: await assignableOperators(context.db),
  }));

  routes.post(
    '/api/admin/partners/:id/claim',
    { preValidation, schema: { params: idParams } },
    async (request) => claimCase(context, caller(request), request.params.id),
  );

  routes.post(
    '/api/admin/partners/:id/release',
    { preValidation, schema: { params: idParams } },
    async (request) => releaseCase(context, caller(request), request.params.id),
  );

  routes.put(
    '/api/admin/partners/:id/assignee',
    { preValidation, schema: { params: idParams, body: assignCaseSchema } },
    async (request) =>
      assignCase(context, caller(request), request.params.id, request.body.operatorId),
  );

  routes.post(
    '/api/admin/assignments',
    { preValidation, schema: { body: bulkAssignSchema } },
    async (request) =>
      bulkAssign(context, caller(request), request.body.partnerIds, request.body.operatorId),
  );
}
