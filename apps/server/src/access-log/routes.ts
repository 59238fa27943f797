import { accessLogPageQuerySchema } from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import { guard, requirePermission, type Sessions } from '../auth/session';
import type { Db } from '../db/client';
import { idParams, withZodSchemas } from '../http/validation';
import { accessLogPage } from './service';

/** A partner's access history: who opened their documents, for admins only. */
export async function accessLogRoutes(
  app: FastifyInstance,
  { db, sessions }: { db: Db; sessions: Sessions },
) {
  const routes = withZodSchemas(app);

  routes.get(
    '/api/admin/partners/:id/access-log',
    {
      preValidation: guard(sessions, requirePermission('readAccessLog')),
      schema: { params: idParams, querystring: accessLogPageQuerySchema },
    },
    async (request) => accessLogPage(db, request.params.id, request.query.before),
  );
}
